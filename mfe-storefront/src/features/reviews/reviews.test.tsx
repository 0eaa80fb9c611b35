import { screen, waitFor, within } from '@testing-library/react';
import {
  REVIEW_TEXT_MAX,
  REVIEW_TEXTS,
  type OrderDetail,
  type ProductReview,
} from '@greencart/contracts';
import { ADDRESS, USER, product } from '../../test/fixtures';
import { seriousViolations } from '../../test/axe';
import { renderStorefront } from '../../test/renderWithProviders';

/** The pages are lazy chunks: their first render waits for the import on a busy machine. */
const LAZY_PAGE = { timeout: 10_000 };
const LOGGED_IN = { body: { success: true, user: USER } };

const MANGO = product({
  _id: 'mango',
  name: 'Mango',
  category: 'Fruits',
  rating: 4,
  ratingCount: 3,
});
const KALE = product({ _id: 'kale', name: 'Kale', category: 'Vegetables' });
const CATALOGUE = { body: { success: true, products: [MANGO, KALE] } };

function review(index: number, overrides: Partial<ProductReview> = {}): ProductReview {
  return {
    id: `r${index}`,
    stars: 4,
    text: `Review number ${index}`,
    author: `Shopper${index}`,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

describe('product reviews', () => {
  it('shows a product without reviews as "No reviews yet", never made-up stars', async () => {
    renderStorefront({
      route: '/products/vegetables/kale',
      api: { 'GET /api/product/list': CATALOGUE },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kale' }, LAZY_PAGE)).toBeVisible();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(screen.getAllByText(REVIEW_TEXTS.noReviews).length).toBeGreaterThan(0);
    expect(within(reviews).queryByRole('list')).toBeNull();
    expect(screen.queryByRole('img', { name: /out of 5/ })).toBeNull();
  });

  it('lists reviews a page at a time, shows markup as text and a closed account as anonymous', async () => {
    const markup = '<img src=x onerror="window.hacked=1"><b>bold</b>';
    renderStorefront({
      route: '/products/fruits/mango',
      api: {
        'GET /api/product/list': CATALOGUE,
        'GET /api/review/product/mango': {
          body: {
            success: true,
            reviews: [review(1, { text: markup, stars: 5 }), review(2, { author: null })],
            rating: 4,
            ratingCount: 3,
            nextCursor: 'page-2',
          },
        },
        'GET /api/review/product/mango?cursor=page-2': {
          body: {
            success: true,
            reviews: [review(3, { stars: 3 })],
            rating: 4,
            ratingCount: 3,
            nextCursor: null,
          },
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Reviews' }, LAZY_PAGE);
    const list = await within(section).findByRole('list', { name: 'Reviews' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Text, not HTML: the markup is shown as typed and no element is made of it.
    expect(within(list).getByText(markup)).toBeInTheDocument();
    expect(list.querySelector('img, b')).toBeNull();
    expect(within(list).getByText('A former shopper')).toBeInTheDocument();
    expect(within(section).getByRole('img', { name: '4.0 out of 5 (3 reviews)' })).toBeVisible();
    expect(within(list).getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();

    within(section).getByRole('button', { name: 'Show more reviews' }).click();
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(3));
    expect(within(list).getByText('Review number 3')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(await seriousViolations(section)).toEqual([]);
  });
});

function deliveredOrder(): OrderDetail {
  return {
    _id: 'order-1',
    userId: 'u1',
    number: 'GC-000042',
    items: [
      {
        product: MANGO,
        quantity: 1,
        name: 'Mango',
        image: '',
        offerPrice: 80,
        substitution: 'refund',
        orderedQuantity: null,
        substitutedFrom: null,
      },
      {
        product: KALE,
        quantity: 2,
        name: 'Kale',
        image: '',
        offerPrice: 80,
        substitution: 'refund',
        orderedQuantity: null,
        substitutedFrom: null,
      },
    ],
    amount: 240,
    address: ADDRESS,
    paymentType: 'COD',
    status: 'Delivered',
    isPaid: true,
    createdAt: '2026-03-01T10:00:00.000Z',
    cancelReason: null,
    refund: null,
    cashCollected: 240,
    history: [],
    timeline: [{ status: 'Order Placed', at: '2026-03-01T10:00:00.000Z' }],
    nextStatuses: [],
  } as unknown as OrderDetail;
}

describe('rating a delivered order line', () => {
  it('rates a line with a labelled star radio group and optional text; edits an earlier one', async () => {
    const sent: unknown[] = [];
    const { user } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: deliveredOrder() } },
        'GET /api/review/order/order-1': {
          body: { success: true, reviews: [{ productId: 'kale', stars: 2, text: 'Wilted' }] },
        },
        'PUT /api/review/order-1/mango': (body) => {
          sent.push(body);
          return {
            body: {
              success: true,
              review: { productId: 'mango', stars: 4, text: 'Sweet' },
              rating: 4,
              ratingCount: 4,
              message: REVIEW_TEXTS.saved,
            },
          };
        },
      },
    });
    const items = await screen.findByRole('list', { name: 'Items' }, LAZY_PAGE);
    // The earlier rating of Kale shows, with Edit; Mango has Rate.
    expect(
      await within(items).findByRole('img', { name: 'You rated it 2 out of 5' }),
    ).toBeVisible();
    expect(within(items).getByRole('button', { name: 'Edit rating Kale' })).toBeVisible();
    await user.click(within(items).getByRole('button', { name: 'Rate Mango' }));

    const group = within(items).getByRole('group', { name: 'Your rating of Mango' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(await seriousViolations(items)).toEqual([]);
    // Saving without stars says what is missing, and sends nothing.
    await user.click(within(items).getByRole('button', { name: 'Save rating' }));
    expect(within(items).getByRole('alert')).toHaveTextContent(REVIEW_TEXTS.starsInvalid);
    expect(sent).toEqual([]);

    await user.click(within(group).getByRole('radio', { name: '4 stars' }));
    const text = within(items).getByRole('textbox', { name: /Your review \(optional\)/ });
    expect(text).toHaveAttribute('maxLength', String(REVIEW_TEXT_MAX));
    await user.type(text, 'Sweet');
    await user.click(within(items).getByRole('button', { name: 'Save rating' }));
    await waitFor(() => expect(sent).toEqual([{ stars: 4, text: 'Sweet' }]));
    expect(await screen.findByText(REVIEW_TEXTS.saved)).toBeInTheDocument();
  });

  it('shows the server’s message when the rating is refused', async () => {
    const { user } = renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': { body: { success: true, order: deliveredOrder() } },
        'GET /api/review/order/order-1': { body: { success: true, reviews: [] } },
        'PUT /api/review/order-1/mango': {
          status: 400,
          body: {
            success: false,
            code: 'COMMON.VALIDATION',
            message: REVIEW_TEXTS.textTooLong,
            field: 'text',
          },
        },
      },
    });
    const items = await screen.findByRole('list', { name: 'Items' }, LAZY_PAGE);
    await user.click(await within(items).findByRole('button', { name: 'Rate Mango' }));
    await user.click(within(items).getByRole('radio', { name: '5 stars' }));
    await user.click(within(items).getByRole('button', { name: 'Save rating' }));
    expect(await within(items).findByRole('alert')).toHaveTextContent(REVIEW_TEXTS.textTooLong);
  });

  it('offers no Rate control before the order is delivered', async () => {
    renderStorefront({
      route: '/my-orders/order-1',
      api: {
        'GET /api/user/is-auth': LOGGED_IN,
        'GET /api/order/user/order-1': {
          body: { success: true, order: { ...deliveredOrder(), status: 'Packing' } },
        },
      },
    });
    await screen.findByRole('list', { name: 'Items' }, LAZY_PAGE);
    expect(screen.queryByRole('button', { name: /^Rate/ })).toBeNull();
  });
});
