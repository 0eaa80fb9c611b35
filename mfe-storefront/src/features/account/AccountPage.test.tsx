import { screen, waitFor, within } from '@testing-library/react';
import {
  ACCOUNT_TEXTS,
  DEFAULT_NOTIFICATION_PREFERENCES,
  ERROR_CODES,
  openOrdersMessage,
  type AccountSession,
} from '@greencart/contracts';
import { USER } from '../../test/fixtures';
import { seriousViolations } from '../../test/axe';
import type { FakeAnswer, FakeHandler } from '../../test/fakeRoutes';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
const LAZY = { timeout: 5000 };
const SESSIONS: AccountSession[] = [
  {
    id: 's1',
    createdAt: '2026-03-02T10:00:00.000Z',
    expiresAt: '2026-03-09T10:00:00.000Z',
    current: true,
  },
  {
    id: 's2',
    createdAt: '2026-03-01T08:00:00.000Z',
    expiresAt: '2026-03-08T08:00:00.000Z',
    current: false,
  },
];

function accountApi(
  extra: Record<string, FakeHandler | FakeAnswer> = {},
): Record<string, FakeHandler | FakeAnswer> {
  return {
    'GET /api/user/is-auth': LOGGED_IN,
    'GET /api/user/sessions': { body: { success: true, sessions: SESSIONS } },
    'GET /api/user/notifications': {
      body: { success: true, phone: null, preferences: DEFAULT_NOTIFICATION_PREFERENCES },
    },
    ...extra,
  };
}

describe('AccountPage (/account)', () => {
  it('is reached from the profile menu and has labelled forms with no serious axe violation', async () => {
    const { user } = renderStorefront({ route: '/', api: accountApi() });
    await user.click(await screen.findByRole('button', { name: 'Account menu, Nimal' }));
    await user.click(screen.getByRole('menuitem', { name: 'My Account' }));
    await waitFor(() => expect(currentLocation()).toBe('/account'));
    expect(await screen.findByLabelText(/^Name/, {}, LAZY)).toHaveValue('Nimal');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nimal@example.com');
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(await screen.findByText(/\(this device\)/)).toBeInTheDocument();
    expect(await seriousViolations()).toEqual([]);
  });

  it('saves a new name, and says a new email waits for its link', async () => {
    const { user, api, store } = renderStorefront({
      route: '/account',
      api: accountApi({
        'PATCH /api/user/profile': (body: unknown) => ({
          body: {
            success: true,
            message: ACCOUNT_TEXTS.emailChangeSent,
            user: { ...USER, name: (body as { name: string }).name },
            pendingEmail: 'kamala@example.com',
          },
        }),
      }),
    });
    const name = await screen.findByLabelText(/^Name/, {}, LAZY);
    await user.clear(name);
    await user.type(name, 'Kamala');
    const email = screen.getByLabelText(/^Email/);
    await user.clear(email);
    await user.type(email, 'kamala@example.com');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(
      await screen.findByText(
        'Waiting for confirmation: open the link sent to kamala@example.com.',
      ),
    ).toBeInTheDocument();
    expect(api.sent('PATCH /api/user/profile')[0].body).toEqual({
      name: 'Kamala',
      email: 'kamala@example.com',
    });
    expect(store.getState().session.user?.name).toBe('Kamala');
    // The email stays the confirmed one until the link is opened.
    expect(store.getState().session.user?.email).toBe('nimal@example.com');
  });

  it('shows a wrong current password next to its field', async () => {
    const { user } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/password/change': {
          status: 400,
          body: {
            success: false,
            code: 'ACCOUNT.WRONG_PASSWORD',
            message: ACCOUNT_TEXTS.wrongPassword,
            field: 'currentPassword',
          },
        },
      }),
    });
    const current = await screen.findByLabelText(/^Current password/, {}, LAZY);
    await user.type(current, 'not it');
    await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(ACCOUNT_TEXTS.wrongPassword);
  });

  it('changes the password and says other sessions ended', async () => {
    const { user, api } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/password/change': {
          body: { success: true, message: ACCOUNT_TEXTS.passwordChanged },
        },
      }),
    });
    await user.type(
      await screen.findByLabelText(/^Current password/, {}, LAZY),
      'correct horse battery',
    );
    await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(ACCOUNT_TEXTS.passwordChanged)).toBeInTheDocument();
    expect(api.sent('POST /api/user/password/change')[0].body).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new passphrase',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
  });

  it('logs out another session, then everywhere', async () => {
    const { user, api, store } = renderStorefront({
      route: '/account',
      api: accountApi({
        'DELETE /api/user/sessions/s2': {
          body: { success: true, message: ACCOUNT_TEXTS.sessionEnded },
        },
        'POST /api/user/logout-everywhere': {
          body: { success: true, message: ACCOUNT_TEXTS.sessionsEnded },
        },
      }),
    });
    const list = await screen.findByText(/\(this device\)/, {}, LAZY);
    const sessions = list.closest('ul') as HTMLElement;
    expect(within(sessions).getAllByRole('listitem')).toHaveLength(2);
    // Only the other session has its own Log out, named by when it began in the shop's time
    // zone (08:00 UTC is 13:30 in Colombo).
    const begun = within(sessions).getByText('1 Mar 2026, 13:30');
    expect(begun.closest('li')).toHaveTextContent(/^Logged in 1 Mar 2026, 13:30/);
    expect(begun).toHaveAttribute('dateTime', '2026-03-01T08:00:00.000Z');
    const logOut = within(sessions).getByRole('button', {
      name: 'Log out the session of 1 Mar 2026, 13:30',
    });
    await user.click(logOut);
    expect(await screen.findByText(ACCOUNT_TEXTS.sessionEnded)).toBeInTheDocument();
    expect(api.sent('DELETE /api/user/sessions/s2')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Log out everywhere' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(store.getState().session.user).toBeNull();
  });
});

