import type {
  OrderDetail,
  OrderSubstitutionsResponse,
  SubstituteSuggestion,
  SubstitutionQuestionView,
} from '@greencart/contracts';
import type request from 'supertest';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { StockService } from '../src/stock/stock.service.js';
import { SubstitutionQuestionsService } from '../src/order/substitution/substitution-questions.service.js';
import { moveOrder, paidOnlineOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller } from './support/test-app.js';
import { ProductEntity } from '../src/product/product.entity.js';

/**
 * The shopper decides substitutions while the order is packed (issue 43,
 * docs/SUBSTITUTIONS.md): choices at placement and until packing, the packer's questions, the
 * answers and their races, the window's timeout, the send-out block, money and stock, attacks.
 */
describe('substitution questions', () => {
  let env: StripeTestApp;
  let seller: request.Agent;

  const toPacking = (orderId: string) => moveOrder(seller, orderId, ['Confirmed', 'Packing']);
  const choicesOf = async (agent: request.Agent, path: string) =>
    (await agent.get(path)).body as OrderSubstitutionsResponse;
  const propose = (orderId: string, position: number, product: string, quantity?: number) =>
    seller
      .post(`/api/order/seller/${orderId}/items/${position}/propose`)
      .send(quantity === undefined ? { product } : { product, quantity });
  const openQuestion = async (shopper: Shopper, orderId: string) => {
    const view = await choicesOf(shopper.agent, `/api/order/user/${orderId}/substitutions`);
    const open = view.questions.find((q) => q.state === 'open');
    if (!open) throw new Error('no open question');
    return open;
  };
  const answer = (
    shopper: Shopper,
    orderId: string,
    question: Pick<SubstitutionQuestionView, 'id' | 'version'>,
    accept: boolean,
    version = question.version,
  ) =>
    shopper.agent
      .post(`/api/order/user/${orderId}/substitutions/questions/${question.id}`)
      .send({ accept, version });
  /** The window of an order's open questions has passed (the test clock: written in the row). */
  const windowPasses = (orderId: string) =>
    env.test.dataSource.query(
      `UPDATE substitution_question SET expires_at = now() - interval '1 second'
       WHERE order_id = $1 AND state = 'open'`,
      [orderId],
    );
  const stockOf = async (id: string) => {
    const [row] = await env.test.dataSource.query(
      `SELECT on_hand AS "onHand", (SELECT sum(delta)::int FROM stock_movement WHERE product_id = $1) AS ledger
         FROM product WHERE id = $1`,
      [id],
    );
    return row as { onHand: number; ledger: number };
  };
  const sellerOrder = async (orderId: string) =>
    (await seller.get(`/api/order/seller/${orderId}`)).body.order as OrderDetail;

  async function packingOrder(
    items: Record<string, unknown>[],
    extra: Record<string, unknown> = {},
  ): Promise<{ shopper: Shopper; orderId: string }> {
    const shopper = await shopperWithAddress(env.test);
    const placed = await shopper.agent
      .post('/api/order/cod')
      .send({ address: shopper.addressId, items, ...extra });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    await toPacking(orderId);
    return { shopper, orderId };
  }

  beforeAll(async () => {
    env = await startStripeTestApp();
    seller = await loginSeller(env.test);
    await insertProduct(env.test, { id: 'mango', name: 'Mango', price: 1000, offerPrice: 122.4 });
    await insertProduct(env.test, {
      id: 'mango-kc',
      name: 'Mango Karthakolomban',
      price: 1000,
      offerPrice: 140,
    });
    await insertProduct(env.test, { id: 'papaya', name: 'Papaya', price: 1000, offerPrice: 99.5 });
    await insertProduct(env.test, { id: 'durian', name: 'Durian', price: 1000, offerPrice: 900 });
    await insertProduct(env.test, {
      id: 'rice',
      name: 'Rice',
      price: 1000,
      offerPrice: 500,
      category: 'Grains',
    });
    await insertProduct(env.test, {
      id: 'mango-juice',
      name: 'Mango juice',
      price: 400,
      offerPrice: 300,
      category: 'Drinks',
    });
    // Loose mangoes, weighed in steps of 250 g: 100.00 a step, 400.00 a kg; 20 kg counted.
    const products = env.test.dataSource.getRepository(ProductEntity);
    await products.save(
      products.create({
        id: 'loose-mango',
        name: 'Loose mango',
        category: 'Fruits',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKgCents: 40_000,
        offerPricePerKgCents: 40_000,
        priceCents: 10_000,
        offerPriceCents: 10_000,
        images: ['/uploads/products/loose-mango.webp'],
        description: ['Loose'],
        inStock: true,
        onHand: 20_000,
        weight: null,
        rating: null,
      }),
    );
    // Counted stock for the products whose shelves the tests watch.
    for (const id of ['mango', 'papaya', 'durian']) {
      await env.test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = $1`, [id]);
      await env.test.dataSource.transaction((manager) =>
        env.test.app
          .get(StockService)
          .apply(manager, { productId: id, delta: 50, reason: 'restock', actor: 'seller' }),
      );
    }
  });
  afterAll(() => env.close());

  describe('choices', () => {
    it('keeps the choices sent at placement; the original client sends none and gets refunds', async () => {
      const shopper = await shopperWithAddress(env.test);
      const old = await placeCodOrder(shopper, [{ product: 'rice', quantity: 1 }]);
      const oldView = await choicesOf(shopper.agent, `/api/order/user/${old._id}/substitutions`);
      expect(oldView).toMatchObject({
        success: true,
        editable: true,
        default: { choice: 'refund', productId: null },
        lines: [{ position: 0, choice: 'refund', own: false }],
        questions: [],
        answerMinutes: 10,
      });

      const placed = await shopper.agent.post('/api/order/cod').send({
        address: shopper.addressId,
        substitutionDefault: 'best_match',
        items: [
          { product: 'mango', quantity: 1, choice: 'specific', choiceProduct: 'papaya' },
          { product: 'rice', quantity: 1 },
          { product: 'durian', quantity: 1, substitution: 'refund', choice: 'refund' },
        ],
      });
      expect(placed.status).toBe(201);
      const view = await choicesOf(
        shopper.agent,
        `/api/order/user/${placed.body.orderId}/substitutions`,
      );
      expect(view.lines).toEqual([
        { position: 0, choice: 'specific', productId: 'papaya', productName: 'Papaya', own: true },
        { position: 1, choice: 'best_match', productId: null, productName: null, own: false },
        { position: 2, choice: 'refund', productId: null, productName: null, own: true },
      ]);
      // The older flag keeps answering what the choice means.
      const order = (await shopper.agent.get(`/api/order/user/${placed.body.orderId}`)).body
        .order as OrderDetail;
      expect(order.items.map((i) => i.substitution)).toEqual(['similar', 'similar', 'refund']);
    });

    it('refuses a specific choice without its product, or an unknown choice (400)', async () => {
      const shopper = await shopperWithAddress(env.test);
      for (const item of [
        { product: 'mango', quantity: 1, choice: 'specific' },
        { product: 'mango', quantity: 1, choice: 'maybe' },
        { product: 'mango', quantity: 1, choiceProduct: 'papaya' },
      ]) {
        const response = await shopper.agent
          .post('/api/order/cod')
          .send({ address: shopper.addressId, items: [item] });
        expect(response.status).toBe(400);
        expect(response.body.success).toBe(false);
      }
    });

    it('lets the shopper change choices until packing starts, then 409; others get 404', async () => {
      const shopper = await shopperWithAddress(env.test);
      const order = await placeCodOrder(shopper, [
        { product: 'mango', quantity: 1 },
        { product: 'rice', quantity: 1 },
      ]);
      const path = `/api/order/user/${order._id}/substitutions`;
      const saved = await shopper.agent.put(path).send({
        default: { choice: 'best_match' },
        lines: [{ position: 0, choice: 'specific', productId: 'papaya' }],
      });
      expect(saved.status).toBe(200);
      expect(saved.body.lines[0]).toMatchObject({ choice: 'specific', productId: 'papaya' });
      expect(saved.body.default.choice).toBe('best_match');
      const unknown = await shopper.agent
        .put(path)
        .send({ lines: [{ position: 0, choice: 'specific', productId: 'no-such' }] });
      expect(unknown.status).toBe(400);

      const other = await shopperWithAddress(env.test);
      expect((await other.agent.get(path)).status).toBe(404);
      expect((await other.agent.put(path).send({ default: { choice: 'refund' } })).status).toBe(
        404,
      );
      expect((await env.test.http().get(path)).status).toBe(401);

      await toPacking(order._id);
      const late = await shopper.agent.put(path).send({ default: { choice: 'refund' } });
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ success: false, code: 'SUBSTITUTION.LOCKED' });
      expect(late.body.message).toMatch(/Packing has started/);
    });
  });

  describe('suggestions', () => {
    it('ranks products for sale: same category, then alike names, then price', async () => {
      const public_ = await env.test.http().get('/api/substitutes/mango');
      expect(public_.status).toBe(200);
      const ids = (public_.body.suggestions as SubstituteSuggestion[]).map((s) => s.productId);
      // Fruits first, the most alike name first; the juice (Drinks) only by its name, after.
      expect(ids.indexOf('mango-kc')).toBe(0);
      expect(ids).toContain('papaya');
      expect(ids.indexOf('mango-juice')).toBeGreaterThan(ids.indexOf('durian'));
      expect(ids).not.toContain('rice');
      expect(ids).not.toContain('mango');
      expect((await env.test.http().get('/api/substitutes/no-such')).status).toBe(404);
    });

    it('puts the shopper’s own specific choice first for the packer', async () => {
      const { orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'specific', choiceProduct: 'durian' },
        { product: 'rice', quantity: 1 },
      ]);
      const list = await seller.get(`/api/order/seller/${orderId}/items/0/suggestions`);
      expect(list.status).toBe(200);
      expect(list.body.suggestions[0].productId).toBe('durian');
      const shopper = await shopperWithAddress(env.test);
      expect(
        (await shopper.agent.get(`/api/order/seller/${orderId}/items/0/suggestions`)).status,
      ).toBe(401);
    });
  });

  describe('a direct substitution (without a question)', () => {
    it('never swaps in another product when the shopper chose one (409); their own choice is packed', async () => {
      const { orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'specific', choiceProduct: 'durian' },
      ]);
      const substitute = (product: string) =>
        seller.post(`/api/order/seller/${orderId}/items/0/substitute`).send({ product });
      const other = await substitute('papaya');
      expect(other.status).toBe(409);
      expect(other.body.success).toBe(false);
      expect(other.body.message).toMatch(/chose a specific substitute/);
      expect((await sellerOrder(orderId)).items[0]).toMatchObject({ name: 'Mango' });
      expect((await substitute('durian')).status).toBe(200);
      expect((await sellerOrder(orderId)).items[0]).toMatchObject({
        name: 'Durian',
        substitutedFrom: 'Mango',
      });
    });
  });

  describe('a proposal', () => {
    it('is accepted: the substitute at no more than the original line, stock for both, history, audit, email', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 2, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      const mangoBefore = await stockOf('mango');
      const durianBefore = await stockOf('durian');
      // Durian at 900 for a line of 2 × 122.40 = 244.80: charged 122.40 each at most.
      const asked = await propose(orderId, 0, 'durian');
      expect(asked.status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      expect(question).toMatchObject({
        kind: 'substitute',
        version: 1,
        original: { name: 'Mango', quantity: 2 },
        proposal: { productId: 'durian', quantity: 2, unitPrice: 122.4, lineAmount: 244.8 },
        ifNoAnswer: 'substituted',
      });
      // The shopper's timeline and the outbox tell it.
      const detail = (await shopper.agent.get(`/api/order/user/${orderId}`)).body
        .order as OrderDetail;
      expect(detail.history.at(-1)?.note).toMatch(/Mango is not available. We propose Durian/);
      const [mail] = await env.test.dataSource.query(
        `SELECT channel, topic, payload->>'note' AS note FROM outbox WHERE dedupe_key = $1`,
        [`order.substitution_question:${question.id}`],
      );
      // A kind of its own: the shopper's "A question about a substitute" switches decide it.
      expect(mail).toMatchObject({ channel: 'email', topic: 'order.substitution_question' });

      const accepted = await answer(shopper, orderId, question, true);
      expect(accepted.status).toBe(200);
      expect(accepted.body.questions[0]).toMatchObject({
        state: 'accepted',
        outcome: 'substituted',
        decidedBy: 'shopper',
      });
      const after = await sellerOrder(orderId);
      expect(after.items[0]).toMatchObject({
        name: 'Durian',
        quantity: 2,
        offerPrice: 122.4,
        substitutedFrom: 'Mango',
      });
      // 244.80 + 500 = 744.80 + 2 % (14.89) = 759.69: as ordered, never more.
      expect(after.amount).toBe(759.69);
      expect(after.history.at(-1)?.note).toMatch(
        /Mango replaced by Durian \(the customer answered\)/,
      );
      // The mangoes were not on the shelf: on hand unchanged (docs/STOCK.md, the ledger says why).
      expect(await stockOf('mango')).toEqual(mangoBefore);
      expect(await stockOf('durian')).toEqual({
        onHand: durianBefore.onHand - 2,
        ledger: durianBefore.ledger - 2,
      });
      const audit = await env.test.dataSource.query(
        `SELECT action, staff_name AS "staffName" FROM audit_log WHERE record_id = $1
         AND action LIKE 'order.substitution%' ORDER BY at`,
        [orderId],
      );
      expect(audit).toEqual([
        { action: 'order.substitution-ask', staffName: expect.any(String) },
        { action: 'order.substitution-outcome', staffName: 'Customer' },
      ]);
      // Buy again brings back what was ordered, not the substitute.
      const again = await shopper.agent.post(`/api/order/user/${orderId}/buy-again`);
      expect(again.body.added).toMatchObject({ mango: 2 });
      expect(again.body.added.durian).toBeUndefined();
    });

    it('is accepted at another quantity: buy again still asks for what was ordered', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 2, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      expect((await propose(orderId, 0, 'papaya', 3)).status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      expect(question.proposal).toMatchObject({ productId: 'papaya', quantity: 3 });
      expect((await answer(shopper, orderId, question, true)).status).toBe(200);
      expect((await sellerOrder(orderId)).items[0]).toMatchObject({ name: 'Papaya', quantity: 3 });
      const again = await shopper.agent.post(`/api/order/user/${orderId}/buy-again`);
      expect(again.body.added).toEqual({ mango: 2, rice: 1 });
    });

    it('is refused on a paid online order: the line is refunded to the cent through the provider', async () => {
      const shopper = await shopperWithAddress(env.test);
      const { orderId, paymentIntent } = await paidOnlineOrder(env, shopper, [
        { product: 'mango', quantity: 2, substitution: 'similar' },
        { product: 'rice', quantity: 1 },
      ]);
      await toPacking(orderId);
      const papayaBefore = await stockOf('papaya');
      const mangoBefore = await stockOf('mango');
      expect((await propose(orderId, 0, 'papaya', 3)).status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      // 3 papayas for a line of 244.80: 81.60 each (the price rule), not 99.50.
      expect(question.proposal).toMatchObject({ quantity: 3, unitPrice: 81.6, lineAmount: 244.8 });
      const refused = await answer(shopper, orderId, question, false);
      expect(refused.status).toBe(200);
      expect(refused.body.questions[0]).toMatchObject({ state: 'refused', outcome: 'refunded' });
      const after = await sellerOrder(orderId);
      // Paid 759.69; left: 500 + 10 = 510; refunded 249.69 (244.80 and its 4.89 tax).
      expect(after.amount).toBe(510);
      expect(after.items[0]).toMatchObject({ name: 'Mango', quantity: 0, orderedQuantity: 2 });
      expect(after.refund).toEqual({ state: 'partially_refunded', amount: 249.69 });
      expect(
        env.fake.refunds.filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount),
      ).toEqual([24969]);
      // The papaya never left the shelf; the mangoes were not on it (on hand unchanged).
      expect(await stockOf('papaya')).toEqual(papayaBefore);
      expect(await stockOf('mango')).toEqual(mangoBefore);
    });

    it('times out: the line’s choice applies (best match takes it, refund refuses it)', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'best_match' },
        { product: 'durian', quantity: 1, choice: 'refund' },
        { product: 'rice', quantity: 1 },
      ]);
      expect((await propose(orderId, 0, 'papaya')).status).toBe(200);
      expect((await propose(orderId, 1, 'papaya')).status).toBe(200);
      const jobs = env.test.app.get(SubstitutionQuestionsService);
      expect(await jobs.settleDue(new Date(), orderId)).toBe(0);
      await windowPasses(orderId);
      expect(await jobs.settleDue(new Date(), orderId)).toBe(2);
      const view = await choicesOf(shopper.agent, `/api/order/user/${orderId}/substitutions`);
      expect(
        view.questions
          .map((q) => ({
            position: q.position,
            state: q.state,
            outcome: q.outcome,
            by: q.decidedBy,
          }))
          .sort((a, b) => a.position - b.position),
      ).toEqual([
        { position: 0, state: 'expired', outcome: 'substituted', by: 'timeout' },
        { position: 1, state: 'expired', outcome: 'refunded', by: 'timeout' },
      ]);
      const after = await sellerOrder(orderId);
      expect(after.items.map((i) => [i.name, i.quantity])).toEqual([
        ['Papaya', 1],
        ['Durian', 0],
        ['Rice', 1],
      ]);
      // 99.50 + 500 = 599.50 + 11.99 = 611.49
      expect(after.amount).toBe(611.49);
      // A second run finds nothing: each question is decided once.
      expect(await jobs.settleDue(new Date(), orderId)).toBe(0);
    });

    it('a short pick asks too: kept, the rest refunded', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 3 },
        { product: 'rice', quantity: 1 },
      ]);
      const asked = await seller
        .post(`/api/order/seller/${orderId}/items/0/ask-short`)
        .send({ available: 1 });
      expect(asked.status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      expect(question).toMatchObject({ kind: 'short', available: 1, ifNoAnswer: 'kept_available' });
      expect((await answer(shopper, orderId, question, true)).status).toBe(200);
      // 122.40 + 500 = 622.40 + 12.44 = 634.84
      expect((await sellerOrder(orderId)).amount).toBe(634.84);
    });
  });

  describe('an accepted substitute that sold out meanwhile', () => {
    it('is refunded instead (paid card order): to the cent, stock of neither moved, told everywhere', async () => {
      await insertProduct(env.test, { id: 'guava', name: 'Guava', price: 1000, offerPrice: 90 });
      await env.test.dataSource.query(`UPDATE product SET on_hand = 0 WHERE id = 'guava'`);
      const stockService = env.test.app.get(StockService);
      await env.test.dataSource.transaction((manager) =>
        stockService.apply(manager, {
          productId: 'guava',
          delta: 2,
          reason: 'restock',
          actor: 'seller',
        }),
      );
      const shopper = await shopperWithAddress(env.test);
      const { orderId, paymentIntent } = await paidOnlineOrder(env, shopper, [
        { product: 'mango', quantity: 2, substitution: 'similar' },
        { product: 'rice', quantity: 1 },
      ]);
      await toPacking(orderId);
      expect((await propose(orderId, 0, 'guava')).status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      // The last two guavas leave the shelf (bruised) before the shopper answers.
      await env.test.dataSource.transaction((manager) =>
        stockService.apply(manager, {
          productId: 'guava',
          delta: -2,
          reason: 'waste',
          actor: 'seller',
        }),
      );
      const mangoBefore = await stockOf('mango');
      const guavaBefore = await stockOf('guava');
      const accepted = await answer(shopper, orderId, question, true);
      expect(accepted.status).toBe(200);
      expect(accepted.body.message).toBe('Guava has just sold out: Mango is refunded instead');
      expect(accepted.body.questions[0]).toMatchObject({
        state: 'accepted',
        outcome: 'sold_out',
        decidedBy: 'shopper',
      });
      // Nothing left open: a second answer is told it was answered.
      expect((await answer(shopper, orderId, question, false)).status).toBe(409);
      const after = await sellerOrder(orderId);
      expect(after.items[0]).toMatchObject({ name: 'Mango', quantity: 0, orderedQuantity: 2 });
      expect(after.items[0].substitutedFrom ?? null).toBeNull();
      // Paid 759.69; left 500 + 10 = 510; refunded 249.69, as for a refusal.
      expect(after.amount).toBe(510);
      expect(after.refund).toEqual({ state: 'partially_refunded', amount: 249.69 });
      expect(
        env.fake.refunds.filter((r) => r.payment_intent === paymentIntent).map((r) => r.amount),
      ).toEqual([24969]);
      // No guava sold; the mangoes were not on the shelf (on hand unchanged, as for a refusal).
      expect(await stockOf('guava')).toEqual(guavaBefore);
      expect(await stockOf('mango')).toEqual(mangoBefore);
      expect(after.history.at(-1)?.note).toMatch(
        /^Mango: Guava had sold out, refunded instead \(the customer answered\)/,
      );
      const [audit] = await env.test.dataSource.query(
        `SELECT staff_name AS "staffName", after FROM audit_log WHERE record_id = $1
         AND action = 'order.substitution-outcome'`,
        [orderId],
      );
      expect(audit.staffName).toBe('Customer');
      expect(typeof audit.after === 'string' ? JSON.parse(audit.after) : audit.after).toMatchObject(
        { line: 0, quantity: 0, outcome: 'sold_out', substitute: 'Guava' },
      );
      const mails = await env.test.dataSource.query(
        `SELECT payload->>'note' AS note FROM outbox
          WHERE channel = 'email' AND topic = 'order.packing_changed' AND payload->>'orderId' = $1`,
        [orderId],
      );
      expect(mails.map((m: { note: string }) => m.note)).toContainEqual(
        expect.stringMatching(/Guava had sold out, refunded instead/),
      );
    });

    it('taken by the preference at the timeout: refunded instead when marked out of stock', async () => {
      await insertProduct(env.test, { id: 'lime', name: 'Lime', price: 1000, offerPrice: 50 });
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      expect((await propose(orderId, 0, 'lime')).status).toBe(200);
      await env.test.dataSource.query(`UPDATE product SET in_stock = false WHERE id = 'lime'`);
      await windowPasses(orderId);
      const jobs = env.test.app.get(SubstitutionQuestionsService);
      expect(await jobs.settleDue(new Date(), orderId)).toBe(1);
      const view = await choicesOf(shopper.agent, `/api/order/user/${orderId}/substitutions`);
      expect(view.questions[0]).toMatchObject({
        state: 'expired',
        outcome: 'sold_out',
        decidedBy: 'timeout',
      });
      const after = await sellerOrder(orderId);
      expect(after.items.map((i) => [i.name, i.quantity])).toEqual([
        ['Mango', 0],
        ['Rice', 1],
      ]);
      // Cash on delivery asks 500 + 10 = 510.
      expect(after.amount).toBe(510);
      expect(after.history.at(-1)?.note).toMatch(
        /^Mango: Lime had sold out, refunded instead \(no answer in time, the preference applied\)/,
      );
    });
  });

  describe('a substitute sold another way', () => {
    it('a weighed one for a unit line: the line is weighed, never dearer than the original at any allowed weight', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 2, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      // Units and steps are not alike: the packer must say how many steps.
      const unsaid = await propose(orderId, 0, 'loose-mango');
      expect(unsaid.status).toBe(400);
      expect(unsaid.body.message).toMatch(/steps of 250 g: say how many steps/);
      // The packer's list offers it too (same category, sold another way).
      const listed = await seller.get(`/api/order/seller/${orderId}/items/0/suggestions`);
      expect((listed.body.suggestions as SubstituteSuggestion[]).map((s) => s.productId)).toContain(
        'loose-mango',
      );
      const mangoBefore = await stockOf('mango');
      const looseBefore = await stockOf('loose-mango');
      expect((await propose(orderId, 0, 'loose-mango', 4)).status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      // 4 steps (1 kg) for a line of 244.80: 61.20 a step; per kg capped so that even the
      // heaviest allowed weight (1.1 kg) costs at most 244.80: 222.54 a kg.
      expect(question.proposal).toMatchObject({
        productId: 'loose-mango',
        quantity: 4,
        stepGrams: 250,
        unitPrice: 61.2,
        lineAmount: 244.8,
      });
      const detail = (await shopper.agent.get(`/api/order/user/${orderId}`)).body
        .order as OrderDetail;
      expect(detail.history.at(-1)?.note).toMatch(/We propose Loose mango × 1 kg for LKR 244.80/);
      expect((await answer(shopper, orderId, question, true)).status).toBe(200);
      const accepted = await sellerOrder(orderId);
      expect(accepted.items[0]).toMatchObject({
        name: 'Loose mango',
        quantity: 4,
        stepGrams: 250,
        substitutedFrom: 'Mango',
        orderedQuantity: null,
      });
      expect(accepted.amount).toBe(759.69);
      // Weighed at the heaviest allowed: 1.1 kg × 222.54 = 244.79, never more than 244.80.
      const weighed = await seller
        .post(`/api/order/seller/${orderId}/items/0/weight`)
        .send({ packedGrams: 1100 });
      expect(weighed.status).toBe(200);
      expect(weighed.body.order.items[0]).toMatchObject({ packedGrams: 1100, lineAmount: 244.79 });
      // 744.79 with its 2 % tax: 759.68 (a cent under the order as placed).
      expect(weighed.body.order.amount).toBe(759.68);
      expect(
        (
          await seller
            .post(`/api/order/seller/${orderId}/items/0/weight`)
            .send({ packedGrams: 1101 })
        ).status,
      ).toBe(400);
      // Stock: 1.1 kg of loose mangoes sold; the mangoes were not on the shelf (on hand kept).
      expect(await stockOf('loose-mango')).toEqual({
        onHand: looseBefore.onHand - 1100,
        ledger: looseBefore.ledger - 1100,
      });
      expect(await stockOf('mango')).toEqual(mangoBefore);
      // Buy again: the 2 mangoes ordered.
      const again = await shopper.agent.post(`/api/order/user/${orderId}/buy-again`);
      expect(again.body.added).toEqual({ mango: 2, rice: 1 });
    });

    it('a unit one for a weighed line: the line is sold by the unit, buy again weighs the original', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'loose-mango', quantity: 4, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      const looseBefore = await stockOf('loose-mango');
      const papayaBefore = await stockOf('papaya');
      expect((await propose(orderId, 0, 'papaya')).status).toBe(400);
      expect((await propose(orderId, 0, 'papaya', 3)).status).toBe(200);
      const question = await openQuestion(shopper, orderId);
      // 1 kg at 400.00; 3 papayas at their own 99.50 (298.50) stay under it.
      expect(question.proposal).toMatchObject({
        quantity: 3,
        stepGrams: null,
        unitPrice: 99.5,
        lineAmount: 298.5,
      });
      expect((await answer(shopper, orderId, question, true)).status).toBe(200);
      const after = await sellerOrder(orderId);
      expect(after.items[0]).toMatchObject({
        name: 'Papaya',
        quantity: 3,
        substitutedFrom: 'Loose mango',
      });
      // A unit line now: no step, no price per kg.
      expect(after.items[0].stepGrams ?? null).toBeNull();
      expect(after.items[0].pricePerKg ?? null).toBeNull();
      // 298.50 + 500 = 798.50 + 15.97 = 814.47
      expect(after.amount).toBe(814.47);
      expect(await stockOf('loose-mango')).toEqual(looseBefore);
      expect(await stockOf('papaya')).toEqual({
        onHand: papayaBefore.onHand - 3,
        ledger: papayaBefore.ledger - 3,
      });
      const again = await shopper.agent.post(`/api/order/user/${orderId}/buy-again`);
      expect(again.body.added).toEqual({ 'loose-mango': 4, rice: 1 });
    });
  });

  describe('races', () => {
    it('an answer after the window: 409, and the line’s choice applied instead', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'refund' },
        { product: 'rice', quantity: 1 },
      ]);
      await propose(orderId, 0, 'papaya');
      const question = await openQuestion(shopper, orderId);
      await windowPasses(orderId);
      const late = await answer(shopper, orderId, question, true);
      expect(late.status).toBe(409);
      expect(late.body).toMatchObject({ success: false, code: 'SUBSTITUTION.WINDOW_CLOSED' });
      expect(late.body.message).toMatch(/run out/);
      const view = await choicesOf(shopper.agent, `/api/order/user/${orderId}/substitutions`);
      expect(view.questions[0]).toMatchObject({ state: 'expired', outcome: 'refunded' });
      expect((await sellerOrder(orderId)).items[0]).toMatchObject({ name: 'Mango', quantity: 0 });
    });

    it('two tabs answering differently: the first wins, the second gets 409 saying what happened', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      await propose(orderId, 0, 'papaya');
      const question = await openQuestion(shopper, orderId);
      const [a, b] = await Promise.all([
        answer(shopper, orderId, question, true),
        answer(shopper, orderId, question, false),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const loser = a.status === 409 ? a : b;
      const winner = a.status === 200 ? a : b;
      expect(loser.body.code).toBe('SUBSTITUTION.ANSWERED');
      const won = winner.body.questions[0] as SubstitutionQuestionView;
      expect(loser.body.message).toContain(
        won.state === 'accepted' ? 'already accepted' : 'already refused',
      );
      // One outcome: the order was changed once.
      const notes = (await sellerOrder(orderId)).history.filter((h) =>
        /customer answered/.test(h.note ?? ''),
      );
      expect(notes).toHaveLength(1);
    });

    it('the packer changes the proposal while the shopper answers: the stale answer gets 409', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      await propose(orderId, 0, 'papaya');
      const first = await openQuestion(shopper, orderId);
      await propose(orderId, 0, 'durian');
      const second = await openQuestion(shopper, orderId);
      expect(second.version).toBe(2);
      const stale = await answer(shopper, orderId, first, true);
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe('SUBSTITUTION.PROPOSAL_CHANGED');
      const staleVersion = await answer(shopper, orderId, second, true, 1);
      expect(staleVersion.status).toBe(409);
      expect(staleVersion.body.code).toBe('SUBSTITUTION.PROPOSAL_CHANGED');
      expect((await answer(shopper, orderId, second, true)).status).toBe(200);
      expect((await sellerOrder(orderId)).items[0]).toMatchObject({ name: 'Durian' });
    });
  });

  describe('sending the order out', () => {
    it('is blocked while a question is open, and allowed once its window passed (the choice applied)', async () => {
      const { orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      await propose(orderId, 0, 'papaya');
      const blocked = await seller
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Out for delivery' });
      expect(blocked.status).toBe(409);
      expect(blocked.body).toMatchObject({ code: 'SUBSTITUTION.QUESTION_OPEN' });
      expect(blocked.body.message).toMatch(/may still answer about Mango/);
      await windowPasses(orderId);
      const out = await seller
        .post(`/api/order/seller/${orderId}/status`)
        .send({ status: 'Out for delivery' });
      expect(out.status).toBe(200);
      const after = await sellerOrder(orderId);
      expect(after.status).toBe('Out for delivery');
      expect(after.items[0]).toMatchObject({ name: 'Papaya' });
    });
  });

  describe('attacks', () => {
    it('another shopper, a forged cookie or a tampered answer are refused', async () => {
      const { shopper, orderId } = await packingOrder([
        { product: 'mango', quantity: 1, choice: 'best_match' },
        { product: 'rice', quantity: 1 },
      ]);
      await propose(orderId, 0, 'durian');
      const question = await openQuestion(shopper, orderId);
      const path = `/api/order/user/${orderId}/substitutions/questions/${question.id}`;

      const other = await shopperWithAddress(env.test);
      const foreign = await other.agent.post(path).send({ accept: true, version: 1 });
      expect(foreign.status).toBe(404);
      expect(JSON.stringify(foreign.body)).not.toContain('Durian');

      const forged = await env.test
        .http()
        .post(path)
        .set('Cookie', `token=forged.${'a'.repeat(40)}`)
        .send({ accept: true, version: 1 });
      expect(forged.status).toBe(401);

      for (const tampered of [
        { accept: true, version: 1, unitPrice: 0.01 },
        { accept: true, version: 1, quantity: 99 },
        { accept: 'yes', version: 1 },
        { accept: true },
      ]) {
        const response = await shopper.agent.post(path).send(tampered);
        expect(response.status).toBe(400);
        expect(response.body.success).toBe(false);
      }
      // The staff routes are staff's: a shopper's cookie proposes nothing.
      expect(
        (
          await shopper.agent
            .post(`/api/order/seller/${orderId}/items/0/propose`)
            .send({ product: 'papaya' })
        ).status,
      ).toBe(401);
      // Nothing of the above changed the question.
      expect((await openQuestion(shopper, orderId)).version).toBe(1);
      expect((await sellerOrder(orderId)).items[0]).toMatchObject({ name: 'Mango' });
    });

    it('refuses proposals that the rules forbid', async () => {
      const { orderId } = await packingOrder([{ product: 'mango', quantity: 1 }]);
      // The only line: a refusal would leave nothing to deliver.
      const only = await propose(orderId, 0, 'papaya');
      expect(only.status).toBe(409);
      expect(only.body.message).toMatch(/nothing would be left/);
      const two = await packingOrder([
        { product: 'mango', quantity: 1 },
        { product: 'rice', quantity: 1 },
      ]);
      expect((await propose(two.orderId, 0, 'no-such')).status).toBe(409);
      expect((await propose(two.orderId, 0, 'mango')).status).toBe(409);
      expect((await propose(two.orderId, 0, 'papaya', 0)).status).toBe(400);
      expect((await propose(two.orderId, 9, 'papaya')).status).toBe(404);
    });
  });
});
