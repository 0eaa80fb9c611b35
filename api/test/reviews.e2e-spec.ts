import {
  ERROR_CODES,
  REVIEW_TEXT_MAX,
  REVIEW_TEXTS,
  type Product,
  type ProductReviewsResponse,
} from '@greencart/contracts';
import type request from 'supertest';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { createStaff, loginStaff } from './support/staff.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const DELIVER = ['Confirmed', 'Packing', 'Out for delivery', 'Delivered'];
const PASSWORD = 'correct horse battery';

/**
 * Ratings and reviews from people who bought (docs/REVIEWS.md): only the shopper of a delivered
 * order rates its products, once per product per order (then edits); the product's `rating` is
 * the real average of the visible reviews; staff hide an abusive one (audited).
 */
describe('reviews', () => {
  let test: TestApp;
  let seller: request.Agent;
  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    seller = await loginSeller(test);
  });
  afterAll(() => test.close());

  let made = 0;
  async function product(): Promise<string> {
    made += 1;
    const id = `rv-${made}-${Date.now()}`;
    await insertProduct(test, { id, name: `Reviewed ${made}`, price: 100 });
    return id;
  }

  async function deliveredOrder(
    productIds: string[],
    name = 'Amaya Perera',
  ): Promise<{ shopper: Shopper; orderId: string }> {
    const shopper = await shopperWithAddress(test, { name });
    const order = await placeCodOrder(
      shopper,
      productIds.map((id) => ({ product: id, quantity: 1 })),
    );
    await moveOrder(seller, order._id, DELIVER);
    return { shopper, orderId: order._id };
  }

  const productOf = async (id: string) =>
    (await test.http().get(`/api/product/${id}`)).body.product as Product;
  const reviewsOf = async (id: string, query: Record<string, string> = {}) =>
    (await test.http().get(`/api/review/product/${id}`).query(query))
      .body as ProductReviewsResponse;

  it('a product with no reviews answers rating null and count 0, never a made-up rating', async () => {
    const id = await product();
    const shown = await productOf(id);
    expect(shown.rating).toBeNull();
    expect(shown.ratingCount).toBe(0);
    const listed = (await test.http().get('/api/product/list')).body.products as Product[];
    expect(listed.find((p) => p._id === id)).toMatchObject({ rating: null, ratingCount: 0 });
    expect(await reviewsOf(id)).toEqual({
      success: true,
      reviews: [],
      rating: null,
      ratingCount: 0,
      nextCursor: null,
    });
  });

  it('rates a delivered product once per order, edits it, and the product answers the average', async () => {
    const id = await product();
    const first = await deliveredOrder([id], 'Amaya Perera');
    const second = await deliveredOrder([id], 'Kasun Silva');

    const rated = await first.shopper.agent
      .put(`/api/review/${first.orderId}/${id}`)
      .send({ stars: 5, text: '  Fresh and sweet  ' });
    expect(rated.status).toBe(200);
    expect(rated.body).toMatchObject({
      success: true,
      review: { productId: id, stars: 5, text: 'Fresh and sweet' },
      rating: 5,
      ratingCount: 1,
      message: REVIEW_TEXTS.saved,
    });
    await second.shopper.agent.put(`/api/review/${second.orderId}/${id}`).send({ stars: 2 });
    expect(await productOf(id)).toMatchObject({ rating: 3.5, ratingCount: 2 });

    // Again for the same order and product: the same review, changed; not a second one.
    const edited = await first.shopper.agent
      .put(`/api/review/${first.orderId}/${id}`)
      .send({ stars: 3, text: '' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      rating: 2.5,
      ratingCount: 2,
      message: REVIEW_TEXTS.updated,
    });
    const rows = await test.dataSource.query(
      `SELECT count(*)::int AS n FROM product_review WHERE product_id = $1`,
      [id],
    );
    expect(rows[0].n).toBe(2);

    const own = await first.shopper.agent.get(`/api/review/order/${first.orderId}`);
    expect(own.body).toEqual({
      success: true,
      reviews: [{ productId: id, stars: 3, text: null }],
    });

    const page = await reviewsOf(id);
    expect(page.rating).toBe(2.5);
    // First names only; never an email or an account id.
    expect(page.reviews.map((r) => [r.author, r.stars])).toEqual(
      expect.arrayContaining([
        ['Amaya', 3],
        ['Kasun', 2],
      ]),
    );
    expect(JSON.stringify(page)).not.toContain(first.shopper.email);
    expect(JSON.stringify(page)).not.toContain(first.shopper.userId);
  });

  it('refuses an undelivered order, another shopper’s order, and a product not in the order', async () => {
    const id = await product();
    const other = await product();
    const shopper = await shopperWithAddress(test);
    const open = await placeCodOrder(shopper, [{ product: id, quantity: 1 }]);
    const notYet = await shopper.agent.put(`/api/review/${open._id}/${id}`).send({ stars: 4 });
    expect(notYet.status).toBe(409);
    expect(notYet.body).toEqual({
      success: false,
      code: ERROR_CODES.REVIEW_NOT_DELIVERED,
      message: REVIEW_TEXTS.notDelivered,
    });

    const { shopper: owner, orderId } = await deliveredOrder([id]);
    const stranger = await shopperWithAddress(test);
    const foreign = await stranger.agent.put(`/api/review/${orderId}/${id}`).send({ stars: 1 });
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe(ERROR_CODES.ORDER_NOT_FOUND);
    expect((await stranger.agent.get(`/api/review/order/${orderId}`)).status).toBe(404);

    const notInOrder = await owner.agent.put(`/api/review/${orderId}/${other}`).send({ stars: 5 });
    expect(notInOrder.status).toBe(404);
    expect(notInOrder.body.code).toBe(ERROR_CODES.REVIEW_PRODUCT_NOT_IN_ORDER);

    const loggedOut = await test.http().put(`/api/review/${orderId}/${id}`).send({ stars: 5 });
    expect(loggedOut.status).toBe(401);
    const badId = await owner.agent.put(`/api/review/not-a-uuid/${id}`).send({ stars: 5 });
    expect(badId.status).toBe(404);

    expect(await productOf(id)).toMatchObject({ rating: null, ratingCount: 0 });
  });

  it('cannot edit another shopper’s review', async () => {
    const id = await product();
    const { shopper, orderId } = await deliveredOrder([id]);
    await shopper.agent.put(`/api/review/${orderId}/${id}`).send({ stars: 5, text: 'Mine' });
    const stranger = await shopperWithAddress(test);
    const edit = await stranger.agent
      .put(`/api/review/${orderId}/${id}`)
      .send({ stars: 1, text: 'Hijacked' });
    expect(edit.status).toBe(404);
    expect((await reviewsOf(id)).reviews.map((r) => [r.stars, r.text])).toEqual([[5, 'Mine']]);
  });

  it('refuses bad stars and over-long text with a human message; stores markup as text', async () => {
    const id = await product();
    const { shopper, orderId } = await deliveredOrder([id]);
    const url = `/api/review/${orderId}/${id}`;
    const long = await shopper.agent
      .put(url)
      .send({ stars: 4, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) });
    expect(long.status).toBe(400);
    expect(long.body).toEqual({
      success: false,
      code: ERROR_CODES.VALIDATION,
      message: REVIEW_TEXTS.textTooLong,
      field: 'text',
    });
    for (const stars of [0, 6, 3.5, '4', null]) {
      const bad = await shopper.agent.put(url).send({ stars });
      expect([stars, bad.status, bad.body.message]).toEqual([
        stars,
        400,
        REVIEW_TEXTS.starsInvalid,
      ]);
    }
    expect((await shopper.agent.put(url).send({ stars: 4, text: 42 })).status).toBe(400);
    expect((await shopper.agent.put(url).send({ stars: 4, text: 'a\u0000b' })).status).toBe(400);

    const markup = '<img src=x onerror=alert(1)> <b>great</b>';
    const saved = await shopper.agent.put(url).send({ stars: 4, text: markup });
    expect(saved.status).toBe(200);
    const page = await test.http().get(`/api/review/product/${id}`);
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(page.body.reviews[0].text).toBe(markup);
  });

  it('pages the reviews newest first with a cursor; a forged cursor is a 400', async () => {
    const id = await product();
    for (let index = 1; index <= 3; index += 1) {
      const { shopper, orderId } = await deliveredOrder([id], `Shopper${index} Test`);
      await shopper.agent.put(`/api/review/${orderId}/${id}`).send({ stars: index });
    }
    const first = await reviewsOf(id, { limit: '2' });
    expect(first.reviews.map((r) => r.author)).toEqual(['Shopper3', 'Shopper2']);
    expect(first.nextCursor).not.toBeNull();
    const second = await reviewsOf(id, { limit: '2', cursor: first.nextCursor! });
    expect(second.reviews.map((r) => r.author)).toEqual(['Shopper1']);
    expect(second.nextCursor).toBeNull();

    const forged = await test.http().get(`/api/review/product/${id}`).query({ cursor: 'xyz' });
    expect(forged.status).toBe(400);
    expect(forged.body.message).toBe(REVIEW_TEXTS.cursorInvalid);
    const injected = Buffer.from(JSON.stringify(["now'); DROP TABLE x;--", 'a'])).toString(
      'base64url',
    );
    expect(
      (await test.http().get(`/api/review/product/${id}`).query({ cursor: injected })).status,
    ).toBe(400);
    expect((await reviewsOf(id, { limit: '500' })).success).toBe(false);
    expect((await test.http().get('/api/review/product/no-such-product')).status).toBe(404);
  });

  it('staff hide an abusive review: gone from the page and the average, audited; packers may not', async () => {
    const id = await product();
    const kind = await deliveredOrder([id], 'Kind Person');
    const rude = await deliveredOrder([id], 'Rude Person');
    await kind.shopper.agent.put(`/api/review/${kind.orderId}/${id}`).send({ stars: 5 });
    await rude.shopper.agent
      .put(`/api/review/${rude.orderId}/${id}`)
      .send({ stars: 1, text: 'abusive words' });
    expect(await productOf(id)).toMatchObject({ rating: 3, ratingCount: 2 });

    const manager = await loginStaff(test, await createStaff(test, 'manager'));
    const listed = await manager.get('/api/seller/reviews');
    expect(listed.status).toBe(200);
    const target = (listed.body.reviews as { id: string; text: string | null }[]).find(
      (r) => r.text === 'abusive words',
    )!;
    expect(target).toBeDefined();

    const packer = await loginStaff(test, await createStaff(test, 'packer'));
    expect((await packer.get('/api/seller/reviews')).status).toBe(403);
    const refused = await packer
      .post(`/api/seller/reviews/${target.id}/hidden`)
      .send({ hidden: true });
    expect(refused.status).toBe(403);
    const shopperTry = await kind.shopper.agent
      .post(`/api/seller/reviews/${target.id}/hidden`)
      .send({ hidden: true });
    expect(shopperTry.status).toBe(401);

    const hidden = await manager
      .post(`/api/seller/reviews/${target.id}/hidden`)
      .send({ hidden: true });
    expect(hidden.status).toBe(200);
    expect(hidden.body).toMatchObject({
      success: true,
      review: { hidden: true },
      message: REVIEW_TEXTS.hidden,
    });
    expect(await productOf(id)).toMatchObject({ rating: 5, ratingCount: 1 });
    expect((await reviewsOf(id)).reviews.map((r) => r.text)).toEqual([null]);

    // The shopper editing their hidden review does not bring it back into the average.
    await rude.shopper.agent
      .put(`/api/review/${rude.orderId}/${id}`)
      .send({ stars: 1, text: 'again' });
    expect(await productOf(id)).toMatchObject({ rating: 5, ratingCount: 1 });

    const audit = await manager
      .get('/api/seller/audit')
      .query({ recordType: 'product', recordId: id });
    expect(audit.status).toBe(200);
    expect(audit.body.entries[0]).toMatchObject({
      action: 'review.hide',
      recordId: id,
      before: { reviewId: target.id, hidden: false },
      after: { reviewId: target.id, hidden: true },
    });

    const shown = await manager
      .post(`/api/seller/reviews/${target.id}/hidden`)
      .send({ hidden: false });
    expect(shown.body.review.hidden).toBe(false);
    expect(await productOf(id)).toMatchObject({ rating: 3, ratingCount: 2 });
    expect((await manager.post(`/api/seller/reviews/${target.id}/hidden`).send({})).status).toBe(
      400,
    );
    expect(
      (
        await manager
          .post('/api/seller/reviews/00000000-0000-4000-8000-000000000000/hidden')
          .send({ hidden: true })
      ).status,
    ).toBe(404);
  });

  it('a shopper who closes their account keeps their reviews, with no name shown', async () => {
    const id = await product();
    const { shopper, orderId } = await deliveredOrder([id], 'Nimali Fernando');
    await shopper.agent.put(`/api/review/${orderId}/${id}`).send({ stars: 4, text: 'Good' });
    const closed = await shopper.agent.post('/api/user/delete').send({ password: PASSWORD });
    expect(closed.status).toBe(200);
    const page = await reviewsOf(id);
    expect(page.reviews).toEqual([
      expect.objectContaining({ author: null, stars: 4, text: 'Good' }),
    ]);
    expect(page).toMatchObject({ rating: 4, ratingCount: 1 });
  });
});
