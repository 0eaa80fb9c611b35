import { screen, waitFor, within } from '@testing-library/react';
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
            delivered: { email: true, sms: changed.delivered.sms, push: true },
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

  it('says when this browser cannot take push notifications', async () => {
    renderStorefront({ route: '/account', api: accountApi() });
    const section = await screen.findByRole(
      'region',
      { name: 'Notifications on this device' },
      LAZY,
    );
    expect(section).toHaveTextContent('This browser cannot show notifications from the shop.');
    expect(screen.getByRole('switch', { name: 'Delivered by Push' })).toBeChecked();
  });

  describe('in a browser with push', () => {
    const KEY = Buffer.alloc(65, 4).toString('base64url');
    const subscription = {
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      options: { applicationServerKey: new Uint8Array(Buffer.from(KEY, 'base64url')).buffer },
      toJSON: () => ({
        endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
        keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
      }),
      unsubscribe: jest.fn(async () => true),
    };
    let current: typeof subscription | null = null;
    const pushManager = {
      getSubscription: jest.fn(async () => current),
      subscribe: jest.fn(async () => {
        current = subscription;
        return subscription;
      }),
    };
    const registration = { pushManager };

    beforeEach(() => {
      current = null;
      Object.defineProperty(navigator, 'serviceWorker', {
        configurable: true,
        value: { ready: Promise.resolve(registration), getRegistration: async () => registration },
      });
      Object.assign(window, {
        PushManager: function PushManager() {},
        Notification: { requestPermission: jest.fn(async () => 'granted') },
      });
    });
    afterEach(() => {
      delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      delete (window as { PushManager?: unknown }).PushManager;
      delete (window as { Notification?: unknown }).Notification;
    });

    it('turns push on for this device and off again, telling the shop each time', async () => {
      const { user, api } = renderStorefront({
        route: '/account',
        api: accountApi({
          'GET /api/push/key': { body: { success: true, publicKey: KEY } },
          'POST /api/user/push': { body: { success: true, message: 'On for this device' } },
          'DELETE /api/user/push': { body: { success: true, message: 'Off' } },
        }),
      });
      const device = await screen.findByRole(
        'switch',
        { name: 'Push notifications on this device', checked: false },
        LAZY,
      );
      await screen.findByRole('switch', { name: 'Push notifications on this device' });
      await user.click(device);
      expect(
        await screen.findByRole('switch', {
          name: 'Push notifications on this device',
          checked: true,
        }),
      ).toBeEnabled();
      expect(pushManager.subscribe).toHaveBeenCalledWith(
        expect.objectContaining({ userVisibleOnly: true }),
      );
      expect(api.sent('POST /api/user/push')[0].body).toEqual({
        endpoint: subscription.endpoint,
        keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
      });
      expect(await seriousViolations()).toEqual([]);

      screen.getByRole('switch', { name: 'Push notifications on this device' }).focus();
      await user.keyboard(' ');
      expect(
        await screen.findByRole('switch', {
          name: 'Push notifications on this device',
          checked: false,
        }),
      ).toBeInTheDocument();
      expect(api.sent('DELETE /api/user/push')[0].body).toEqual({
        endpoint: subscription.endpoint,
      });
      expect(subscription.unsubscribe).toHaveBeenCalled();
    });

    it('shows why when the browser blocks notifications', async () => {
      (
        window as unknown as { Notification: { requestPermission: jest.Mock } }
      ).Notification.requestPermission.mockResolvedValue('denied');
      const { user, api } = renderStorefront({
        route: '/account',
        api: accountApi({ 'GET /api/push/key': { body: { success: true, publicKey: KEY } } }),
      });
      const device = await screen.findByRole(
        'switch',
        { name: 'Push notifications on this device' },
        LAZY,
      );
      await waitFor(() => expect(device).toBeEnabled());
      await user.click(device);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Notifications are blocked for this shop in your browser settings.',
      );
      expect(api.sent('POST /api/user/push')).toHaveLength(0);
    });
  });
});
