import { screen, waitFor, within } from '@testing-library/react';
import { WEIGHT_MESSAGES, type OrderDetail, type OrderItem } from '@greencart/contracts';
import { renderSeller } from '../../test/renderSeller';
import { setupFakeApi } from '../../test/setupFakeApi';
import { IS_SELLER, aProduct, anOrder } from '../../test/fixtures';
import { readWeight } from './weighing';

const api = setupFakeApi();

beforeEach(() => {
  api().on('GET', '/api/seller/is-auth', IS_SELLER);
});

/** 750 g of loose tomatoes at LKR 480.00 / kg (3 steps of 250 g), not weighed yet. */
function tomatoes(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    product: aProduct({ _id: 'tom', name: 'Loose Tomatoes', category: 'Vegetables' }),
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
    weighedBy: null,
    ...overrides,
  };
}

const BREAD: OrderItem = {
  product: aProduct({ _id: 'bread', name: 'Bread', category: 'Bakery' }),
  quantity: 2,
  name: 'Bread',
  image: '',
  offerPrice: 150,
  substitution: 'refund',
  orderedQuantity: null,
  substitutedFrom: null,
};

function aWeighedOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...anOrder({
      _id: 'w1',
      status: 'Packing',
      paymentType: 'Online',
      items: [tomatoes(), BREAD],
      amount: 673.2,
      toWeigh: 1,
      cardHold: {
        state: 'authorised',
        authorised: 710.18,
        captured: null,
        expiresAt: '2026-11-28T12:00:00.000Z',
        expiringSoon: false,
      },
    }),
    history: [],
    timeline: [],
    nextStatuses: ['Out for delivery', 'Cancelled'],
    ...overrides,
  };
}

describe('readWeight', () => {
  it('reads kilograms with up to 3 decimals and grams as whole grams, without float errors', () => {
    expect(readWeight('0.71', 'kg')).toEqual({ grams: 710 });
    expect(readWeight('0,94', 'kg')).toEqual({ grams: 940 });
    expect(readWeight('1.005', 'kg')).toEqual({ grams: 1005 });
    expect(readWeight('2', 'kg')).toEqual({ grams: 2000 });
    expect(readWeight('940', 'g')).toEqual({ grams: 940 });
  });

  it('refuses what is not a weight, zero and more than 100 kg', () => {
    expect(readWeight('', 'kg')).toEqual({ problem: 'Enter the weight on the scale' });
    expect(readWeight('0.7105', 'kg')).toHaveProperty('problem');
    expect(readWeight('abc', 'kg')).toHaveProperty('problem');
    expect(readWeight('9.5', 'g')).toEqual({ problem: 'Enter whole grams, like 940' });
    expect(readWeight('0', 'g')).toHaveProperty('problem');
    expect(readWeight('100001', 'g')).toHaveProperty('problem');
  });
});

