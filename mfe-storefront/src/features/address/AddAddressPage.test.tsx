import { screen, waitFor } from '@testing-library/react';
import { ADDRESS, USER } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };
/** Typing a whole address takes seconds on a busy machine. */
const TYPING_TEST_TIMEOUT = 20_000;

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

  it('requires every field, with email, tel and numeric zip inputs', async () => {
    renderStorefront({ route: '/add-address', api: { 'GET /api/user/is-auth': LOGGED_IN } });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    const labels = [
      'First name',
      'Last name',
      'Email address',
      'Street',
      'City',
      'State',
      'Zip code',
      'Country',
      'Phone',
    ];
    for (const label of labels)
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toBeRequired();
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('type', 'tel');
    expect(screen.getByLabelText(/^Zip code/)).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByLabelText(/^Zip code/)).toHaveAttribute('pattern', '[0-9]{3,10}');
  });

  it(
    'saves the address with its zip, then returns to the cart with it chosen',
    async () => {
      const saved = { ...ADDRESS, _id: 'a2' };
      const { user, api } = renderStorefront({
        route: '/add-address',
        preloadedState: { cart: { items: { tomato: 1 } } },
        api: {
          'GET /api/user/is-auth': LOGGED_IN,
          'POST /api/address/add': { body: { success: true, message: 'Address added' } },
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
      const values: Record<string, string> = {
        'First name': ADDRESS.firstName,
        'Last name': ADDRESS.lastName,
        'Email address': ADDRESS.email,
        Street: ADDRESS.street,
        City: ADDRESS.city,
        State: ADDRESS.state,
        'Zip code': ADDRESS.zipcode,
        Country: ADDRESS.country,
        Phone: ADDRESS.phone,
      };
      // The account's name, email and Sri Lanka are already there: only the rest is typed.
      for (const [label, value] of Object.entries(values)) {
        const input = screen.getByLabelText(new RegExp(`^${label}`));
        if ((input as HTMLInputElement).value === value) continue;
        await user.clear(input);
        await user.type(input, value);
      }
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      await waitFor(() => expect(currentLocation()).toBe('/cart'));
      const { _id: _savedId, userId: _owner, zipcode, ...fields } = ADDRESS;
      expect(api.sent('POST /api/address/add')[0].body).toEqual({
        address: { ...fields, zip: zipcode },
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
      const typed: Record<string, string> = {
        'Last name': saved.lastName,
        Street: saved.street,
        City: saved.city,
        State: saved.state,
        'Zip code': saved.zipcode,
        Phone: saved.phone,
      };
      for (const [label, value] of Object.entries(typed)) {
        await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
      }
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
    expect(screen.getByLabelText(/^Street/)).toHaveValue('');
    expect(screen.getByLabelText(/^Phone/)).toHaveValue('');
  });

  it('carries the server limits on its inputs', async () => {
    renderStorefront({ route: '/add-address', api: { 'GET /api/user/is-auth': LOGGED_IN } });
    await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
    expect(screen.getByLabelText(/^First name/)).toHaveAttribute('maxLength', '100');
    expect(screen.getByLabelText(/^Street/)).toHaveAttribute('maxLength', '200');
    expect(screen.getByLabelText(/^Email address/)).toHaveAttribute('maxLength', '254');
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('maxLength', '20');
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
              message: 'phone must be a phone number',
              field: 'address.phone',
            },
          },
        },
      });
      await screen.findByRole('heading', { level: 1, name: /Add Shipping Address/ }, LAZY_PAGE);
      const values: Record<string, string> = {
        'First name': ADDRESS.firstName,
        'Last name': ADDRESS.lastName,
        'Email address': ADDRESS.email,
        Street: ADDRESS.street,
        City: ADDRESS.city,
        State: ADDRESS.state,
        'Zip code': ADDRESS.zipcode,
        Country: ADDRESS.country,
        Phone: ADDRESS.phone,
      };
      // The account's name, email and Sri Lanka are already there: only the rest is typed.
      for (const [label, value] of Object.entries(values)) {
        const input = screen.getByLabelText(new RegExp(`^${label}`));
        if ((input as HTMLInputElement).value === value) continue;
        await user.clear(input);
        await user.type(input, value);
      }
      await user.click(screen.getByRole('button', { name: 'Save address' }));

      const phone = screen.getByLabelText(/^Phone/);
      await waitFor(() => expect(phone).toHaveAttribute('aria-invalid', 'true'));
      expect(phone).toHaveAccessibleDescription('Enter a valid phone number, like +94 77 123 4567');
      expect(screen.queryByText('phone must be a phone number')).not.toBeInTheDocument();
      await user.type(phone, '1');
      expect(phone).not.toHaveAttribute('aria-invalid');
    },
    TYPING_TEST_TIMEOUT,
  );
});
