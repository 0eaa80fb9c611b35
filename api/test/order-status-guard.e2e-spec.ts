import type { OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { moveOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Only OrderTransitions changes an order's status (docs/ORDERS.md, "Changing an order"): the
 * database refuses every other write of the status column, raw SQL included.
 */
describe('order status guard', () => {
  let test: TestApp;
  let seller: request.Agent;

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'guard-mango', name: 'Mango', price: 100, offerPrice: 80 });
  });
  afterAll(() => test.close());

  async function placed(): Promise<string> {
    const shopper = await shopperWithAddress(test);
    const order = await placeCodOrder(shopper, [{ product: 'guard-mango', quantity: 1 }]);
    return order._id;
  }

  const statusOf = async (id: string): Promise<string> =>
    (
      (await test.dataSource.query(`SELECT status FROM "order" WHERE id = $1`, [id])) as {
        status: string;
      }[]
    )[0].status;

  it('refuses a direct status update, by raw SQL or through the ORM', async () => {
    const id = await placed();
    await expect(
      test.dataSource.query(`UPDATE "order" SET status = 'Delivered' WHERE id = $1`, [id]),
    ).rejects.toThrow(/without its history row/);
    await expect(
      test.dataSource.query(`UPDATE "order" SET status = 'Cancelled' WHERE id = $1`, [id]),
    ).rejects.toThrow(/use OrderTransitions/);
    await expect(
      test.dataSource.getRepository('order').update({ id }, { status: 'Confirmed' }),
    ).rejects.toThrow(/without its history row/);
    expect(await statusOf(id)).toBe('Order Placed');
  });

  it('refuses a status change whose history row was written by another transaction', async () => {
    const id = await placed();
    // A history row committed earlier does not vouch for a later change.
    await test.dataSource.query(
      `INSERT INTO order_history (order_id, from_status, to_status, actor)
       VALUES ($1, 'Order Placed', 'Confirmed', 'staff')`,
      [id],
    );
    await expect(
      test.dataSource.query(`UPDATE "order" SET status = 'Confirmed' WHERE id = $1`, [id]),
    ).rejects.toThrow(/without its history row/);
    // Nor does a row for another move in the same transaction.
    await expect(
      test.dataSource.transaction(async (manager) => {
        await manager.query(
          `INSERT INTO order_history (order_id, from_status, to_status, actor)
           VALUES ($1, 'Order Placed', 'Cancelled', 'staff')`,
          [id],
        );
        await manager.query(`UPDATE "order" SET status = 'Delivered' WHERE id = $1`, [id]);
      }),
    ).rejects.toThrow(/without its history row/);
    expect(await statusOf(id)).toBe('Order Placed');
  });

  it('refuses a new order in any status but Order Placed', async () => {
    const id = await placed();
    await expect(
      test.dataSource.query(
        `INSERT INTO "order" (user_id, address_id, address_snapshot, amount_cents, payment_type, status, is_paid)
         SELECT user_id, address_id, address_snapshot, amount_cents, 'COD', 'Delivered', true
           FROM "order" WHERE id = $1`,
        [id],
      ),
    ).rejects.toThrow(/must be Order Placed/);
  });

  it('lets the transition function through, with its history row and nothing else changed', async () => {
    const id = await placed();
    await moveOrder(seller, id, ['Confirmed', 'Packing']);
    const order = (await seller.get(`/api/order/seller/${id}`)).body.order as OrderDetail;
    expect(order.status).toBe('Packing');
    expect(order.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'Order Placed'],
      ['Order Placed', 'Confirmed'],
      ['Confirmed', 'Packing'],
    ]);
    // Columns other than the status stay writable as before.
    await test.dataSource.query(`UPDATE "order" SET updated_at = now() WHERE id = $1`, [id]);
  });
});