describe('Weighing at packing', () => {
  it('shows the ordered weight and range, blocks leaving Packing, and saves the packed weight', async () => {
    let order = aWeighedOrder();
    api()
      .on('GET', '/api/order/seller/w1', () => ({ body: { success: true, order } }))
      .on('POST', '/api/order/seller/w1/items/0/weight', (request) => {
        const { packedGrams } = request.body as { packedGrams: number };
        order = {
          ...order,
          amount: 652.8,
          toWeigh: 0,
          items: [tomatoes({ packedGrams, lineAmount: 340.8, weighedBy: 'Nimal' }), BREAD],
        };
        return { body: { success: true, message: WEIGHT_MESSAGES.weighed, order } };
      });
    const { user } = renderSeller('/seller/orders/w1');

    const lines = await screen.findByRole('table', { name: 'Items' });
    expect(within(lines).getByText('750 g ordered')).toBeInTheDocument();
    expect(within(lines).getByText('Allowed 675 g – 825 g')).toBeInTheDocument();
    expect(within(lines).getByText('LKR 480.00 / kg')).toBeInTheDocument();
    expect(within(lines).getByText('estimated')).toBeInTheDocument();
    // Leaving Packing waits for the weight, and says why.
    const next = screen.getByRole('button', { name: 'Move to Out for delivery' });
    expect(next).toBeDisabled();
    expect(next).toHaveAccessibleDescription(WEIGHT_MESSAGES.unweighed(1));
    // The card hold: authorised, not captured.
    expect(screen.getByText('LKR 710.18 · Authorised, not captured yet')).toBeInTheDocument();

    const weight = screen.getByLabelText('Packed weight of Loose Tomatoes (kilograms)');
    expect(weight).toHaveAccessibleDescription('Allowed 675 g – 825 g for 750 g ordered');
    await user.type(weight, '0.71');
    await user.click(screen.getByRole('button', { name: 'Save weight' }));

    expect(api().calls('POST', '/api/order/seller/w1/items/0/weight')[0].body).toEqual({
      packedGrams: 710,
    });
    expect(await within(lines).findByText('Packed 0.71 kg')).toBeInTheDocument();
    expect(within(lines).getByText('LKR 340.80')).toBeInTheDocument();
    expect(within(lines).getByText('Weighed by Nimal')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move to Out for delivery' })).toBeEnabled();
  });

  it('refuses a weight outside the range before sending it, in grams too', async () => {
    api().on('GET', '/api/order/seller/w1', {
      body: { success: true, order: aWeighedOrder() },
    });
    const { user } = renderSeller('/seller/orders/w1');

    await user.selectOptions(await screen.findByLabelText('Unit'), 'g');
    const weight = screen.getByLabelText('Packed weight of Loose Tomatoes (grams)');
    await user.type(weight, '900');
    await user.click(screen.getByRole('button', { name: 'Save weight' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Loose Tomatoes: 900 g is outside the allowed 675 g – 825 g for 750 g ordered',
    );
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(api().calls('POST', '/api/order/seller/w1/items/0/weight')).toHaveLength(0);
  });

  it('shows the API’s refusal next to the field (the card hold)', async () => {
    const refusal = WEIGHT_MESSAGES.overHold('LKR 710.18');
    api()
      .on('GET', '/api/order/seller/w1', { body: { success: true, order: aWeighedOrder() } })
      .on('POST', '/api/order/seller/w1/items/0/weight', {
        status: 409,
        body: { success: false, code: 'ORDER.CONFLICT', message: refusal },
      });
    const { user } = renderSeller('/seller/orders/w1');

    await user.type(
      await screen.findByLabelText('Packed weight of Loose Tomatoes (kilograms)'),
      '0.82',
    );
    await user.click(screen.getByRole('button', { name: 'Save weight' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('warns when the card authorisation ends within a day', async () => {
    const soon = aWeighedOrder();
    soon.cardHold = { ...soon.cardHold!, expiringSoon: true };
    api().on('GET', '/api/order/seller/w1', { body: { success: true, order: soon } });
    renderSeller('/seller/orders/w1');
    expect(await screen.findByRole('alert')).toHaveTextContent(WEIGHT_MESSAGES.holdExpiring);
  });

  it('says when the authorisation has ended, and shows hold vs captured once captured', async () => {
    const expired = aWeighedOrder({ _id: 'w2' });
    expired.cardHold = { ...expired.cardHold!, state: 'expired' };
    const captured = aWeighedOrder({ _id: 'w3', status: 'Out for delivery', toWeigh: 0 });
    captured.cardHold = { ...captured.cardHold!, state: 'captured', captured: 652.8 };
    api()
      .on('GET', '/api/order/seller/w2', { body: { success: true, order: expired } })
      .on('GET', '/api/order/seller/w3', { body: { success: true, order: captured } });
    const first = renderSeller('/seller/orders/w2');
    expect(await screen.findByRole('alert')).toHaveTextContent(WEIGHT_MESSAGES.holdExpired);
    first.unmount();
    renderSeller('/seller/orders/w3');
    expect(await screen.findByText('LKR 710.18 · Captured')).toBeInTheDocument();
    expect(screen.getByText('LKR 652.80')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints the ordered weight, the range and the packed weight on the slip, and what to collect', async () => {
    const order = aWeighedOrder({
      paymentType: 'COD',
      cardHold: null,
      toWeigh: 0,
      amount: 652.8,
      items: [tomatoes({ packedGrams: 710, lineAmount: 340.8 }), BREAD],
    });
    api().on('GET', '/api/order/seller/w1', { body: { success: true, order } });
    renderSeller('/seller/orders/w1/slip');
    const slip = await screen.findByRole('article', { name: 'Packing slip · GC-000001' });
    expect(within(slip).getByText('allowed 675 g – 825 g')).toBeInTheDocument();
    expect(within(slip).getByText('packed 0.71 kg')).toBeInTheDocument();
    expect(within(slip).getByText(/^Collect on delivery: LKR 652\.80/)).toBeInTheDocument();
  });

  it('marks orders waiting for weights in the list', async () => {
    api().on('GET', '/api/order/seller', {
      body: { success: true, orders: [aWeighedOrder({ toWeigh: 2 })], nextCursor: null },
    });
    const { user } = renderSeller('/seller/orders');
    expect(await screen.findByText('2 to weigh')).toBeInTheDocument();
    expect(screen.getByText('Loose Tomatoes · 750 g')).toBeInTheDocument();

    // The API's `toWeigh=true` filter.
    await user.click(screen.getByRole('checkbox', { name: 'Only orders to weigh' }));
    await waitFor(() =>
      expect(
        api()
          .calls('GET', '/api/order/seller')
          .some((call) => (call.params as Record<string, string>).toWeigh === 'true'),
      ).toBe(true),
    );
  });

  it('shows nothing to weigh on a cancelled order, in the list, its page and its slip', async () => {
    // As an API from before answered it: the unweighed line still counted.
    const cancelled = aWeighedOrder({
      status: 'Cancelled',
      cancelReason: 'Out of bags',
      toWeigh: 1,
      nextStatuses: [],
    });
    api().on('GET', '/api/order/seller', {
      body: { success: true, orders: [cancelled], nextCursor: null },
    });
    api().on('GET', '/api/order/seller/w1', { body: { success: true, order: cancelled } });
    const list = renderSeller('/seller/orders');
    const card = (await screen.findByText('Loose Tomatoes · 750 g')).closest('article')!;
    expect(within(card).queryByText(/to weigh/i)).toBeNull();
    expect(within(card).queryByText('estimated')).toBeNull();
    list.unmount();

    const page = renderSeller('/seller/orders/w1');
    expect(await screen.findByText('750 g ordered', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/to weigh/i)).toBeNull();
    expect(screen.queryByText(/estimated/)).toBeNull();
    page.unmount();

    renderSeller('/seller/orders/w1/slip');
    await screen.findByRole('article', { name: 'Packing slip · GC-000001' });
    expect(screen.queryByText(/still to weigh/)).toBeNull();
  });
});
