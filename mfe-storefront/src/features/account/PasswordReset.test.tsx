import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXTS } from '@greencart/contracts';
import { seriousViolations } from '../../test/axe';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const TOKEN = 'A'.repeat(43);

describe('Forgot password? (login modal)', () => {
  it('asks for the email and shows the one answer the server gives', async () => {
    const { user, api } = renderStorefront({
      route: '/products',
      api: {
        'POST /api/user/password/forgot': {
          body: { success: true, message: ACCOUNT_TEXTS.resetRequested },
        },
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const email = within(dialog).getByLabelText(/^Email/);
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    await user.type(email, 'nimal@example.com{Enter}');

    expect(await within(dialog).findByText(ACCOUNT_TEXTS.resetRequested)).toHaveAttribute(
      'role',
      'status',
    );
    expect(api.sent('POST /api/user/password/forgot')[0].body).toEqual({
      email: 'nimal@example.com',
    });
    expect(await seriousViolations(dialog)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in to GreenCart' })).toBeInTheDocument();
  });
});

describe('ResetPasswordPage (/reset-password#token=…)', () => {
  it('sends the token of the link with the new password, then asks to log in again', async () => {
    const { user, api } = renderStorefront({
      route: `/reset-password#token=${TOKEN}`,
      api: {
        'POST /api/user/password/reset': {
          body: { success: true, message: ACCOUNT_TEXTS.resetDone },
        },
      },
    });
    const password = await screen.findByLabelText(/^New password/, {}, { timeout: 5000 });
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('minLength', '8');
    // The token leaves the address bar once read.
    await waitFor(() => expect(currentLocation()).toBe('/reset-password'));
    expect(await seriousViolations()).toEqual([]);
    await user.type(password, 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect(await screen.findByText(ACCOUNT_TEXTS.resetDone)).toBeInTheDocument();
    expect(api.sent('POST /api/user/password/reset')[0].body).toEqual({
      token: TOKEN,
      password: 'a brand new passphrase',
    });
    await user.click(
      within(document.getElementById('main')!).getByRole('button', { name: 'Log in' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Log in to GreenCart' })).toBeInTheDocument();
  });

  it('says when the link is invalid or used, and offers a new one', async () => {
    const { user } = renderStorefront({
      route: `/reset-password#token=${TOKEN}`,
      api: {
        'POST /api/user/password/reset': {
          status: 400,
          body: {
            success: false,
            code: 'ACCOUNT.TOKEN_INVALID',
            message: ACCOUNT_TEXTS.tokenInvalid,
          },
        },
      },
    });
    await user.type(
      await screen.findByLabelText(/^New password/, {}, { timeout: 5000 }),
      'a brand new passphrase',
    );
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.tokenInvalid);
    await user.click(screen.getByRole('button', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
  });

  it('shows a refused password next to the field', async () => {
    const { user } = renderStorefront({
      route: `/reset-password#token=${TOKEN}`,
      api: {
        'POST /api/user/password/reset': {
          status: 400,
          body: {
            success: false,
            code: 'USER.WEAK_PASSWORD',
            message: 'This password is too common: choose one that is hard to guess',
            field: 'password',
          },
        },
      },
    });
    const password = await screen.findByLabelText(/^New password/, {}, { timeout: 5000 });
    await user.type(password, 'password123');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
  });

  it('says a link without a token is invalid', async () => {
    renderStorefront({ route: '/reset-password' });
    expect(
      await screen.findByText(ACCOUNT_TEXTS.tokenInvalid, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
