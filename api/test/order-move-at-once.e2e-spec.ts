import { jest } from '@jest/globals';
import type { Order, OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import type { AuditActor } from '../src/audit/audit-actor.js';
import { readOrderEmailFacts } from '../src/mail/order-email-facts.js';
import { OrderTransitions, type Move } from '../src/order/lifecycle/order-transitions.js';
import { OrderRows } from '../src/order/order-rows.js';
import { OrderQueryService } from '../src/order/views/order-query.service.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import {
  SELLER,
  insertProduct,
  loginSeller,
  startTestApp,
  type TestApp,
} from './support/test-app.js';

/**
 * A move in one statement (docs/ORDERS.md, "A move in one statement"): the seller's forward
 * moves skip the transaction when every step can give its part as rows, write exactly what the
 * transaction wrote, and write nothing when the order or a line changed after the read.
 */
describe('a move in one statement (OrderTransitions.moveAtOnce)', () => {
  let test: TestApp;
  let seller: request.Agent;
  let shopper: Shopper;
  let transitions: OrderTransitions;
  let query: OrderQueryService;
  let staff: AuditActor;

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150 });
    await insertProduct(test, { id: 'kiwi', name: 'Kiwi', price: 90 });
    shopper = await shopperWithAddress(test);
    transitions = test.app.get(OrderTransitions);
    query = test.app.get(OrderQueryService);
    const [row] = (await test.dataSource.query(
      `SELECT id, name, email FROM staff_account WHERE email = $1`,
      [SELLER.email],
    )) as { id: string; name: string; email: string }[];
    staff = { staffId: row!.id, staffName: row!.name, staffEmail: row!.email, requestId: null };
  });
  afterAll(() => test.close());

  const placeOrder = (): Promise<Order> =>
    placeCodOrder(shopper, [
      { product: 'mango', quantity: 2 },
      { product: 'kiwi', quantity: 1 },
    ]);

  const move = (id: string, status: string, extra: object = {}) =>
    seller.post(`/api/order/seller/${id}/status`).send({ status, ...extra });

  /** What a move wrote about the order: its status, history, audit rows and outbox rows. */
  async function written(orderId: string) {
    const [{ status }] = (await test.dataSource.query(`SELECT status FROM "order" WHERE id = $1`, [
      orderId,
    ])) as { status: string }[];
    const history = (await test.dataSource.query(
      `SELECT from_status AS "from", to_status AS "to", actor, note FROM order_history
        WHERE order_id = $1 ORDER BY created_at, to_status`,
      [orderId],
    )) as { from: string | null; to: string; actor: string; note: string | null }[];
    const audit = (await test.dataSource.query(
      `SELECT action, staff_email AS "staffEmail", before, after FROM audit_log
        WHERE record_id = $1 ORDER BY at`,
      [orderId],
    )) as { action: string; staffEmail: string; before: unknown; after: unknown }[];
    const outbox = (await test.dataSource.query(
      `SELECT topic, payload, facts, dedupe_key AS "dedupeKey" FROM outbox
        WHERE payload->>'orderId' = $1 ORDER BY id`,
      [orderId],
    )) as { topic: string; payload: { note: unknown }; facts: unknown; dedupeKey: string }[];
    return { status, history, audit, outbox };
  }

  const confirm: Omit<Move, 'staff'> = { to: 'Confirmed', actor: 'staff', note: null };

  it('confirms without a transaction, writing what the transaction wrote', async () => {
    const order = await placeOrder();
    const run = jest.spyOn(transitions, 'run');
    const view = jest.spyOn(query, 'sellerView');
    let answered: OrderDetail;
    try {
      const answer = await move(order._id, 'Confirmed', { from: 'Order Placed' });
      expect(answer.status).toBe(200);
      answered = answer.body.order as OrderDetail;
      expect(answered.status).toBe('Confirmed');
      expect(run).not.toHaveBeenCalled();
      // The answer is told from the read and what the statement wrote, not read again…
      expect(view).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      view.mockRestore();
    }
    // …and is exactly the order's page as read afterwards.
    const page = await seller.get(`/api/order/seller/${order._id}`);
    expect(answered).toEqual(page.body.order);
    const after = await written(order._id);
    expect(after.status).toBe('Confirmed');
    expect(after.history.at(-1)).toEqual({
      from: 'Order Placed',
      to: 'Confirmed',
      actor: 'staff',
      note: null,
    });
    expect(after.audit).toEqual([
      {
        action: 'order.move',
        staffEmail: SELLER.email,
        before: { status: 'Order Placed' },
        after: { status: 'Confirmed' },
      },
    ]);
    const email = after.outbox.find((row) => row.topic === 'order.confirmed');
    expect(email?.dedupeKey).toBe(`order.confirmed:${order._id}`);
    // The facts told from the read are those the transaction reads back now.
    const read = await readOrderEmailFacts(test.dataSource.manager, {
      orderId: order._id,
      note: null,
    });
    expect(email?.facts).toEqual(JSON.parse(JSON.stringify(read!.facts)));
  });

  it('moves the usual way when a step needs the transaction (a cancel: stock, slot)', async () => {
    const order = await placeOrder();
    const run = jest.spyOn(transitions, 'run');
    try {
      const answer = await move(order._id, 'Cancelled', { note: 'Out of mangoes' });
      expect(answer.status).toBe(200);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
    const after = await written(order._id);
    expect(after.status).toBe('Cancelled');
    expect(after.outbox.map((row) => row.topic)).toContain('order.cancelled');
  });

  it('delivers a cash order in one statement, with the cash and the note', async () => {
    const order = await placeOrder();
    for (const status of ['Confirmed', 'Packing', 'Out for delivery']) {
      expect((await move(order._id, status)).status).toBe(200);
    }
    const run = jest.spyOn(transitions, 'run');
    let answered: OrderDetail;
    try {
      const answer = await move(order._id, 'Delivered');
      expect(answer.status).toBe(200);
      answered = answer.body.order as OrderDetail;
      // Leaving Packing read its weighed lines in a transaction; delivering needs none.
      expect(run).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
    }
    expect(answered).toEqual((await seller.get(`/api/order/seller/${order._id}`)).body.order);
    const [row] = (await test.dataSource.query(
      `SELECT is_paid AS "isPaid", cash_collected_cents AS cash,
              amount_cents + COALESCE(rounding_cents, 0) AS due
         FROM "order" WHERE id = $1`,
      [order._id],
    )) as { isPaid: boolean; cash: number; due: number }[];
    // The amount due (rounded to the rupee) when staff send no other figure.
    expect(row).toEqual({ isPaid: true, cash: row!.due, due: row!.due });
    const after = await written(order._id);
    expect(after.history.at(-1)?.note).toMatch(/^Cash collected /);
    expect(after.outbox.map((r) => r.topic)).toContain('order.delivered');
  });

  it('writes nothing when a line changed after the read (the order row did not)', async () => {
    const order = await placeOrder();
    const read = await query.readForMove(order._id);
    const before = await written(order._id);
    // What a shopper's substitution choice does: the lines change, the order row does not.
    await test.dataSource.query(
      `UPDATE order_item SET substitution_choice = 'refund' WHERE order_id = $1 AND product_id = 'kiwi'`,
      [order._id],
    );
    const moved = await transitions.moveAtOnce(read!.order, read!.version, { ...confirm, staff });
    expect(moved).toBeNull();
    expect(await written(order._id)).toEqual(before);
    // Read again, it goes through.
    const again = await query.readForMove(order._id);
    expect(
      await transitions.moveAtOnce(again!.order, again!.version, { ...confirm, staff }),
    ).not.toBeNull();
    expect((await written(order._id)).status).toBe('Confirmed');
  });

  it('writes nothing when the order row changed after the read', async () => {
    const order = await placeOrder();
    const read = await query.readForMove(order._id);
    const before = await written(order._id);
    await test.dataSource.query(
      `UPDATE "order" SET substitution_default = 'best_match' WHERE id = $1`,
      [order._id],
    );
    const moved = await transitions.moveAtOnce(read!.order, read!.version, { ...confirm, staff });
    expect(moved).toBeNull();
    expect(await written(order._id)).toEqual(before);
  });

  it('leaves a move the table refuses to the transaction, which answers 409', async () => {
    const order = await placeOrder();
    const read = await query.readForMove(order._id);
    expect(
      await transitions.moveAtOnce(read!.order, read!.version, {
        to: 'Delivered',
        actor: 'staff',
        staff,
      }),
    ).toBeNull();
    expect((await move(order._id, 'Delivered')).status).toBe(409);
    expect((await written(order._id)).history).toHaveLength(1);
  });

  // Two statements at once need a second connection, which the embedded database never runs
  // (one at a time), so these are defined on the PostgreSQL server pass only (not skipped:
  // there is nothing to run on the embedded one).
  if (process.env.DATABASE_URL) {
    /** Waits until a statement of this database waits for a lock another one holds. */
    async function untilWaiting(): Promise<void> {
      const until = Date.now() + 20_000;
      for (;;) {
        const [{ n }] = (await test.dataSource.query(
          `SELECT count(*)::int AS n FROM pg_stat_activity
            WHERE datname = current_database() AND wait_event_type = 'Lock'`,
        )) as { n: number }[];
        if (n > 0) return;
        if (Date.now() > until) throw new Error('no statement waiting for a lock');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    }

    it('sees a line changed by a transaction that held the order while it waited', async () => {
      const order = await placeOrder();
      const read = await query.readForMove(order._id);
      const before = await written(order._id);
      const runner = test.dataSource.createQueryRunner();
      await runner.connect();
      try {
        await runner.startTransaction();
        // A packing edit's way: the order locked, a line changed, the order row left as it was.
        await OrderRows.lock(runner.manager, { id: order._id });
        await runner.query(
          `UPDATE order_item SET substitution_choice = 'refund' WHERE order_id = $1 AND product_id = 'kiwi'`,
          [order._id],
        );
        const moving = transitions.moveAtOnce(read!.order, read!.version, { ...confirm, staff });
        await untilWaiting();
        await runner.commitTransaction();
        expect(await moving).toBeNull();
      } finally {
        await runner.release();
      }
      expect(await written(order._id)).toEqual(before);
    });

    it('lets one of two moves of the same order through; the other writes nothing', async () => {
      const order = await placeOrder();
      const first = await query.readForMove(order._id);
      const second = await query.readForMove(order._id);
      const results = await Promise.all([
        transitions.moveAtOnce(first!.order, first!.version, { ...confirm, staff }),
        transitions.moveAtOnce(second!.order, second!.version, { ...confirm, staff }),
      ]);
      expect(results.filter((moved) => moved !== null)).toHaveLength(1);
      const after = await written(order._id);
      expect(after.history.filter((h) => h.to === 'Confirmed')).toHaveLength(1);
      expect(after.audit).toHaveLength(1);
      expect(after.outbox.filter((r) => r.topic === 'order.confirmed')).toHaveLength(1);
    });
  }
});
