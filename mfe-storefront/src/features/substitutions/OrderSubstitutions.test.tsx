import { screen, waitFor, within } from '@testing-library/react';
import type {
  OrderDetail,
  OrderSubstitutionsResponse,
  SubstitutionQuestionView,
} from '@greencart/contracts';
import { ADDRESS, USER } from '../../test/fixtures';
import { renderStorefront } from '../../test/renderWithProviders';

const LOGGED_IN = { body: { success: true, user: USER } };
const SLOW = { timeout: 10_000 };

function anOrder(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    _id: 'order-1',
    userId: 'u1',
    number: 'GC-000042',
    items: [
      {
        product: null,
        quantity: 2,
        name: 'Milk',
        image: '',
        offerPrice: 520,
        substitution: 'similar',
        orderedQuantity: null,
        substitutedFrom: null,
      },
    ],
    amount: 1060.8,
    address: ADDRESS,
    paymentType: 'COD',
    status: 'Packing',
    isPaid: false,
    createdAt: '2026-11-26T03:00:00.000Z',
    cancelReason: null,
    refund: null,
    cashCollected: null,
    history: [],
    timeline: [{ status: 'Order Placed', at: '2026-11-26T03:00:00.000Z' }],
    nextStatuses: [],
    ...overrides,
  };
}

const question = (more: Partial<SubstitutionQuestionView> = {}): SubstitutionQuestionView => ({
  id: 'q1',
  position: 0,
  kind: 'substitute',
  state: 'open',
  version: 2,
  original: { name: 'Milk', quantity: 2 },
  proposal: {
    productId: 'dairy-yoghurt',
    name: 'Yoghurt',
    image: '',
    quantity: 2,
    unitPrice: 480,
    lineAmount: 960,
    stepGrams: null,
  },
  available: null,
  expiresAt: new Date(Date.now() + 5 * 60_000).toISOString(),
  ifNoAnswer: 'substituted',
  outcome: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: new Date().toISOString(),
  ...more,
});

const substitutions = (
  more: Partial<OrderSubstitutionsResponse> = {},
): { body: OrderSubstitutionsResponse } => ({
  body: {
    success: true,
    orderId: 'order-1',
    editable: false,
    default: { choice: 'refund', productId: null },
    lines: [{ position: 0, choice: 'best_match', productId: null, productName: null, own: true }],
    questions: [question()],
    answerMinutes: 10,
    ...more,
  },
});

describe('the order page’s substitution questions (shopper)', () => {
  it('shows the packer’s proposal with a countdown and sends the answer with its version', async () => {
    const { user, api } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: anOrder() } },
        'GET /api/order/user/order-1/substitutions': substitutions(),
        'POST /api/order/user/order-1/substitutions/questions/q1': substitutions({
          questions: [
            question({ state: 'accepted', outcome: 'substituted', decidedBy: 'shopper' }),
          ],
        }),
      },
    });
    const card = await screen.findByRole('article', { name: 'About Milk' }, SLOW);
    expect(within(card).getByText(/We propose Yoghurt × 2 for LKR 960.00/)).toBeInTheDocument();
    expect(within(card).getByText(/left to answer/)).toBeInTheDocument();
    expect(within(card).getByText('Without an answer we pack the substitute.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(api.sent('POST /api/order/user/order-1/substitutions/questions/q1')[0]?.body).toEqual({
        accept: true,
        version: 2,
      }),
    );
  }, 30_000);

  it('says clearly when the accepted substitute had sold out: the product is refunded instead', async () => {
    let answered = false;
    const soldOut = substitutions({
      questions: [question({ state: 'accepted', outcome: 'sold_out', decidedBy: 'shopper' })],
    });
    const { user } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: anOrder() } },
        'GET /api/order/user/order-1/substitutions': () => (answered ? soldOut : substitutions()),
        'POST /api/order/user/order-1/substitutions/questions/q1': () => {
          answered = true;
          return soldOut;
        },
      },
    });
    const card = await screen.findByRole('article', { name: 'About Milk' }, SLOW);
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText('Yoghurt has just sold out: Milk is refunded instead.', {}, SLOW),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Milk: Yoghurt had sold out, so it is refunded (you answered)',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('offers the choices until packing starts, and saves them', async () => {
    const { user, api } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': {
          body: { success: true, order: anOrder({ status: 'Confirmed' }) },
        },
        'GET /api/order/user/order-1/substitutions': substitutions({
          editable: true,
          questions: [],
        }),
        'PUT /api/order/user/order-1/substitutions': substitutions({
          editable: true,
          questions: [],
        }),
      },
    });
    const choice = await screen.findByLabelText('If Milk is unavailable', undefined, SLOW);
    await user.selectOptions(choice, 'refund');
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    await waitFor(() =>
      expect(api.sent('PUT /api/order/user/order-1/substitutions')[0]?.body).toEqual({
        default: { choice: 'refund', productId: null },
        lines: [{ position: 0, choice: 'refund', productId: null }],
      }),
    );
  }, 30_000);
});
