import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { Order, OrderDetail, OrderSubstitutionsResponse } from '@greencart/contracts';
import App from './App';
import { createFakeApi } from './test/fakeRoutes';
import { ADDRESS, PRODUCT_LIST, PRODUCTS, TEST_CONFIG, USER } from './test/fixtures';
import { installEarlyFetch } from './test/earlyFetch';
import './test/browserShims';

const LOGGED_IN = { body: { success: true, user: USER } };

const ORDER: Order = {
  _id: 'order-1',
  userId: 'u1',
  items: [
    {
      product: PRODUCTS[0],
      quantity: 2,
      name: 'Tomato (old name)',
      image: '/uploads/tomato.webp',
      offerPrice: 100,
      substitution: 'refund',
      orderedQuantity: null,
      substitutedFrom: null,
    },
  ],
  amount: 204,
  address: ADDRESS,
  paymentType: 'COD',
  status: 'Order Placed',
  isPaid: false,
  createdAt: '2026-03-01T10:00:00.000Z',
  number: 'GC-000001',
  cancelReason: null,
  refund: null,
  cashCollected: null,
};

const DETAIL: OrderDetail = {
  ...ORDER,
  history: [{ from: null, to: 'Order Placed', actor: 'shopper', note: null, at: ORDER.createdAt }],
  timeline: [{ status: 'Order Placed', at: ORDER.createdAt }],
  nextStatuses: ['Cancelled'],
};

/** Before packing: the shopper may still choose (the panel above the lines). */
const SUBSTITUTIONS: OrderSubstitutionsResponse = {
  success: true,
  orderId: 'order-1',
  editable: true,
  default: { choice: 'refund', productId: null },
  lines: [{ position: 0, choice: 'refund', productId: null, productName: null, own: false }],
  questions: [],
  answerMinutes: 10,
};
const SUBSTITUTIONS_PATH = '/api/order/user/order-1/substitutions';

const DELIVER_TO = `Deliver to: ${ADDRESS.firstName} ${ADDRESS.lastName}, ${ADDRESS.street}, ${ADDRESS.city}`;

function renderApp(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <App config={TEST_CONFIG} />
    </MemoryRouter>,
  );
}

