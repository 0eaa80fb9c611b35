import { ERROR_CODES } from '@greencart/contracts';
import { ProductEntity } from '../src/product/product.entity.js';
import { StockService, type StockChange } from '../src/stock/stock.service.js';
import { insertProduct, startTestApp, type TestApp } from './support/test-app.js';

describe('StockService (conditional updates and the ledger)', () => {
  let test: TestApp;
  let stock: StockService;

  async function setOnHand(id: string, onHand: number | null): Promise<void> {
    await test.dataSource.getRepository(ProductEntity).update({ id }, { onHand, reserved: 0 });
  }

  function apply(change: Omit<StockChange, 'actor'>) {
    return test.dataSource.transaction((manager) =>
      stock.apply(manager, { actor: 'test', ...change }),
    );
  }

  async function counters(id: string) {
    const product = await test.dataSource.getRepository(ProductEntity).findOneByOrFail({ id });
    const [ledger]: { on_hand: string | null; reserved: string | null }[] =
      await test.dataSource.query(
        `SELECT sum("delta") AS on_hand, sum("reserved_delta") AS reserved
         FROM "stock_movement" WHERE "product_id" = $1`,
        [id],
      );
    return {
      onHand: product.onHand,
      reserved: product.reserved,
      ledgerOnHand: Number(ledger.on_hand ?? 0),
      ledgerReserved: Number(ledger.reserved ?? 0),
    };
  }

  beforeAll(async () => {
    test = await startTestApp();
    stock = test.app.get(StockService);
    for (const id of ['plain', 'last', 'fifty', 'held']) await insertProduct(test, { id });
  });

  afterAll(async () => {
    await test.close();
  });

  it('leaves an untracked product alone and writes no ledger row', async () => {
    await expect(apply({ productId: 'plain', delta: -3, reason: 'sale' })).resolves.toEqual({
      tracked: false,
    });
    expect((await counters('plain')).ledgerOnHand).toBe(0);
  });

  it('sells the last unit once among 200 concurrent takers', async () => {
    await setOnHand('last', 0);
    await apply({ productId: 'last', delta: 1, reason: 'restock' });
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => apply({ productId: 'last', delta: -1, reason: 'sale' })),
    );
    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter(
      (r) => r.status === 'rejected' && r.reason.code === ERROR_CODES.STOCK_INSUFFICIENT,
    );
    expect(sold).toHaveLength(1);
    expect(refused).toHaveLength(199);
    const after = await counters('last');
    expect(after.onHand).toBe(0);
    expect(after.ledgerOnHand).toBe(0);
  });

  it('never sells more than 50 units to concurrent random quantities', async () => {
    await setOnHand('fifty', 0);
    await apply({ productId: 'fifty', delta: 50, reason: 'restock' });
    const asked = Array.from({ length: 60 }, (_, i) => 1 + (i % 4));
    const results = await Promise.allSettled(
      asked.map((q) => apply({ productId: 'fifty', delta: -q, reason: 'sale' })),
    );
    const sold = asked.reduce((sum, q, i) => sum + (results[i].status === 'fulfilled' ? q : 0), 0);
    const after = await counters('fifty');
    expect(after.onHand).toBe(50 - sold);
    expect(after.onHand).toBeGreaterThanOrEqual(0);
    expect(after.ledgerOnHand).toBe(after.onHand);
  });

  it('reserves, releases and sells reserved units, keeping the ledger equal to the counters', async () => {
    await setOnHand('held', 0);
    await apply({ productId: 'held', delta: 5, reason: 'restock' });
    await apply({ productId: 'held', delta: -3, reason: 'reservation' });
    await expect(apply({ productId: 'held', delta: -3, reason: 'sale' })).rejects.toMatchObject({
      code: ERROR_CODES.STOCK_INSUFFICIENT,
      message: 'Only 2 of Product held left',
    });
    await apply({ productId: 'held', delta: 1, reason: 'release' });
    await apply({ productId: 'held', delta: -2, reason: 'sale', fromReservation: true });
    // Nothing reserved is left to release or sell: refused, not negative.
    await expect(apply({ productId: 'held', delta: 1, reason: 'release' })).rejects.toMatchObject({
      code: ERROR_CODES.STOCK_INSUFFICIENT,
    });
    await expect(apply({ productId: 'held', delta: -9, reason: 'waste' })).rejects.toMatchObject({
      code: ERROR_CODES.STOCK_INSUFFICIENT,
    });
    await expect(apply({ productId: 'held', delta: 4, reason: 'sale' })).rejects.toMatchObject({
      code: ERROR_CODES.STOCK_INVALID_MOVEMENT,
    });
    const after = await counters('held');
    expect(after).toEqual({ onHand: 3, reserved: 0, ledgerOnHand: 3, ledgerReserved: 0 });
  });

  it('answers 404 for a product that does not exist', async () => {
    await expect(apply({ productId: 'nope', delta: 1, reason: 'restock' })).rejects.toMatchObject({
      code: ERROR_CODES.PRODUCT_NOT_FOUND,
    });
  });
});
