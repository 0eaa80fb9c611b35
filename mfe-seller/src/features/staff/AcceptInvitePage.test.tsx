import { screen, waitFor } from '@testing-library/react';
import { ERROR_CODES, STAFF_TEXTS } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { NOT_SELLER } from '../../test/fixtures';
import { inviteTokenOf } from './AcceptInvitePage';

const api = setupFakeApi();
const TOKEN = 'a'.repeat(43);
const URL = '/api/seller/staff/invite/accept';

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', NOT_SELLER);
});

describe('Accept invite page', () => {
  it('reads the token from the link’s fragment (or its query)', () => {
    expect(inviteTokenOf({ hash: `#token=${TOKEN}`, search: '' })).toBe(TOKEN);
    expect(inviteTokenOf({ hash: '', search: `?token=${TOKEN}` })).toBe(TOKEN);
    expect(inviteTokenOf({ hash: '', search: '' })).toBeNull();
  });

  it('sets the password without a session and sends the person to log in', async () => {
    api().on('POST', URL, {
      body: { success: true, message: STAFF_TEXTS.inviteAccepted },
    });
    const { user } = renderSeller(`/seller/accept-invite#token=${TOKEN}`);
    await screen.findByRole('heading', { name: 'Join the shop’s team' });
    await user.type(screen.getByLabelText(/Choose a password/), 'a good long passphrase{Enter}');
    expect(await screen.findByText(STAFF_TEXTS.inviteAccepted)).toBeInTheDocument();
    expect(api().calls('POST', URL)[0].body).toEqual({
      token: TOKEN,
      password: 'a good long passphrase',
    });
    expect(screen.getByRole('link', { name: 'Go to the seller login' })).toHaveAttribute(
      'href',
      '/seller',
    );
  });

  it('shows why a link is refused, beside the password', async () => {
    api().on('POST', URL, {
      status: 400,
      body: { success: false, code: ERROR_CODES.TOKEN_INVALID, message: 'This link is invalid' },
    });
    const { user } = renderSeller(`/seller/accept-invite#token=${TOKEN}`);
    const field = await screen.findByLabelText(/Choose a password/);
    await user.type(field, 'short');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    expect(field).toHaveAccessibleDescription(/at least 8 characters/);
    expect(api().calls('POST', URL)).toHaveLength(0);
    await user.clear(field);
    await user.type(field, 'a good long passphrase');
    await user.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/This link is invalid/));
  });

  it('says so when the link has no token', async () => {
    renderSeller('/seller/accept-invite');
    expect(await screen.findByRole('alert')).toHaveTextContent(/link is incomplete/);
  });
});
