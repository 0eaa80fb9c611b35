import { screen, within } from '@testing-library/react';
import { changeLanguage } from '@greencart/shared-ui/i18n';
import {
  ACCOUNT_TEXTS,
  ERROR_CODES,
  PHONE_CODE_TRIES,
  PHONE_RESEND_SECONDS,
  PHONE_TEXTS,
} from '@greencart/contracts';
import en from '../../i18n/en.json';
import si from '../../i18n/si.json';
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

  const WRONG = {
    status: 400,
    body: { success: false, code: ERROR_CODES.TOKEN_INVALID, message: PHONE_TEXTS.codeInvalid },
  };

  async function openPhoneLogin(api: NonNullable<Parameters<typeof renderStorefront>[0]>['api']) {
    const view = renderStorefront({ route: '/products', api });
    await view.user.click(screen.getAllByRole('button', { name: 'Login' })[0]);
    await view.user.click(await screen.findByRole('button', { name: en.auth.withPhone }));
    const dialog = within(await screen.findByRole('dialog', { name: en.auth.title.phone }));
    return { ...view, dialog };
  }

  it('checks the number by the contracts rule before sending, and says a rate limit plainly', async () => {
    const { user, api, dialog } = await openPhoneLogin({
      'POST /api/user/phone/login/code': {
        status: 429,
        body: {
          success: false,
          code: ERROR_CODES.RATE_LIMITED,
          message: ACCOUNT_TEXTS.tooManyRequests,
        },
      },
    });
    const phone = dialog.getByRole('textbox', { name: /^Mobile number/ });
    await user.type(phone, '011 234 5678'); // a landline: no SMS
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByText(en.auth.phone.invalid)).toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/login/code')).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '+94 77 123 4567');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByText(en.auth.phone.rateLimited)).toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/login/code')).toHaveLength(1);
    expect(dialog.queryByRole('textbox', { name: /^Code from the SMS/ })).not.toBeInTheDocument();
  });

  it('offers a new code only after the countdown, and stops after too many wrong tries', async () => {
    const { user, api, dialog } = await openPhoneLogin({
      'POST /api/user/phone/login/code': { body: { success: true, message: PHONE_TEXTS.codeSent } },
      'POST /api/user/phone/login': WRONG,
    });
    await user.type(dialog.getByRole('textbox', { name: /^Mobile number/ }), '0771234567');
    await user.click(dialog.getByRole('button', { name: 'Send code' }));
    expect(await dialog.findByRole('status')).toHaveTextContent(en.auth.phone.sent);
    const resend = dialog.getByRole('button', { name: 'Send a new code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(
      en.auth.phone.resendIn.replace('{{seconds}}', String(PHONE_RESEND_SECONDS)),
    );

    const code = dialog.getByRole('textbox', { name: /^Code from the SMS/ });
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a3');
    expect(code).toHaveValue('123');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await dialog.findByText('Enter the 6 digits from the SMS')).toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/login')).toHaveLength(0);

    for (let i = 1; i <= PHONE_CODE_TRIES; i++) {
      await user.clear(code);
      await user.type(code, `00000${i}`);
      await user.click(dialog.getByRole('button', { name: 'Log in' }));
      expect(
        await dialog.findByText(
          i < PHONE_CODE_TRIES ? en.auth.phone.wrongCode : en.auth.phone.tooManyTries,
        ),
      ).toBeInTheDocument();
    }
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(dialog.getByRole('button', { name: 'Log in' }));
    expect(await dialog.findByText(en.auth.phone.tooManyTries)).toBeInTheDocument();
    expect(api.sent('POST /api/user/phone/login')).toHaveLength(PHONE_CODE_TRIES);
  });

  it('speaks Sinhala from the first screen to the code', async () => {
    await changeLanguage('si', { remember: false });
    try {
      const view = renderStorefront({
        route: '/products',
        api: {
          'POST /api/user/phone/login/code': {
            body: { success: true, message: PHONE_TEXTS.codeSent },
          },
          'POST /api/user/phone/login': WRONG,
        },
      });
      await view.user.click((await screen.findAllByRole('button', { name: si.nav.login }))[0]);
      const login = within(await screen.findByRole('dialog', { name: si.auth.title.login }));
      expect(login.getByLabelText(new RegExp(`^${si.auth.email}`))).toBeInTheDocument();
      expect(login.getByRole('button', { name: si.auth.login })).toBeInTheDocument();
      expect(login.getByText(si.auth.showPassword)).toBeInTheDocument();
      await view.user.click(login.getByRole('button', { name: si.auth.withPhone }));
      const dialog = within(await screen.findByRole('dialog', { name: si.auth.title.phone }));
      await view.user.type(
        dialog.getByRole('textbox', { name: new RegExp(`^${si.auth.phone.mobile}`) }),
        '077 123 4567',
      );
      await view.user.click(dialog.getByRole('button', { name: si.auth.phone.sendCode }));
      expect(await dialog.findByRole('status')).toHaveTextContent(si.auth.phone.sent);
      const code = dialog.getByRole('textbox', { name: new RegExp(`^${si.auth.phone.code}`) });
      await view.user.type(code, '000000');
      await view.user.click(dialog.getByRole('button', { name: si.auth.phone.logIn }));
      expect(await dialog.findByText(si.auth.phone.wrongCode)).toBeInTheDocument();
      expect(screen.queryByText(PHONE_TEXTS.codeInvalid)).not.toBeInTheDocument();
    } finally {
      await changeLanguage('en', { remember: false });
    }
  });
});