// Each test loads the full app once; the frames must show before it, so the first render of
// each page is checked before the footer (the full app's) appears.
describe('App start-up frames of My Orders and an order page', () => {
  it('My Orders: paints the heading and the first card down to its address line, and the store does not ask again', async () => {
    const early = installEarlyFetch({
      '/api/user/is-auth': LOGGED_IN,
      '/api/order/user': { body: { success: true, orders: [ORDER] } },
    });
    const api = createFakeApi({
      'GET /api/user/is-auth': LOGGED_IN,
      'GET /api/order/user': { body: { success: true, orders: [ORDER] } },
      'GET /api/product/list': PRODUCT_LIST,
    });
    try {
      renderApp('/my-orders');
      // The frame: the card's head (same words and figures as OrderCard) and its address line.
      const address = await screen.findByText(DELIVER_TO, {}, { timeout: 10_000 });
      expect(address).toHaveClass('sf-order__address');
      expect(screen.getByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'GC-000001' })).toHaveAttribute(
        'href',
        '/my-orders/order-1',
      );
      // 10:00 UTC is 15:30 in the shop's time zone, as formatDateTime writes it.
      expect(screen.getByText('1 Mar 2026, 15:30')).toBeInTheDocument();
      expect(screen.getByText('LKR 204.00')).toBeInTheDocument();
      expect(screen.getByText('Pending')).toHaveClass('sf-badge');
      expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();

      // Then the full app's card, from the early answers (no second GET of either).
      expect(await screen.findByRole('contentinfo', {}, { timeout: 10_000 })).toBeInTheDocument();
      expect(
        await screen.findByText('Tomato (old name)', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.getAllByText(DELIVER_TO)).toHaveLength(1);
      expect(screen.getByText('1 Mar 2026, 15:30')).toBeInTheDocument();
      expect(api.sent('GET /api/order/user')).toHaveLength(0);
      expect(api.sent('GET /api/user/is-auth')).toHaveLength(0);
      expect(early.asked('/api/order/user')).toBe(1);
      expect(early.asked('/api/user/is-auth')).toBe(1);
    } finally {
      early.uninstall();
    }
  }, 30_000);

  it('an order page: paints the way back and the heading, asks the substitutions early, and the store does not ask again', async () => {
    const early = installEarlyFetch({
      '/api/user/is-auth': LOGGED_IN,
      '/api/order/user/order-1': { body: { success: true, order: DETAIL } },
      [SUBSTITUTIONS_PATH]: { body: SUBSTITUTIONS },
    });
    const api = createFakeApi({
      'GET /api/user/is-auth': LOGGED_IN,
      'GET /api/order/user/order-1': { body: { success: true, order: DETAIL } },
      [`GET ${SUBSTITUTIONS_PATH}`]: { body: SUBSTITUTIONS },
      'GET /api/product/list': PRODUCT_LIST,
    });
    try {
      renderApp('/my-orders/order-1');
      const heading = await screen.findByRole(
        'heading',
        { level: 1, name: 'Order GC-000001' },
        { timeout: 10_000 },
      );
      expect(heading.closest('.sf-order-page__head')).not.toBeNull();
      expect(screen.getByRole('link', { name: '← My Orders' })).toHaveAttribute(
        'href',
        '/my-orders',
      );

      // Then the full app's order page, from the early answer.
      expect(
        await screen.findByRole('list', { name: 'Order progress' }, { timeout: 10_000 }),
      ).toBeInTheDocument();
      // The substitutions panel (above the lines) shows with the timeline, not after it: nothing
      // below the heading moves down when it arrives.
      expect(screen.getByRole('heading', { level: 2, name: 'Substitutions' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1, name: 'Order GC-000001' })).toHaveLength(1);
      expect(api.sent('GET /api/order/user/order-1')).toHaveLength(0);
      expect(api.sent(`GET ${SUBSTITUTIONS_PATH}`)).toHaveLength(0);
      expect(early.asked('/api/order/user/order-1')).toBe(1);
      expect(early.asked(SUBSTITUTIONS_PATH)).toBe(1);
    } finally {
      early.uninstall();
    }
  }, 30_000);

  it('a visitor not logged in (401): no frame, the full app asks them to log in', async () => {
    const notLoggedIn = {
      status: 401,
      body: { success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'Not authorized' },
    };
    const early = installEarlyFetch({
      '/api/user/is-auth': notLoggedIn,
      '/api/order/user': notLoggedIn,
    });
    const api = createFakeApi({
      'GET /api/user/is-auth': notLoggedIn,
      'GET /api/product/list': PRODUCT_LIST,
    });
    try {
      renderApp('/my-orders');
      expect(
        await screen.findByText('Log in to see your orders', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/^Deliver to: /)).not.toBeInTheDocument();
      expect(screen.getByRole('contentinfo')).toBeInTheDocument();
      // One session check per page load: the store takes the frame's 401 (no second is-auth).
      expect(early.asked('/api/user/is-auth')).toBe(1);
      expect(api.sent('GET /api/user/is-auth')).toHaveLength(0);
    } finally {
      early.uninstall();
    }
  }, 30_000);

  it('an order page for a visitor not logged in: one session check, the full app asks them to log in', async () => {
    const notLoggedIn = {
      status: 401,
      body: { success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'Not authorized' },
    };
    const early = installEarlyFetch({
      '/api/user/is-auth': notLoggedIn,
      '/api/order/user/order-1': notLoggedIn,
      [SUBSTITUTIONS_PATH]: notLoggedIn,
    });
    const api = createFakeApi({
      'GET /api/user/is-auth': notLoggedIn,
      'GET /api/product/list': PRODUCT_LIST,
    });
    try {
      renderApp('/my-orders/order-1');
      expect(
        await screen.findByText('Log in to see your order', {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(early.asked('/api/user/is-auth')).toBe(1);
      expect(api.sent('GET /api/user/is-auth')).toHaveLength(0);
    } finally {
      early.uninstall();
    }
  }, 30_000);
});
