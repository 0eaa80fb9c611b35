import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES, STAFF_TEXTS, type StaffAccount } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';

const api = setupFakeApi();
const OWNER_AUTH = { body: { success: true, name: 'Olga', role: 'owner' } };

function anAccount(overrides: Partial<StaffAccount> = {}): StaffAccount {
  return {
    id: 's1',
    email: 'olga@shop.test',
    name: 'Olga',
    role: 'owner',
    active: true,
    pending: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

const ACCOUNTS = [
  anAccount(),
  anAccount({ id: 's2', email: 'pat@shop.test', name: 'Pat', role: 'packer' }),
  anAccount({
    id: 's3',
    email: 'new@shop.test',
    name: 'Nia',
    role: 'manager',
    active: false,
    pending: true,
  }),
];

beforeEach(() => {
  api()
    .on('GET', '/api/seller/is-auth', OWNER_AUTH)
    .on('GET', '/api/seller/staff', { body: { success: true, staff: ACCOUNTS } });
});

async function openScreen() {
  const view = renderSeller('/seller/staff');
  await screen.findByRole('heading', { name: 'Staff' });
  await screen.findByLabelText('Role of Pat');
  return view;
}

describe('Staff screen (owner)', () => {
  it('is in the owner’s sidebar and lists every account with its state and role', async () => {
    await openScreen();
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    expect(within(nav).getByRole('link', { name: 'Staff' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const list = screen.getByRole('list', { name: 'Staff accounts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByLabelText('Role of Pat')).toHaveValue('packer');
    expect(screen.getByText('Invited, not accepted yet')).toBeInTheDocument();
    // A pending invitation cannot be reactivated, only invited again.
    expect(screen.queryByRole('button', { name: 'Reactivate Nia' })).not.toBeInTheDocument();
  });

  it('changes a role with the keyboard and its own button', async () => {
    api().on('PATCH', '/api/seller/staff/s2/role', {
      body: { success: true, message: STAFF_TEXTS.roleChanged, account: ACCOUNTS[1] },
    });
    const { user } = await openScreen();
    const button = screen.getByRole('button', { name: 'Change role of Pat' });
    expect(button).toBeDisabled();
    await user.click(screen.getByLabelText('Role of Pat'));
    await user.selectOptions(screen.getByLabelText('Role of Pat'), 'manager');
    expect(button).toBeEnabled();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api().calls('PATCH', '/api/seller/staff/s2/role')).toHaveLength(1));
    expect(api().calls('PATCH', '/api/seller/staff/s2/role')[0].body).toEqual({ role: 'manager' });
    expect(await screen.findByText(STAFF_TEXTS.roleChanged)).toBeInTheDocument();
  });

  it('deactivates an account; the last owner’s refusal is shown', async () => {
    api()
      .on('POST', '/api/seller/staff/s2/deactivate', {
        body: { success: true, message: STAFF_TEXTS.deactivated, account: ACCOUNTS[1] },
      })
      .on('POST', '/api/seller/staff/s1/deactivate', {
        status: 409,
        body: { success: false, code: ERROR_CODES.LAST_OWNER, message: STAFF_TEXTS.lastOwner },
      });
    const { user } = await openScreen();
    await user.click(screen.getByRole('button', { name: 'Deactivate Pat' }));
    expect(await screen.findByText(STAFF_TEXTS.deactivated)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Deactivate Olga' }));
    expect(await screen.findByText(STAFF_TEXTS.lastOwner)).toBeInTheDocument();
  });

  it('invites someone; a refusal is shown beside the email', async () => {
    let answer = 0;
    api().on('POST', '/api/seller/staff/invite', () => {
      answer += 1;
      return answer === 1
        ? {
            status: 409,
            body: {
              success: false,
              code: ERROR_CODES.EMAIL_TAKEN,
              message: STAFF_TEXTS.emailTaken,
              field: 'email',
            },
          }
        : {
            status: 201,
            body: { success: true, message: STAFF_TEXTS.invited, account: ACCOUNTS[2] },
          };
    });
    const { user } = await openScreen();
    const form = screen.getByRole('form', { name: 'Invite someone' });
    await user.type(within(form).getByLabelText(/Email/), 'pat@shop.test');
    await user.type(within(form).getByLabelText(/Name/), 'Pat Again');
    await user.selectOptions(within(form).getByLabelText('Role'), 'manager');
    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(within(form).getByLabelText(/Email/)).toHaveAccessibleDescription(
      STAFF_TEXTS.emailTaken,
    );
    expect(api().calls('POST', '/api/seller/staff/invite')[0].body).toEqual({
      email: 'pat@shop.test',
      name: 'Pat Again',
      role: 'manager',
    });

    await user.click(within(form).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText(STAFF_TEXTS.invited)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Email/)).toHaveValue('');
  });

  it('is not in a manager’s sidebar', async () => {
    api()
      .on('GET', '/api/seller/is-auth', { body: { success: true, name: 'Max', role: 'manager' } })
      .on('GET', '/api/order/seller', { body: { success: true, orders: [] } });
    renderSeller('/seller/orders');
    await screen.findByRole('heading', { name: 'Orders List' });
    const nav = screen.getByRole('navigation', { name: 'Seller dashboard' });
    await waitFor(() =>
      expect(within(nav).queryByRole('link', { name: 'Orders' })).toBeInTheDocument(),
    );
    expect(within(nav).queryByRole('link', { name: 'Staff' })).not.toBeInTheDocument();
  });
});
