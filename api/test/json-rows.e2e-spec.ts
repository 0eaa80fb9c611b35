import { columnsSql, entityFromJson, rowJsonSql } from '../src/database/json-rows.js';
import { OrderItemEntity } from '../src/order/order-item.entity.js';
import { OrderRows } from '../src/order/order-rows.js';
import { OrderEntity } from '../src/order/order.entity.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Our own row readers (database/json-rows.ts: order pages, the order lock) must read exactly
 * what TypeORM's hydration reads, column for column, or an entity read one way would differ
 * from the same row read the other (a bigint order number, jsonb, timestamps, nulls). Pins that
 * for the order, its lines and a product, on both databases.
 */
describe('rows read as JSON are the entities TypeORM reads', () => {
  let test: TestApp;
  let orderId: string;

  beforeAll(async () => {
    test = await startTestApp();
    await insertProduct(test, { id: 'kiwi', name: 'Kiwi', price: 300, offerPrice: 250 });
    const shopper = await shopperWithAddress(test);
    orderId = (await placeCodOrder(shopper, [{ product: 'kiwi', quantity: 2 }]))._id;
    // Set columns that are null by default, so both readers face every kind of value.
    await test.dataSource.query(
      `UPDATE "order" SET payment_check = $2::jsonb, capture_started_at = now() WHERE id = $1`,
      [orderId, JSON.stringify({ reason: 'r', since: '2026-01-01T00:00:00.000Z', provider: null })],
    );
  });
  afterAll(() => test.close());

  it('reads an order by its columns (the lock) as TypeORM does', async () => {
    const byTypeOrm = await test.dataSource.manager.findOneByOrFail(OrderEntity, { id: orderId });
    const locked = await test.dataSource.transaction((manager) =>
      OrderRows.lock(manager, { id: orderId }),
    );
    expect(locked).toEqual(byTypeOrm);
    expect(typeof locked?.number).toBe('number');
  });

  it('reads rows built as JSON arrays (order pages) as TypeORM does', async () => {
    const source = test.dataSource;
    const [row]: { order: unknown[]; item: unknown[]; product: unknown[] }[] = await source.query(
      `SELECT ${rowJsonSql(source, OrderEntity, 'o')} AS "order",
              ${rowJsonSql(source, OrderItemEntity, 'i')} AS item,
              ${rowJsonSql(source, ProductEntity, 'p')} AS product
         FROM "order" o JOIN order_item i ON i.order_id = o.id JOIN product p ON p.id = i.product_id
        WHERE o.id = $1`,
      [orderId],
    );
    expect(entityFromJson(source, OrderEntity, row.order)).toEqual(
      await source.manager.findOneByOrFail(OrderEntity, { id: orderId }),
    );
    expect(entityFromJson(source, OrderItemEntity, row.item)).toEqual(
      await source.manager.findOneByOrFail(OrderItemEntity, { orderId }),
    );
    expect(entityFromJson(source, ProductEntity, row.product)).toEqual(
      await source.manager.findOneByOrFail(ProductEntity, { id: 'kiwi' }),
    );
    // The column list the lock reads names every column of the entity.
    expect(columnsSql(source, OrderEntity, 'o').split(',')).toHaveLength(
      source.getMetadata(OrderEntity).columns.length,
    );
  });
});
