import { screen, waitFor, within } from '@testing-library/react';
import type { Address } from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { seriousViolations } from '../../test/axe';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
const HOME: Address = { ...ADDRESS, _id: 'a1', isDefault: true };
const WORK: Address = {
  ...ADDRESS,
  _id: 'a2',
  street: '9 Office Lane',
  city: 'Colombo',
  isDefault: false,
};

/** A fake address book that changes as the page asks, like the server does. */
function addressBook(initial: Address[]) {
  let addresses = initial.map((a) => ({ ...a }));
  return {
    get list() {
      return addresses;
    },
    routes: {
      'GET /api/user/is-auth': LOGGED_IN,
      'GET /api/address/get': () => ({ body: { success: true, addresses } }),
      'POST /api/address/a2/default': () => {
        addresses = addresses.map((a) => ({ ...a, isDefault: a._id === 'a2' }));
        return { body: { success: true, message: 'Default address set', address: addresses[1] } };
      },
      'DELETE /api/address/a2': () => {
        addresses = addresses.filter((a) => a._id !== 'a2');
        return { body: { success: true, message: 'Address deleted' } };
      },
      'PATCH /api/address/a1': (body: unknown) => {
        const { zip, ...fields } = body as Record<string, string>;
        addresses = addresses.map((a) => (a._id === 'a1' ? { ...a, ...fields, zipcode: zip } : a));
        return { body: { success: true, message: 'Address updated', address: addresses[0] } };
      },
    },
  };
}

describe('AddressBookPage (/addresses)', () => {
  it('asks a visitor to log in', async () => {
    renderStorefront({ route: '/addresses' });
    // By text: a role query over the whole page is slow on a loaded machine.
    expect((await screen.findByText('Log in to manage your addresses')).tagName).toBe('H2');
    const main = document.getElementById('main') as HTMLElement;
    expect(within(main).getByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('lists the addresses with the default marked, and has no serious axe violation', async () => {
    const book = addressBook([HOME, WORK]);
    renderStorefront({ route: '/addresses', api: book.routes });
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Default')).toBeInTheDocument();
    expect(within(cards[1]).queryByText('Default')).not.toBeInTheDocument();
    // The default has nothing to make default; the other does.
    expect(within(cards[0]).queryByRole('button', { name: /^Make default/ })).toBeNull();
    expect(
      within(cards[1]).getByRole('button', { name: /^Make default: 9 Office Lane/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '/add-address?from=addresses',
    );
    expect(await seriousViolations()).toEqual([]);
  });

  it('makes another address the default', async () => {
    const book = addressBook([HOME, WORK]);
    const { user, api } = renderStorefront({ route: '/addresses', api: book.routes });
    await user.click(await screen.findByRole('button', { name: /^Make default: 9 Office Lane/ }));
    expect(await screen.findByText('Default address set')).toBeInTheDocument();
    expect(api.sent('POST /api/address/a2/default')).toHaveLength(1);
    await waitFor(() => {
      const cards = screen.getAllByRole('article');
      expect(within(cards[1]).getByText('Default')).toBeInTheDocument();
    });
  });

  it('deletes only after the shopper confirms, from the keyboard', async () => {
    const book = addressBook([HOME, WORK]);
    const { user, api } = renderStorefront({ route: '/addresses', api: book.routes });
    const remove = await screen.findByRole('button', { name: /^Delete 9 Office Lane/ });
    remove.focus();
    await user.keyboard('{Enter}');
    const keep = screen.getByRole('button', { name: 'Keep it' });
    expect(keep).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(api.sent('DELETE /api/address/a2')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /^Delete 9 Office Lane/ })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: /^Delete 9 Office Lane/ }));
    await user.click(screen.getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Address deleted')).toBeInTheDocument();
    expect(api.sent('DELETE /api/address/a2')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('edits an address with its form prefilled, then returns to the list', async () => {
    const book = addressBook([HOME, WORK]);
    const { user, api } = renderStorefront({ route: '/addresses', api: book.routes });
    await user.click(await screen.findByRole('link', { name: /^Edit 5 Lake Road/ }));
    await waitFor(() => expect(currentLocation()).toBe('/addresses/a1'));
    const street = await screen.findByLabelText(/^House number and street/);
    expect(street).toHaveValue('5 Lake Road');
    expect(screen.getByLabelText(/^Postcode/)).toHaveValue('20000');
    expect(screen.getByLabelText(/^Province/)).toHaveValue('Central');
    expect(await seriousViolations()).toEqual([]);
    await user.clear(street);
    await user.type(street, '7 Hill Street');
    // Saved before districts existed: the shopper chooses one now.
    await user.selectOptions(screen.getByLabelText(/^District/), 'Kandy');
    await user.type(screen.getByLabelText(/^Landmark/), 'Opposite the temple');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    await waitFor(() => expect(currentLocation()).toBe('/addresses'));
    expect(api.sent('PATCH /api/address/a1')[0].body).toMatchObject({
      street: '7 Hill Street',
      zip: '20000',
      state: 'Central',
      district: 'Kandy',
      landmark: 'Opposite the temple',
      deliveryInstructions: null,
    });
    expect(await screen.findByText('Address updated')).toBeInTheDocument();
    expect(await screen.findByText(/7 Hill Street, Kandy/)).toBeInTheDocument();
    // Typing and an axe run take seconds on a busy machine.
  }, 20_000);

  it('says when the address to edit is not the shopper’s', async () => {
    const book = addressBook([HOME]);
    renderStorefront({ route: '/addresses/someone-else', api: book.routes });
    expect(await screen.findByRole('heading', { name: 'Address not found' })).toBeInTheDocument();
  });
});
