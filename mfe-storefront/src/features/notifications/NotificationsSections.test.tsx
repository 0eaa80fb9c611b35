import { screen, within } from '@testing-library/react';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  ERROR_CODES,
  PHONE_TEXTS,
  type NotificationSettingsResponse,
} from '@greencart/contracts';
import { USER } from '../../test/fixtures';
import { seriousViolations } from '../../test/axe';
import type { FakeAnswer, FakeHandler } from '../../test/fakeRoutes';
import { renderStorefront } from '../../test/renderWithProviders';

const LAZY = { timeout: 5000 };
jest.setTimeout(20_000);

function settings(phone: string | null, preferences = DEFAULT_NOTIFICATION_PREFERENCES) {
  return { body: { success: true, phone, preferences } satisfies NotificationSettingsResponse };
}

function accountApi(
  extra: Record<string, FakeHandler | FakeAnswer> = {},
): Record<string, FakeHandler | FakeAnswer> {
  return {
    'GET /api/user/is-auth': { body: { success: true, user: USER } },
    'GET /api/user/sessions': { body: { success: true, sessions: [] } },
    'GET /api/user/notifications': settings(null),
    ...extra,
  };
}

describe('mobile number and order updates on /account', () => {
  it('verifies a number: enter it, get a code, enter the code; labelled, no serious axe violation', async () => {
    const { user, api } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/phone/code': { body: { success: true, message: PHONE_TEXTS.codeSent } },
        'POST /api/user/phone/verify': settings('077 123 4567'),
      }),
    });
    const number = await screen.findByRole('textbox', { name: /^Mobile number/ }, LAZY);
    expect(number).toHaveAttribute('type', 'tel');
    expect(number).toHaveAttribute('autocomplete', 'tel-national');
    // SMS switches wait for a verified number.
    expect(screen.getByRole('switch', { name: 'Out for delivery by SMS' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Out for delivery by Email' })).toBeChecked();
    expect(await seriousViolations()).toEqual([]);

    await user.type(number, '011 234 5678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(PHONE_TEXTS.invalid)).toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/code')).toHaveLength(0);

    await user.clear(number);
    await user.type(number, '077 123 4567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const code = await screen.findByLabelText(/^Code from the SMS/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByRole('status')).toHaveTextContent(PHONE_TEXTS.codeSent);
    expect(api.sent('POST /api/user/phone/code')[0].body).toEqual({ phone: '077 123 4567' });

    await user.type(code, '12a3456');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText('077 123 4567')).toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/verify')[0].body).toEqual({
      phone: '077 123 4567',
      code: '123456',
    });
    expect(screen.getByRole('switch', { name: 'Out for delivery by SMS' })).toBeEnabled();
    expect(screen.getByRole('switch', { name: 'Out for delivery by SMS' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Delivered by SMS' })).not.toBeChecked();
  });

  it('shows a wrong code next to the field, and keeps the form', async () => {
    const { user } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/phone/code': { body: { success: true, message: PHONE_TEXTS.codeSent } },
        'POST /api/user/phone/verify': {
          status: 400,
          body: {
            success: false,
            code: ERROR_CODES.TOKEN_INVALID,
            message: PHONE_TEXTS.codeInvalid,
          },
        },
      }),
    });
    await user.type(
      await screen.findByRole('textbox', { name: /^Mobile number/ }, LAZY),
      '0771234567',
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByLabelText(/^Code from the SMS/), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify number' }));
    expect(await screen.findByText(PHONE_TEXTS.codeInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Code from the SMS/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Send a new code' })).toBeInTheDocument();
  });

  it('flips a switch with the keyboard and saves only that switch', async () => {
    const { user, api } = renderStorefront({
      route: '/account',
      api: accountApi({
        'GET /api/user/notifications': settings('077 123 4567'),
        'PATCH /api/user/notifications': (body: unknown) => {
          const changed = (body as { preferences: { delivered: { sms: boolean } } }).preferences;
          return settings('077 123 4567', {
            ...DEFAULT_NOTIFICATION_PREFERENCES,
            delivered: { email: true, sms: changed.delivered.sms },
          });
        },
      }),
    });
    const delivered = await screen.findByRole('switch', { name: 'Delivered by SMS' }, LAZY);
    expect(delivered).not.toBeChecked();
    delivered.focus();
    await user.keyboard(' ');
    expect(
      await screen.findByRole('switch', { name: 'Delivered by SMS', checked: true }),
    ).toBeInTheDocument();
    expect(api.sent('PATCH /api/user/notifications')[0].body).toEqual({
      preferences: { delivered: { sms: true } },
    });
    const section = screen.getByRole('region', { name: 'Mobile number' });
    expect(within(section).getByText('077 123 4567')).toBeInTheDocument();
  });
});
