import { screen, waitFor, within } from '@testing-library/react';
import {
  DEFAULT_SHOP_PROFILE,
  estimateNote,
  holdText,
  type OrderDetail,
  type OrderItem,
  type ShopSettingsResponse,
} from '@greencart/contracts';
import { ADDRESS, PRODUCTS, USER, product } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

/** The page is a lazy chunk: its first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };
const LOGGED_IN = { body: { success: true, user: USER } };

/** Loose tomatoes by 250 g at LKR 480.00 / kg (one step LKR 120.00). */
const LOOSE = product({
  _id: 'loose',
  name: 'Loose Tomatoes',
  category: 'Vegetables',
  soldBy: 'weight',
  stepGrams: 250,
  pricePerKg: 480,
  offerPricePerKg: 480,
  price: 120,
  offerPrice: 120,
});
const CATALOGUE = { body: { success: true, products: [LOOSE, ...PRODUCTS] } };

/** The figure shown next to a label (a `<dt>`). */
function figure(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

function tomatoes(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    product: null,
    quantity: 3,
    name: 'Loose Tomatoes',
    image: '',
    offerPrice: 120,
    substitution: 'refund',
    orderedQuantity: null,
    substitutedFrom: null,
    stepGrams: 250,
    orderedGrams: 750,
    packedGrams: null,
    allowedGrams: { min: 675, max: 825 },
    pricePerKg: 480,
    lineAmount: 360,
    ...overrides,
  };
}

const BREAD: OrderItem = {
  product: null,
  quantity: 2,
  name: 'Bread',
  image: '',
  offerPrice: 150,
  substitution: 'refund',
  orderedQuantity: null,
  substitutedFrom: null,
};

/** 750 g of tomatoes and 2 loaves by card, Packing: goods 660.00, tax 13.20. */
function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: 'w1',
    userId: 'u1',
    number: 'GC-000077',
    items: [tomatoes(), BREAD],
    amount: 673.2,
    deliveryFee: 0,
    address: ADDRESS,
    paymentType: 'Online',
    status: 'Packing',
    isPaid: false,
    createdAt: '2026-03-01T10:00:00.000Z',
    cancelReason: null,
    refund: null,
    cashCollected: null,
    toWeigh: 1,
    weightTolerancePercent: 10,
    cardHold: {
      state: 'authorised',
      authorised: 710.18,
      captured: null,
      expiresAt: '2026-03-08T10:00:00.000Z',
      expiringSoon: false,
    },
    history: [],
    timeline: [
      { status: 'Order Placed', at: '2026-03-01T10:00:00.000Z' },
      { status: 'Confirmed', at: '2026-03-01T10:05:00.000Z' },
      { status: 'Packing', at: '2026-03-01T10:10:00.000Z' },
    ],
    nextStatuses: [],
    ...overrides,
  };
}

