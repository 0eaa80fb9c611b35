import { screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_TEXTS, STAFF_TEXTS, type AccountSession } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';

const api = setupFakeApi();

const SESSIONS_URL = '/api/seller/me/sessions';
const THIS_ONE: AccountSession = {
  id: 's1',
  createdAt: '2026-11-25T04:00:00.000Z',
  expiresAt: '2026-12-25T04:00:00.000Z',
  current: true,
};
const PHONE: AccountSession = {
  id: 's2',
  createdAt: '2026-11-24T08:00:00.000Z',
  expiresAt: '2026-12-24T08:00:00.000Z',
  current: false,
};
const TILL: AccountSession = {
  id: 's3',
  createdAt: '2026-11-23T08:00:00.000Z',
  expiresAt: '2026-12-23T08:00:00.000Z',
  current: false,
};

/** A packer (the role with the least) with these open sessions; the list follows DELETEs. */
function packerWithSessions(sessions: AccountSession[]) {
  let open = [...sessions];
  api()
    .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Pat', role: 'packer' } })
    .on('GET', SESSIONS_URL, () => ({ body: { success: true, sessions: open } }));
  for (const session of sessions) {
    api().on('DELETE', `${SESSIONS_URL}/${session.id}`, () => {
      open = open.filter((s) => s.id !== session.id);
      return { body: { success: true, message: STAFF_TEXTS.sessionEnded } };
    });
  }
}

async function openAccount() {
  const view = renderSeller('/seller/account');
  await screen.findByRole('heading', { name: 'My account' });
  return view;
}

describe('My account (/seller/account)', () => {
  it('is in the sidebar for a packer, with labelled password fields', async () => {
    packerWithSessions([THIS_ONE]);
    const { user } = renderSeller('/seller/orders');
    const nav = await screen.findByRole('navigation', { name: 'Seller dashboard' });
    await user.click(within(nav).getByRole('link', { name: 'My account' }));

    expect(await screen.findByRole('heading', { name: 'My account' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Current password/)).toHaveAttribute(
      'autocomplete',
      'current-password',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    expect(await screen.findByText('You are logged in only here.')).toBeInTheDocument();
  });

  it('changes the password and says the other sessions ended', async () => {
    packerWithSessions([THIS_ONE, PHONE]);
    api().on('POST', '/api/seller/me/password', {
      body: { success: true, message: STAFF_TEXTS.passwordChanged },
    });
    const { user } = await openAccount();
    await screen.findByText(/\(this device\)/);

    await user.type(screen.getByLabelText(/^Current password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
    // The password section's own button, reached with the keyboard.
    const change = screen.getByRole('button', { name: 'Change password' });
    change.focus();
    await user.keyboard('{Enter}');

    const password = screen.getByRole('region', { name: 'Password' });
    expect(await within(password).findByRole('status')).toHaveTextContent(
      STAFF_TEXTS.passwordChanged,
    );
    expect(api().calls('POST', '/api/seller/me/password')[0].body).toEqual({
      currentPassword: 'correct horse battery',
      newPassword: 'a brand new passphrase',
    });
    expect(screen.getByLabelText(/^Current password/)).toHaveValue('');
    expect(screen.getByLabelText(/^New password/)).toHaveValue('');
    // The list is asked again (the server ended the others).
    await waitFor(() => expect(api().calls('GET', SESSIONS_URL)).toHaveLength(2));
  });

  it('shows a wrong current password next to its field, without a toast', async () => {
    packerWithSessions([THIS_ONE]);
    api().on('POST', '/api/seller/me/password', {
      status: 400,
      body: {
        success: false,
        code: 'ACCOUNT.WRONG_PASSWORD',
        message: ACCOUNT_TEXTS.wrongPassword,
        field: 'currentPassword',
      },
    });
    const { user } = await openAccount();

    const current = screen.getByLabelText(/^Current password/);
    await user.type(current, 'not my password');
    await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    await waitFor(() => expect(current).toHaveAccessibleDescription(ACCOUNT_TEXTS.wrongPassword));
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText(ACCOUNT_TEXTS.wrongPassword)).toHaveLength(1);
    expect(screen.getByRole('region', { name: 'Password' })).not.toHaveTextContent(
      STAFF_TEXTS.passwordChanged,
    );
  });

  it('shows a refusal that names no field (too many attempts) above the button', async () => {
    packerWithSessions([THIS_ONE]);
    const tooMany = 'Too many attempts. Please try again later.';
    api().on('POST', '/api/seller/me/password', {
      status: 429,
      body: { success: false, code: 'COMMON.RATE_LIMITED', message: tooMany },
    });
    const { user } = await openAccount();

    await user.type(screen.getByLabelText(/^Current password/), 'correct horse battery');
    await user.type(screen.getByLabelText(/^New password/), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(tooMany);
  });

  it('lists the sessions and ends another one', async () => {
    packerWithSessions([THIS_ONE, PHONE]);
    const { user } = await openAccount();

    const list = (await screen.findByText(/\(this device\)/)).closest('ul') as HTMLElement;
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Only the other session has a button, named by when it began (the shop's time zone).
    const buttons = within(list).getAllByRole('button');
    expect(buttons).toHaveLength(1);
    expect(buttons[0]).toHaveAccessibleName('Log out the session of 24 Nov 2026, 13:30');
    await user.click(buttons[0]);

    expect(await screen.findByText(STAFF_TEXTS.sessionEnded)).toBeInTheDocument();
    expect(api().calls('DELETE', `${SESSIONS_URL}/s2`)).toHaveLength(1);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('You are logged in only here.')).toBeInTheDocument();
  });

  it('ends every other session at once, never this one', async () => {
    packerWithSessions([THIS_ONE, PHONE, TILL]);
    const { user } = await openAccount();

    await user.click(await screen.findByRole('button', { name: 'Log out all other sessions' }));

    expect(await screen.findByText('Your other sessions have ended.')).toBeInTheDocument();
    expect(api().calls('DELETE', `${SESSIONS_URL}/s2`)).toHaveLength(1);
    expect(api().calls('DELETE', `${SESSIONS_URL}/s3`)).toHaveLength(1);
    expect(api().calls('DELETE', `${SESSIONS_URL}/s1`)).toHaveLength(0);
    expect(await screen.findByText('You are logged in only here.')).toBeInTheDocument();
  });
});
