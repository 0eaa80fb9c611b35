import { screen, waitFor, within } from '@testing-library/react';
import { ERROR_CODES, MESSAGES } from '@greencart/contracts';
import { ADDRESS, PRODUCTS, TEST_CONFIG, USER, product } from '../../test/fixtures';
import { currentLocation, renderStorefront } from '../../test/renderWithProviders';
import { deferred } from '@greencart/shared-ui/test';
import type { FakeAnswer } from '../../test/fakeRoutes';
import { CART_AREA_KEY } from './AreaPicker';

const LOGGED_IN = { body: { success: true, user: USER } };

/**
 * Waits for the order summary: it is laid out once its first answers have come (the quote, the
 * addresses or areas, the zone), after the lines.
 */
async function summaryShown(): Promise<void> {
  await screen.findByRole('heading', { level: 2, name: 'Order Summary' }, SUMMARY);
}

/** How long the summary may take: it waits for the session, addresses, zone, slots and quote. */
const SUMMARY = { timeout: 5_000 };

/** The figure shown next to a label of the order summary. */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('CartPage', () => {
  it('prices the cart with the contract money rules: free shipping, 2 % tax truncated to the cent', async () => {
    // 3 × 122.40 + 1 × 45.50 = 412.70; tax = floor(41 270 × 2 / 100) cents = 8.25.
    renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3, carrot: 1 } } },
    });

    // The file's first render loads the lazy cart route cold: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: /Shopping Cart/ }, { timeout: 5_000 }),
    ).toBeInTheDocument();
    await summaryShown();
    expect(figure('Price')).toBe('LKR 412.70');
    expect(figure('Shipping Fee')).toBe('Free');
    expect(figure('Tax (2%)')).toBe('LKR 8.25');
    expect(figure('Total Amount:')).toBe('LKR 420.95');
    expect(screen.getByText('LKR 367.20')).toBeInTheDocument();
    // The unit price beside the line total, and a heading that counts lines and units.
    expect(screen.getByText('LKR 122.40 each')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Shopping Cart 2 products, 4 items',
    );
  });

  it('has a bar with the total that takes the shopper to Place Order (sticky on phones)', async () => {
    const { user } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 3, carrot: 1 } } },
    });
    await summaryShown();
    expect(screen.getByText('Total', { selector: 'p' })).toHaveTextContent('Total LKR 420.95');
    await user.click(screen.getByRole('button', { name: 'Go to Place Order' }));
    expect(screen.getByRole('button', { name: 'Place Order' })).toHaveFocus();
  });

  it('leaves out-of-stock products out of the total', async () => {
    renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { apple: 1, banana: 4 } } },
    });
    await summaryShown();
    expect(figure('Price')).toBe('LKR 350.00');
    expect(screen.getByText(/Out of stock: not included/)).toBeInTheDocument();
  });

  it('offers quantities 1 to 9, or up to the current quantity when higher, and says Cart Updated', async () => {
    const { user, store } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 12, carrot: 1 } } },
    });
    const tomato = await screen.findByRole('combobox', { name: 'Quantity of Tomato 1 kg' });
    expect(within(tomato).getAllByRole('option')).toHaveLength(12);
    const carrot = screen.getByRole('combobox', { name: 'Quantity of Carrot 500g' });
    expect(
      within(carrot)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);

    await user.selectOptions(carrot, '4');
    expect(store.getState().cart.items.carrot).toBe(4);
    expect(await screen.findByText(MESSAGES.cartUpdated)).toBeInTheDocument();
  });

  it('Remove takes one away and says Removed from Cart', async () => {
    const { user, store } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2 } } },
    });
    await user.click(
      await screen.findByRole('button', { name: 'Remove one Tomato 1 kg from cart' }),
    );
    expect(store.getState().cart.items).toEqual({ tomato: 1 });
    expect(await screen.findByText(MESSAGES.removedFromCart)).toBeInTheDocument();
  });

  it('shows a guest the sample address as an example, never as a choice, and No address found', async () => {
    const { user } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
    });
    expect(await screen.findByText(MESSAGES.noAddress, {}, SUMMARY)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change' }));
    expect(
      screen.getByText(/^Example address \(not yours\): 12 Galle Road, Colombo/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.getByText(MESSAGES.noAddress)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '/add-address',
    );
  });

  it('asks a shopper with no address for their area and quotes fee, minimum and times from it', async () => {
    localStorage.removeItem(CART_AREA_KEY);
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/delivery/areas': { body: { success: true, areas: ['Dehiwala', 'Wattala'] } },
        'GET /api/delivery/quote': {
          body: {
            success: true,
            postcode: '',
            area: 'Dehiwala',
            zone: {
              name: 'Suburbs',
              fee: 200,
              freeDeliveryFrom: null,
              minimumOrder: 5000,
              expressOffered: false,
            },
          },
        },
        'GET /api/delivery/slots': {
          body: {
            success: true,
            timeZone: 'Asia/Colombo',
            slotsRequired: false,
            slots: [],
            express: null,
          },
        },
      },
    });
    const area = await screen.findByRole('combobox', { name: /^Your area/ });
    expect(area).toHaveValue('');
    // Nothing is quoted by area before one is chosen.
    expect(api.sent('GET /api/delivery/quote')).toHaveLength(0);
    await user.selectOptions(area, 'Dehiwala');
    expect(await screen.findByText('LKR 200.00')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(/^Minimum order LKR 5,000.00/);
    expect(api.sent('GET /api/delivery/quote').at(-1)?.params).toEqual({ area: 'Dehiwala' });
    await waitFor(() =>
      expect(api.sent('GET /api/delivery/slots').at(-1)?.params).toEqual({ area: 'Dehiwala' }),
    );
    // Kept for next time in this browser.
    expect(localStorage.getItem(CART_AREA_KEY)).toBe('Dehiwala');
    localStorage.removeItem(CART_AREA_KEY);
  });

  it('asks a visitor to log in when placing an order', async () => {
    const { user } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Place Order' }, SUMMARY));
    expect(await screen.findByRole('dialog', { name: 'Log in to GreenCart' })).toBeInTheDocument();
  });

  it('offers a logged-in shopper only their own addresses, not the sample while they load', async () => {
    let release!: () => void;
    const loaded = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': async () => {
          await loaded;
          return { body: { success: true, addresses: [ADDRESS] } };
        },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
      },
    });
    await screen.findByRole('button', { name: 'Account menu, Nimal' });
    // While they load the summary waits (its layout depends on them), so nothing is offered.
    expect(screen.queryByRole('button', { name: 'Change' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/12 Galle Road/)).not.toBeInTheDocument();
    release();
    await user.click(await screen.findByRole('button', { name: 'Change' }, SUMMARY));
    expect(
      await screen.findByRole('radio', { name: '5 Lake Road, Kandy, Central, 20000, Sri Lanka' }),
    ).toBeChecked();
    expect(screen.getAllByRole('radio')).toHaveLength(1);
  });

  it("says 'Please select an address' when a logged-in shopper has none", async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [] } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
      },
    });
    await waitFor(() => expect(api.sent('GET /api/address/get')).toHaveLength(1));
    await user.click(await screen.findByRole('button', { name: 'Place Order' }, SUMMARY));
    expect(await screen.findByText(MESSAGES.selectAddress)).toBeInTheDocument();
    expect(api.sent('POST /api/order/cod')).toHaveLength(0);
  });

  it('places a cash-on-delivery order, empties the cart (the server already did) and opens My Orders, with no extra request', async () => {
    const { user, api, store } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2, carrot: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
        'POST /api/order/cod': { body: { success: true, message: 'Order Placed Successfully' } },
        'GET /api/order/user': { body: { success: true, orders: [] } },
      },
    });
    expect(await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY)).toBeInTheDocument();
    await waitFor(() => expect(api.sent('POST /api/cart/update')).toHaveLength(1));
    const catalogueLoads = api.sent('GET /api/product/list').length;
    // Each line says what to do if it is short at packing; a refund unless changed.
    const [tomatoChoice, carrotChoice] = screen.getAllByLabelText(/^If .+ is unavailable$/);
    expect(carrotChoice).toHaveValue('refund');
    await user.selectOptions(tomatoChoice, 'Best match is fine');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));

    await waitFor(() => expect(currentLocation()).toBe('/my-orders'));
    expect(api.sent('POST /api/order/cod')[0].body).toEqual({
      userId: 'u1',
      items: [
        { product: 'tomato', quantity: 2, substitution: 'similar' },
        { product: 'carrot', quantity: 1, substitution: 'refund' },
      ],
      address: 'a1',
    });
    expect(await screen.findByText('Order Placed Successfully')).toBeInTheDocument();
    expect(store.getState().cart.items).toEqual({});
    expect(store.getState().cart.substitutions).toEqual({});
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
    // The server emptied the saved cart with the order: no `update {}`, no catalogue reload.
    expect(api.sent('POST /api/cart/update')).toHaveLength(1);
    expect(api.sent('GET /api/product/list')).toHaveLength(catalogueLoads);
  });

  it('lets a line name the product it may be replaced by, from the ranked suggestions (as the order page)', async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2, carrot: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
        'GET /api/substitutes/tomato': {
          body: {
            success: true,
            suggestions: [
              {
                productId: 'cherry-tomato',
                name: 'Cherry tomato',
                image: '',
                category: 'Vegetables',
                offerPrice: 60,
                soldBy: 'unit',
                stepGrams: null,
                nameSimilarity: 0.5,
              },
            ],
          },
        },
        'POST /api/order/cod': { body: { success: true, message: 'Order Placed Successfully' } },
        'GET /api/order/user': { body: { success: true, orders: [] } },
      },
    });
    expect(await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY)).toBeInTheDocument();
    const [tomatoChoice] = screen.getAllByLabelText(/^If .+ is unavailable$/);
    await user.selectOptions(tomatoChoice, 'This product instead');
    const picker = await screen.findByRole('combobox', { name: /^Product instead of Tomato/ });
    await user.selectOptions(picker, 'Cherry tomato');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.sent('POST /api/order/cod')).toHaveLength(1));
    expect(api.sent('POST /api/order/cod')[0].body).toMatchObject({
      items: [
        {
          product: 'tomato',
          quantity: 2,
          substitution: 'similar',
          choice: 'specific',
          choiceProduct: 'cherry-tomato',
        },
        { product: 'carrot', quantity: 1, substitution: 'refund' },
      ],
    });
  });

  it('sends one Idempotency-Key per checkout attempt: a retry after a lost answer repeats it', async () => {
    let answers = 0;
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true } },
        // The first answer is lost on the way (the server may well have placed the order).
        'POST /api/order/cod': () =>
          (answers += 1) === 1
            ? { status: 502, body: { success: false, code: 'X', message: 'Bad gateway' } }
            : {
                body: {
                  success: true,
                  message: 'Order Placed',
                  orderId: 'o1',
                  number: 'GC-000001',
                },
              },
        'GET /api/order/user': { body: { success: true, orders: [] } },
      },
    });
    await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Bad gateway')).toBeInTheDocument();
    // The toast can show before the button leaves its busy state: wait for the button itself.
    await user.click(await screen.findByRole('button', { name: 'Place Order' }, SUMMARY));
    await waitFor(() => expect(currentLocation()).toBe('/my-orders?placed=o1'));
    const [first, retry] = api.sent('POST /api/order/cod').map((r) => r.headers['idempotency-key']);
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(retry).toBe(first);
  });

  it('ends Place Order on the confirmation: number, window, lines, total, payment, next steps, links', async () => {
    const placedOrder = {
      _id: 'o7',
      userId: 'u1',
      number: 'GC-000007',
      items: [
        {
          product: null,
          quantity: 2,
          name: 'Tomato',
          image: '',
          offerPrice: 50,
          substitution: 'similar',
          orderedQuantity: null,
          substitutedFrom: null,
        },
      ],
      amount: 102,
      deliveryFee: 0,
      deliveryWindow: { kind: 'standard', label: 'Thu 27 Nov, 08:00–10:00' },
      address: ADDRESS,
      paymentType: 'COD',
      status: 'Order Placed',
      isPaid: false,
      createdAt: '2026-11-26T10:00:00.000Z',
      history: [],
      timeline: [],
    };
    const { user } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
        'POST /api/order/cod': {
          body: { success: true, message: 'Order Placed', orderId: 'o7', number: 'GC-000007' },
        },
        'GET /api/order/user/o7': { body: { success: true, order: placedOrder } },
      },
    });
    await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(currentLocation()).toBe('/my-orders?placed=o7'));
    const confirmation = await screen.findByRole(
      'article',
      { name: 'Thank you! Order GC-000007 is placed' },
      { timeout: 10_000 },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order placed' })).toBeInTheDocument();
    const facts = within(confirmation);
    expect(facts.getAllByText('Thu 27 Nov, 08:00–10:00').length).toBeGreaterThan(0);
    expect(facts.getByText('Tomato × 2')).toBeInTheDocument();
    expect(facts.getByText('Cash on delivery: pay LKR 102.00 when it arrives')).toBeInTheDocument();
    expect(facts.getByText(/packs it before your delivery window/)).toBeInTheDocument();
    expect(facts.getByText(/may replace it with a similar one/)).toBeInTheDocument();
    expect(facts.getByRole('link', { name: 'View order' })).toHaveAttribute(
      'href',
      '/my-orders/o7',
    );
    expect(facts.getByRole('link', { name: 'Keep shopping' })).toHaveAttribute('href', '/products');
  });

  it('chooses the default address of the address book, not the first one', async () => {
    const other = { ...ADDRESS, _id: 'a0', street: '1 Old Road', isDefault: false };
    const preferred = { ...ADDRESS, _id: 'a1', isDefault: true };
    renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [other, preferred] } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
      },
    });
    expect(await screen.findByText('5 Lake Road, Kandy, Central, 20000, Sri Lanka')).toHaveClass(
      'sf-address__current',
    );
  });

  it('shows the server message when an order is refused', async () => {
    const { user } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true } },
        'POST /api/order/cod': {
          status: 400,
          body: {
            success: false,
            code: 'ORDER.PRODUCT_UNAVAILABLE',
            message: 'Tomato 1 kg is out of stock',
          },
        },
      },
    });
    await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY);
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Tomato 1 kg is out of stock')).toBeInTheDocument();
    expect(currentLocation()).toBe('/cart');
  });

  it('shows online payment as unavailable when the shop has it switched off', async () => {
    renderStorefront({
      route: '/cart',
      config: { ...TEST_CONFIG, onlinePayment: false },
      preloadedState: { cart: { items: { tomato: 1 } } },
    });
    const online = await screen.findByRole('option', { name: 'Online Payment (unavailable)' });
    expect(online).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Cash On Delivery' })).toBeEnabled();
  });

  it('marks online payment unavailable when the API answers 503, keeping cash on delivery', async () => {
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true } },
        'POST /api/order/stripe': {
          status: 503,
          body: {
            success: false,
            code: 'ORDER.PAYMENT_UNAVAILABLE',
            message: MESSAGES.onlinePaymentUnavailable,
          },
        },
      },
    });
    await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Method' }), 'Online');
    await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));

    expect(await screen.findByText(MESSAGES.onlinePaymentUnavailable)).toBeInTheDocument();
    expect(api.sent('POST /api/order/stripe')[0].body).toMatchObject({
      address: 'a1',
      items: [{ product: 'tomato', quantity: 1 }],
    });
    expect(screen.getByRole('option', { name: 'Online Payment (unavailable)' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveValue('COD');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeInTheDocument();
  });

  describe('the card payment the shop takes (GET /api/payment/options)', () => {
    /** Loose tomatoes by 250 g (a weighed line: its card payment is a hold). */
    const LOOSE = product({
      _id: 'loose',
      name: 'Loose Tomatoes',
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 480,
      price: 120,
      offerPrice: 120,
    });
    const CATALOGUE = { body: { success: true, products: [LOOSE, ...PRODUCTS] } };
    const options = (online: unknown) => ({ body: { success: true, online } });

    it('names the provider in use', async () => {
      renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { tomato: 1 } } },
        api: { 'GET /api/payment/options': options({ provider: 'PayHere', holds: true }) },
      });
      expect(await screen.findByRole('option', { name: 'Online Payment (PayHere)' })).toBeEnabled();
    });

    it('offers cash on delivery only when the API has no provider', async () => {
      renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { tomato: 1 } } },
        api: { 'GET /api/payment/options': options(null) },
      });
      expect(
        await screen.findByRole('option', { name: 'Online Payment (unavailable)' }),
      ).toBeDisabled();
    });

    it('says weighed items need cash on delivery when the provider cannot hold a card', async () => {
      renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { loose: 3, tomato: 1 } } },
        api: {
          'GET /api/product/list': CATALOGUE,
          'GET /api/payment/options': options({ provider: 'PayHere', holds: false }),
        },
      });
      expect(
        await screen.findByRole('option', { name: 'Online Payment (unavailable)' }),
      ).toBeDisabled();
      expect(screen.getByRole('combobox', { name: 'Payment Method' })).toHaveAccessibleDescription(
        MESSAGES.weighedNeedCash,
      );
    });

    it('takes the option away when the API refuses a weighed order by card (409)', async () => {
      const { user } = renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { loose: 3 } } },
        api: {
          'GET /api/product/list': CATALOGUE,
          'GET /api/user/is-auth': LOGGED_IN,
          'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
          'POST /api/cart/update': { body: { success: true } },
          'POST /api/order/stripe': {
            status: 409,
            body: {
              success: false,
              code: ERROR_CODES.PAYMENT_HOLD_UNAVAILABLE,
              message: MESSAGES.weighedNeedCash,
            },
          },
        },
      });
      await screen.findByText(/5 Lake Road, Kandy/, {}, SUMMARY);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Payment Method' }), 'Online');
      await user.click(screen.getByRole('button', { name: 'Proceed to Checkout' }));
      // Said as the toast, and kept under the payment method.
      await waitFor(() =>
        expect(screen.getAllByText(MESSAGES.weighedNeedCash).length).toBeGreaterThanOrEqual(2),
      );
      const method = screen.getByRole('combobox', { name: 'Payment Method' });
      expect(method).toHaveAccessibleDescription(MESSAGES.weighedNeedCash);
      expect(method).toHaveValue('COD');
      expect(screen.getByRole('option', { name: 'Online Payment (unavailable)' })).toBeDisabled();
    });
  });

  describe('delivery to the chosen address (docs/DELIVERY.md)', () => {
    /** Kandy's zone: LKR 150 below LKR 2,000 of goods, minimum order LKR 300. */
    const KANDY = {
      body: {
        success: true,
        postcode: '20000',
        zone: {
          name: 'Kandy',
          fee: 150,
          freeDeliveryFrom: 2000,
          minimumOrder: 300,
          expressOffered: false,
        },
      },
    };
    /** The lazy cart page, the session, the addresses and the quote load one after another. */
    const SLOW = { timeout: 10_000 };
    const loggedIn = (quote: unknown) => ({
      'GET /api/user/is-auth': LOGGED_IN,
      'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
      'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
      'GET /api/delivery/quote': quote as { body: unknown },
    });

    it('shows the zone’s fee in the total and how much more makes delivery free', async () => {
      renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { tomato: 3 } } },
        api: loggedIn(KANDY),
      });
      await screen.findByText(/5 Lake Road, Kandy/, {}, SLOW);
      // 367.20 + 7.34 tax (of the goods only) + 150.00 delivery.
      await waitFor(() => expect(figure('Shipping Fee')).toBe('LKR 150.00'), SLOW);
      expect(figure('Tax (2%)')).toBe('LKR 7.34');
      expect(figure('Total Amount:')).toBe('LKR 524.54');
      expect(screen.getByRole('status')).toHaveTextContent(
        'Add LKR 1,632.80 more for free delivery',
      );
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    }, 30_000);

    it('below the minimum says how much more is needed and keeps Place Order off', async () => {
      const { user, api } = renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { tomato: 1 } } },
        api: loggedIn(KANDY),
      });
      const notice = await screen.findByText(
        'Minimum order LKR 300.00: add LKR 177.60 more',
        {},
        SLOW,
      );
      const place = screen.getByRole('button', { name: 'Place Order' });
      expect(place).toBeDisabled();
      expect(place).toHaveAccessibleDescription(notice.textContent ?? '');
      await user.click(place);
      expect(api.sent('POST /api/order/cod')).toHaveLength(0);
    }, 30_000);

    it('an address outside every zone: "We do not deliver to this postcode yet"', async () => {
      renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { tomato: 3 } } },
        api: loggedIn({ body: { success: true, postcode: '20000', zone: null } }),
      });
      expect(await screen.findByText(MESSAGES.deliveryOutsideZones, {}, SLOW)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
      expect(figure('Shipping Fee')).toBe('Free');
    }, 30_000);

    it('from the threshold on, delivery is free and nothing is said', async () => {
      renderStorefront({
        route: '/cart',
        preloadedState: { cart: { items: { tomato: 17 } } },
        api: loggedIn(KANDY),
      });
      await screen.findByText(/5 Lake Road, Kandy/, {}, SLOW);
      // 17 × 122.40 = 2,080.80 ≥ 2,000.00.
      await waitFor(() => expect(figure('Price')).toBe('LKR 2,080.80'), SLOW);
      expect(figure('Shipping Fee')).toBe('Free');
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    }, 30_000);
  });

  it('invites an empty cart to go shopping', async () => {
    renderStorefront({ route: '/cart' });
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute(
      'href',
      '/products',
    );
  });

  it('lays out the order summary once the first promotions quote has answered, with its lines and rule at once (nothing moves down)', async () => {
    const quote = deferred<FakeAnswer>();
    const { api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2 } } },
      api: { 'POST /api/cart/quote': () => quote.promise },
    });
    await screen.findByRole('heading', { level: 1, name: /Shopping Cart/ });
    await waitFor(() => expect(api.sent('POST /api/cart/quote')).toHaveLength(1));
    // The lines are there; the summary (figures, Place Order) waits for the quote.
    expect(screen.getByRole('combobox', { name: 'Quantity of Tomato 1 kg' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Order Summary' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place Order' })).not.toBeInTheDocument();
    quote.resolve({
      body: {
        success: true,
        quote: {
          lines: [{ product: 'tomato', discount: 24.48 }],
          discount: 24.48,
          freeDelivery: false,
          applied: [
            {
              promotionId: 'p1',
              name: 'Tomato week',
              code: null,
              discount: 24.48,
              freeDelivery: false,
            },
          ],
          stackingRule:
            'Each item gets the best automatic deal that applies to it, plus at most one code on top.',
          code: null,
          codeRefusal: null,
          nearly: [],
        },
      },
    });
    // Its first render has the deal, the rule and the discounted figures together.
    expect(await screen.findByRole('button', { name: 'Place Order' }, SUMMARY)).toBeInTheDocument();
    expect(screen.getByText('Tomato week')).toBeInTheDocument();
    expect(screen.getByText(/best automatic deal/)).toBeInTheDocument();
    expect(figure('Discount')).toBe('−LKR 24.48');
  });

  it('lays out the order summary when the quote fails too (an error is an answer)', async () => {
    renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 1 } } },
      api: {
        'POST /api/cart/quote': {
          status: 500,
          body: { success: false, code: 'COMMON.INTERNAL', message: 'Boom' },
        },
      },
    });
    expect(await screen.findByRole('button', { name: 'Place Order' }, SUMMARY)).toBeInTheDocument();
    expect(figure('Price')).toBe('LKR 122.40');
  });

  it('applies an automatic deal and a code typed in any case, shows each, and sends the code with the order', async () => {
    // tomato 2 × 122.40 = 244.80, carrot 45.50: 290.30. Deal: 10 % off tomatoes (24.48); code
    // SAVE5: LKR 5.00 off carrots.
    const quoteOf = (body: unknown) => {
      const code = (body as { code?: string }).code;
      const withCode = code?.trim().toUpperCase() === 'SAVE5';
      return {
        body: {
          success: true,
          quote: {
            lines: [
              { product: 'tomato', discount: 24.48 },
              { product: 'carrot', discount: withCode ? 5 : 0 },
            ],
            discount: withCode ? 29.48 : 24.48,
            freeDelivery: false,
            applied: [
              {
                promotionId: 'p1',
                name: 'Tomato week',
                code: null,
                discount: 24.48,
                freeDelivery: false,
              },
              ...(withCode
                ? [
                    {
                      promotionId: 'p2',
                      name: 'Five off',
                      code: 'SAVE5',
                      discount: 5,
                      freeDelivery: false,
                    },
                  ]
                : []),
            ],
            stackingRule:
              'Each item gets the best automatic deal that applies to it, plus at most one code on top.',
            code: withCode ? 'SAVE5' : null,
            codeRefusal:
              code && !withCode
                ? 'This code is not valid or has been used up. You can still place the order without it.'
                : null,
            nearly: [
              {
                promotionId: 'p3',
                name: 'Free delivery',
                missing: 209.7,
                message: 'Add LKR 209.70 more for Free delivery',
              },
            ],
          },
        },
      };
    };
    const { user, api } = renderStorefront({
      route: '/cart',
      preloadedState: { cart: { items: { tomato: 2, carrot: 1 } } },
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/address/get': { body: { success: true, addresses: [ADDRESS] } },
        'POST /api/cart/update': { body: { success: true, message: 'Cart Updated' } },
        'POST /api/cart/quote': quoteOf,
        'POST /api/order/cod': { body: { success: true, message: 'Order Placed Successfully' } },
        'GET /api/order/user': { body: { success: true, orders: [] } },
      },
    });
    expect(await screen.findByText('Tomato week')).toBeInTheDocument();
    expect(figure('Discount')).toBe('−LKR 24.48');
    // 290.30 − 24.48 = 265.82; tax 5.31; total 271.13.
    expect(figure('Total Amount:')).toBe('LKR 271.13');
    expect(screen.getByText('−LKR 24.48 deal')).toBeInTheDocument();
    expect(screen.getByText('Add LKR 209.70 more for Free delivery')).toBeInTheDocument();
    expect(screen.getByText(/best automatic deal/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Promo code'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(/not valid or has been used up/)).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Promo code'));
    await user.type(screen.getByLabelText('Promo code'), 'save5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('Code SAVE5: Five off')).toBeInTheDocument();
    expect(figure('Discount')).toBe('−LKR 29.48');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(api.sent('POST /api/order/cod')).toHaveLength(1));
    expect(api.sent('POST /api/order/cod')[0].body).toMatchObject({ code: 'SAVE5' });
  });
});