describe('weighed orders on the shopper’s pages (issue 29)', () => {
  it("the checkout says the total is estimated, by the shop's tolerance, and the card hold", async () => {
    const settings: ShopSettingsResponse = {
      success: true,
      settings: {
        ...DEFAULT_SHOP_PROFILE,
        weightTolerancePercent: 15,
        locale: 'en-LK',
        timeZone: 'Asia/Colombo',
      },
    };
    const { user } = renderStorefront({
      route: '/cart',
      api: { 'GET /api/product/list': CATALOGUE, 'GET /api/shop/settings': { body: settings } },
      preloadedState: { cart: { items: { loose: 3 } } },
    });
    const summary = await screen.findByRole(
      'complementary',
      { name: 'Order Summary' },
      { timeout: 5_000 },
    );
    // 3 × 120.00 = 360.00, tax 7.20.
    expect(figure('Total Amount:')).toBe('LKR 367.20estimated');
    const total = within(summary).getByText('LKR 367.20', { exact: false });
    await waitFor(() => expect(total).toHaveAccessibleDescription(estimateNote(15)));
    await user.selectOptions(
      within(summary).getByRole('combobox', { name: 'Payment Method' }),
      'Online',
    );
    // The hold at the shop's 15 %: 862 g at 480.00 = 413.76, tax 8.27 (not 10 %'s 403.92).
    expect(
      within(summary).getByText(`${estimateNote(15)} ${holdText(42_203)}`),
    ).toBeInTheDocument();
  });

  it('shows the cart without waiting for the shop settings', async () => {
    // The settings never answer: the cart still shows, priced by the defaults (2 % added).
    renderStorefront({
      route: '/cart',
      api: { 'GET /api/shop/settings': () => new Promise(() => undefined) },
      preloadedState: { cart: { items: { carrot: 2 } } },
    });
    const summary = await screen.findByRole(
      'complementary',
      { name: 'Order Summary' },
      { timeout: 5_000 },
    );
    expect(within(summary).getByText('Tax (2%)')).toBeInTheDocument();
  });

  it('the order page shows each weighed line, the estimate and the hold, then the packed weight and the final amount', async () => {
    const weighed = anOrder({
      amount: 652.8,
      toWeigh: 0,
      items: [tomatoes({ packedGrams: 710, lineAmount: 340.8 }), BREAD],
      cardHold: { ...anOrder().cardHold!, state: 'captured', captured: 652.8 },
    });
    // Placed under a 12 % tolerance: the order's own, whatever the shop's is today.
    let order = anOrder({ weightTolerancePercent: 12 });
    renderStorefront({
      route: '/my-orders/w1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/w1': () => ({ body: { success: true, order } }),
      },
    });
    expect(await screen.findByText('750 g at LKR 480.00 / kg', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(figure('Estimated total')).toBe('LKR 673.20');
    expect(screen.getByText(estimateNote(12))).toBeInTheDocument();
    expect(screen.getByText(holdText(71_018))).toBeInTheDocument();

    // Staff weigh 0.71 kg: the page reads the order again (the live feed, or focus).
    order = weighed;
    window.dispatchEvent(new Event('focus'));
    expect(
      await screen.findByText('ordered 750 g · packed 0.71 kg · LKR 340.80', {
        selector: '.sf-weighed-line',
      }),
    ).toBeInTheDocument();
    expect(figure('Final total')).toBe('LKR 652.80');
    const timeline = screen.getByRole('list', { name: 'Weighed at packing' });
    expect(timeline).toHaveTextContent(
      'Loose Tomatoes: ordered 750 g · packed 0.71 kg · LKR 340.80',
    );
    expect(
      screen.getByText(
        'Charged LKR 652.80 for what was packed; the rest of the LKR 710.18 hold was released.',
      ),
    ).toBeInTheDocument();
  });

  it('My Orders shows the packed weight per line and an estimated total until weighed', async () => {
    const cash = anOrder({
      _id: 'w2',
      number: 'GC-000078',
      paymentType: 'COD',
      cardHold: null,
      amount: 652.8,
      toWeigh: 0,
      items: [tomatoes({ packedGrams: 710, lineAmount: 340.8 }), BREAD],
    });
    renderStorefront({
      route: '/my-orders',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user': { body: { success: true, orders: [anOrder(), cash] } },
      },
    });
    const first = await screen.findByRole('article', { name: 'Order GC-000077' }, LAZY_PAGE);
    expect(within(first).getByText('750 g at LKR 480.00 / kg')).toBeInTheDocument();
    expect(within(first).getAllByText('estimated')).toHaveLength(2);
    const second = screen.getByRole('article', { name: 'Order GC-000078' });
    expect(
      within(second).getByText('ordered 750 g · packed 0.71 kg · LKR 340.80'),
    ).toBeInTheDocument();
    expect(within(second).queryByText('estimated')).toBeNull();
  });

  it('a cancelled order shows no estimate, nothing to weigh and nothing to pay', async () => {
    const cancelled = anOrder({
      paymentType: 'COD',
      cardHold: null,
      status: 'Cancelled',
      cancelReason: 'Out of bags',
      // As an API from before answered it: the unweighed line still counted.
      toWeigh: 1,
    });
    renderStorefront({
      route: '/my-orders/w1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/w1': { body: { success: true, order: cancelled } },
      },
    });
    expect(await screen.findByText('750 g at LKR 480.00 / kg', {}, LAZY_PAGE)).toBeInTheDocument();
    expect(figure('Total')).toBe('LKR 673.20');
    expect(screen.queryByText('estimated')).toBeNull();
    expect(screen.queryByText(/Weighed items are charged/)).toBeNull();
    expect(screen.queryByText(/To pay on delivery/)).toBeNull();
    expect(screen.queryByText(/final amount/)).toBeNull();
  });
});