describe('leaving for good (/account)', () => {
  it('asks for the password and a tick, then logs out and goes home', async () => {
    const { user, api, store } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/delete': { body: { success: true, message: ACCOUNT_TEXTS.accountClosed } },
      }),
    });
    const password = await screen.findByLabelText(/^Your password/, {}, LAZY);
    const tick = screen.getByRole('checkbox', { name: 'I understand this cannot be undone' });
    expect(password).toBeRequired();
    expect(tick).toBeRequired();
    await user.type(password, 'correct horse battery');
    await user.click(tick);
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
    expect(api.sent('POST /api/user/delete')[0].body).toEqual({
      password: 'correct horse battery',
    });
    expect(store.getState().session.user).toBeNull();
    expect(await screen.findByText(ACCOUNT_TEXTS.accountClosed)).toBeInTheDocument();
  });

  it('shows a wrong password next to the field and stays', async () => {
    const { user } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/delete': {
          status: 400,
          body: {
            success: false,
            code: 'ACCOUNT.WRONG_PASSWORD',
            message: ACCOUNT_TEXTS.wrongPassword,
            field: 'password',
          },
        },
      }),
    });
    const password = await screen.findByLabelText(/^Your password/, {}, LAZY);
    await user.type(password, 'nope nope');
    await user.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    await waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    expect(password).toHaveAccessibleDescription(ACCOUNT_TEXTS.wrongPassword);
    expect(currentLocation()).toBe('/account');
  });
});

describe('leaving with orders still open (/account)', () => {
  it('shows the server’s words naming the open orders in the section, with a way to them, and stays', async () => {
    const message = openOrdersMessage(['GC-000012', 'GC-000015'], []);
    const { user, store } = renderStorefront({
      route: '/account',
      api: accountApi({
        'POST /api/user/delete': {
          status: 409,
          body: { success: false, code: ERROR_CODES.OPEN_ORDERS, message },
        },
      }),
    });
    const password = await screen.findByLabelText(/^Your password/, {}, LAZY);
    await user.type(password, 'correct horse battery');
    await user.click(screen.getByRole('checkbox', { name: 'I understand this cannot be undone' }));
    await user.click(screen.getByRole('button', { name: 'Delete my account' }));
    const section = screen.getByRole('region', { name: 'Delete my account' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    expect(within(section).getByRole('link', { name: 'See my orders' })).toHaveAttribute(
      'href',
      '/my-orders',
    );
    expect(password).not.toHaveAttribute('aria-invalid', 'true');
    expect(currentLocation()).toBe('/account');
    expect(store.getState().session.user).not.toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('ConfirmEmailPage (/confirm-email#token=…)', () => {
  it('confirms with a button press, then says so', async () => {
    const { user, api } = renderStorefront({
      route: `/confirm-email#token=${'B'.repeat(43)}`,
      api: {
        'POST /api/user/email/confirm': {
          body: { success: true, message: ACCOUNT_TEXTS.emailChanged },
        },
      },
    });
    const button = await screen.findByRole('button', { name: 'Confirm my new email' }, LAZY);
    expect(api.sent('POST /api/user/email/confirm')).toHaveLength(0);
    await waitFor(() => expect(currentLocation()).toBe('/confirm-email'));
    await user.click(button);
    expect(await screen.findByText(ACCOUNT_TEXTS.emailChanged)).toHaveAttribute('role', 'status');
    expect(api.sent('POST /api/user/email/confirm')[0].body).toEqual({ token: 'B'.repeat(43) });
  });

  it('says a spent link is invalid', async () => {
    const { user } = renderStorefront({
      route: `/confirm-email#token=${'B'.repeat(43)}`,
      api: {
        'POST /api/user/email/confirm': {
          status: 400,
          body: { success: false, code: 'ACCOUNT.TOKEN_INVALID', message: 'x' },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Confirm my new email' }, LAZY));
    expect(await screen.findByRole('alert')).toHaveTextContent(ACCOUNT_TEXTS.tokenInvalid);
  });
});
