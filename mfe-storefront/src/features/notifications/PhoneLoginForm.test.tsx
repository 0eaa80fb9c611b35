import { screen, within } from '@testing-library/react';
import { ERROR_CODES, PHONE_TEXTS } from '@greencart/contracts';
import { USER } from '../../test/fixtures';
import { seriousViolations } from '../../test/axe';
import { renderStorefront } from '../../test/renderWithProviders';

jest.setTimeout(20_000);

describe('logging in with a code by SMS (login modal)', () => {
  it('sends a code to the number, then logs in with it', async () => {
    const { user, api } = renderStorefront({
      route: '/products',
      api: {
        'POST /api/user/phone/login/code': {
          body: { success: true, message: PHONE_TEXTS.codeSent },
        },
        'POST /api/user/phone/login': (body: unknown) =>
          (body as { code: string }).code === '654321'
            ? { body: { success: true, message: 'Logged in', user: USER } }
            : {
                status: 400,
                body: {
                  success: false,
                  code: ERROR_CODES.TOKEN_INVALID,
                  message: PHONE_TEXTS.codeInvalid,
                },
              },
      },
    });
    await user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await user.click(await screen.findByRole('button', { name: 'Log in with a code by SMS' }));
    const dialog = await screen.findByRole('dialog', { name: 'Log in with a code by SMS' });
    const phone = within(dialog).getByRole('textbox', { name: /^Mobile number/ });
    expect(phone).toHaveAttribute('type', 'tel');
    expect(await seriousViolations()).toEqual([]);

    await user.type(phone, '077 123 4567');
    await user.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(PHONE_TEXTS.codeSent);
    const code = within(dialog).getByRole('textbox', { name: /^Code from the SMS/ });
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');

    await user.type(code, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await within(dialog).findByText(PHONE_TEXTS.codeInvalid)).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('button', { name: 'Account menu, Nimal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/login').map((r) => r.body)).toEqual([
      { phone: '077 123 4567', code: '000000' },
      { phone: '077 123 4567', code: '654321' },
    ]);
  });
});
