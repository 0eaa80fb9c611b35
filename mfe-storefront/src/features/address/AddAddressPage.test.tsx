import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { ADDRESS, USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };
/** Typing a whole address takes seconds on a busy machine. */
const TYPING_TEST_TIMEOUT = 20_000;

/** The fixture address as the form's labels take it (Kandy, Central Province). */
const ADDRESS_VALUES: Record<string, string> = {
  'First name': ADDRESS.firstName,
  'Last name': ADDRESS.lastName,
  'Email address': ADDRESS.email,
  'House number and street': ADDRESS.street,
  Province: ADDRESS.state,
  District: 'Kandy',
  'Area / town': ADDRESS.city,
  Postcode: ADDRESS.zipcode,
  Country: ADDRESS.country,
  'Mobile phone': ADDRESS.phone,
};

/** Types or chooses each value; the account's name, email and Sri Lanka are already there. */
async function fillAddress(user: UserEvent, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const input = screen.getByLabelText(new RegExp(`^${label}`));
    if ((input as HTMLInputElement).value === value) continue;
    if (input.tagName === 'SELECT') {
      await user.selectOptions(input, value);
      continue;
    }
    await user.clear(input);
    await user.type(input, value);
  }
}

describe('AddAddressPage', () => {
  it('sends a visitor to /cart once the session check says they are logged out', async () => {
    renderStorefront({ route: '/add-address' });
    // The page is a lazy chunk: on a busy machine its import takes more than a second.
    await waitFor(() => expect(currentLocation()).toBe('/cart'), { timeout: 10_000 });
  });

  it('does not redirect before the session check has answered', async () => {
    let answer: (value: typeof LOGGED_IN) => void = () => undefined;
    const { api } = renderStorefront({
      route: '/add-address',
      api: { 'GET /api/user/is-auth': () => new Promise((resolve) => (answer = resolve)) },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(currentLocation()).toBe('/add-address');
    // The check has reached the server, which holds its answer until now.
    await waitFor(() => expect(api.sent('GET /api/user/is-auth')).toHaveLength(1));
    expect(screen.getByRole('status')).toHaveTextContent('Checking your session');
    expect(currentLocation()).toBe('/add-address');
    answer(LOGGED_IN);
    expect(
      await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }),
    ).toBeInTheDocument();
    expect(currentLocation()).toBe('/add-address');
  });

  it('requires every field but landmark and instructions, with email, tel and numeric postcode inputs', async () => {
    renderStorefront({ route: '/add-address', api: { 'GET /api/user/is-auth': LOGGED_IN } });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    for (const label of Object.keys(ADDRESS_VALUES))
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    expect(screen.getByLabelText(/^Landmark \(optional\)/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Delivery instructions \(optional\)/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Mobile phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Postcode/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/^Postcode/)).toHaveAttribute('pattern', '[0-9]{3,10}');
  });

  it('lists the nine provinces, then only the districts of the chosen one', async () => {
    const { user } = renderStorefront({
      route: '/add-address',
      api: { 'GET /api/user/is-auth': LOGGED_IN },
    });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    const province = screen.getByRole('combobox', { name: /^Province/ });
    const district = screen.getByRole('combobox', { name: /^District/ });
    // A placeholder and the nine provinces.
    expect(within(province).getAllByRole('option')).toHaveLength(10);
    expect(district).toBeDisabled();
    await user.selectOptions(province, 'Western');
    const names = within(district)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(names).toEqual(['Choose a district', 'Colombo', 'Gampaha', 'Kalutara']);
    await user.selectOptions(district, 'Gampaha');
    // Another province drops a district that is not in it.
    await user.selectOptions(province, 'Central');
    expect(district).toHaveValue('');
    expect(within(district).queryByRole('option', { name: 'Gampaha' })).toBeNull();
    expect(within(district).getByRole('option', { name: 'Kandy' })).toBeInTheDocument();
  });

  it('checks the phone as a Sri Lankan mobile number in the browser', async () => {
    renderStorefront({ route: '/add-address', api: { 'GET /api/user/is-auth': LOGGED_IN } });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    const pattern = new RegExp(
      `^(?:${screen.getByLabelText(/^Mobile phone/).getAttribute('pattern') ?? 'x'})$`,
    );
    for (const good of ['077 123 4567', '0771234567', '+94 77 123 4567', '+94771234567'])
      expect(pattern.test(good)).toBe(true);
    for (const bad of ['011 234 5678', '12345', '+1 415 555 0100', '077 123 456'])
      expect(pattern.test(bad)).toBe(false);
  });

  it(
    'saves the address with its zip, then returns to the cart with it chosen',
    async () => {
      const saved = {
        ...ADDRESS,
        _id: 'a2',
        phone: '+94 77 123 4567',
        district: 'Kandy',
        landmark: null,
        deliveryInstructions: null,
      };
      const { user, api } = renderStorefront({
        route: '/add-address',
        preloadedState: { cart: { items: { tomato: 1 } } },
        api: {
          'GET /api/user/is-auth': LOGGED_IN,
          // The stored address comes back with the phone as the server keeps it.
          'POST /api/address/add': {
            body: { success: true, message: 'Address added', address: saved },
          },
          'GET /api/address/get': {
            body: {
              success: true,
              addresses: [{ ...ADDRESS, _id: 'a0', street: '1 Old Road' }, saved],
            },
          },
          'POST /api/cart/update': { body: { success: true } },
        },
      });
      await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
      await fillAddress(user, ADDRESS_VALUES);
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      await waitFor(() => expect(currentLocation()).toBe('/cart'));
      const { _id: _savedId, userId: _owner, zipcode, ...fields } = ADDRESS;
      expect(api.sent('POST /api/address/add')[0].body).toEqual({
        address: {
          ...fields,
          district: 'Kandy',
          landmark: null,
          deliveryInstructions: null,
          zip: zipcode,
        },
      });
      expect(await screen.findByText('Address added')).toBeInTheDocument();
      expect(
        await screen.findByText('5 Lake Road, Kandy, Central, 20000, Sri Lanka'),
      ).toBeInTheDocument();
    },
    TYPING_TEST_TIMEOUT,
  );

  it(
    'opened from My Addresses, saves and returns there, not to the cart',
    async () => {
      const saved = { ...ADDRESS, _id: 'a2', street: '9 Hill Street' };
      const { user } = renderStorefront({
        route: '/addresses',
        api: {
          'GET /api/user/is-auth': LOGGED_IN,
          'POST /api/address/add': { body: { success: true, message: 'Address added' } },
          'GET /api/address/get': { body: { success: true, addresses: [] } },
        },
      });
      await user.click(await screen.findByRole('link', { name: 'Add address' }, LAZY_PAGE));
      await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
      await fillAddress(user, { ...ADDRESS_VALUES, 'House number and street': saved.street });
      await user.click(screen.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(currentLocation()).toBe('/addresses'));
      expect(
        await screen.findByRole('heading', { level: 1, name: /Addresses/ }, LAZY_PAGE),
      ).toBeInTheDocument();
    },
    TYPING_TEST_TIMEOUT,
  );

  it("starts with the account's name and email, and Sri Lanka as the country", async () => {
    renderStorefront({
      route: '/add-address',
      api: {
        'GET /api/user/is-auth': {
          body: { success: true, user: { ...USER, name: 'Nimal de Silva' } },
        },
      },
    });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Nimal');
    expect(screen.getByLabelText(/^Last name/)).toHaveValue('de Silva');
    expect(screen.getByLabelText(/^Email address/)).toHaveValue(USER.email);
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Sri Lanka');
    // What only the shopper knows stays empty.
    expect(screen.getByLabelText(/^House number and street/)).toHaveValue('');
    expect(screen.getByLabelText(/^Mobile phone/)).toHaveValue('');
    expect(screen.getByLabelText(/^Province/)).toHaveValue('');
  });

  it('carries the server limits on its inputs', async () => {
    renderStorefront({ route: '/add-address', api: { 'GET /api/user/is-auth': LOGGED_IN } });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^House number and street/)).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText(/^Mobile phone/)).toHaveAttribute('maxLength', '20');
    expect(screen.getByLabelText(/^Landmark/)).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText(/^Delivery instructions/)).toHaveAttribute('maxLength', '500');
  });

  it(
    'shows a refused phone next to the field in plain words, then clears it on edit',
    async () => {
      const { user } = renderStorefront({
        route: '/add-address',
        api: {
          'GET /api/user/is-auth': LOGGED_IN,
          'POST /api/address/add': {
            status: 400,
            body: {
              success: false,
              code: 'COMMON.VALIDATION',
              message: 'phone must be a Sri Lankan mobile number',
              field: 'address.phone',
            },
          },
        },
      });
      await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
      await fillAddress(user, ADDRESS_VALUES);
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      const phone = screen.getByLabelText(/^Mobile phone/);
      await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Enter a mobile number like 077 123 4567 or +94 77 123 4567'),
      );
      expect(
        screen.queryByText('phone must be a Sri Lankan mobile number'),
      ).not.toBeInTheDocument();
      await user.type(phone, '1');
      expect(phone).not.toHaveAttribute('aria-invalid');
    },
    TYPING_TEST_TIMEOUT,
  );
});
