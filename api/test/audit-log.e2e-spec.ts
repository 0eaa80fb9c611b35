import {
  AUDIT_MAX_PAGE_SIZE,
  ERROR_CODES,
  type AuditAction,
  type AuditEntry,
} from '@greencart/contracts';
import type request from 'supertest';
import type { Response } from 'supertest';
import type { AuditActor } from '../src/audit/audit-actor.js';
import { AuditService } from '../src/audit/audit.service.js';
import { startStripeTestApp, type StripeTestApp } from './support/fake-stripe.js';
import { makePng } from './support/images.js';
import { moveOrder, paidOnlineOrder, placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { createStaff, loginStaff, type TestStaff } from './support/staff.js';
import { SELLER, insertProduct, loginSeller, type TestApp } from './support/test-app.js';

/**
 * The audit log (docs/STAFF.md "Audit log"): every staff change writes one row in its own
 * transaction (who, what, which record, the changed fields, the request id); a refused or
 * rolled-back change leaves none; owners read the whole log, the product and order pages
 * their own record's entries.
 */
describe('audit log', () => {
  let env: StripeTestApp;
  let test: TestApp;
  let owner: request.Agent;
  let ownerId: string;
  let managerStaff: TestStaff;
  let manager: request.Agent;
  let packerStaff: TestStaff;
  let packer: request.Agent;

  /** The owner's page of the log for `query`. */
  async function log(query: Record<string, string> = {}): Promise<AuditEntry[]> {
    const response = await owner.get('/api/seller/audit').query(query);
    expect(response.status).toBe(200);
    return response.body.entries as AuditEntry[];
  }

  /** The newest entry of `action` on one record, which must exist. */
  async function newest(action: AuditAction, recordId?: string): Promise<AuditEntry> {
    const [entry] = await log({ action, ...(recordId !== undefined ? { recordId } : {}) });
    expect(entry).toBeDefined();
    return entry;
  }

  async function rowCount(): Promise<number> {
    const [row] = await test.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`);
    return row.n as number;
  }

  /** Who and which request, as the entry of `response`'s change must say. */
  function by(staff: { id: string; name: string; email: string }, response: Response) {
    return {
      staffId: staff.id,
      staffName: staff.name,
      staffEmail: staff.email,
      requestId: response.headers['x-request-id'],
    };
  }

  let ownerAccount: { id: string; name: string; email: string };

  beforeAll(async () => {
    env = await startStripeTestApp(undefined, { ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    test = env.test;
    owner = await loginSeller(test);
    const [row] = await test.dataSource.query(
      `SELECT id, name, email FROM staff_account WHERE email = $1`,
      [SELLER.email],
    );
    ownerId = row.id;
    ownerAccount = row;
    managerStaff = await createStaff(test, 'manager');
    manager = await loginStaff(test, managerStaff);
    packerStaff = await createStaff(test, 'packer');
    packer = await loginStaff(test, packerStaff);
    await insertProduct(test, { id: 'apple', name: 'Apple', price: 100, offerPrice: 90 });
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 300, offerPrice: 250 });
    await insertProduct(test, { id: 'papaya', name: 'Papaya', price: 200, offerPrice: 180 });
    await insertProduct(test, {
      id: 'rice',
      name: 'Rice',
      price: 500,
      offerPrice: 450,
      category: 'Grains',
    });
  });
  afterAll(() => env.close());

  const asManager = () => ({
    id: managerStaff.id,
    name: managerStaff.name,
    email: managerStaff.email,
  });
  const asPacker = () => ({ id: packerStaff.id, name: packerStaff.name, email: packerStaff.email });

  describe('a row for each kind of change', () => {
    it('product: add, edit, images, archive, restore, import', async () => {
      const added = await manager
        .post('/api/product/add')
        .field(
          'productData',
          JSON.stringify({
            name: 'Kale',
            description: ['Green'],
            category: 'Vegetables',
            price: 120,
            offerPrice: 110,
          }),
        )
        .attach('images', await makePng(64, 64), 'kale.png');
      expect(added.status).toBe(201);
      const created = await newest('product.create');
      expect(created).toMatchObject({
        ...by(asManager(), added),
        recordType: 'product',
        recordLabel: 'Kale',
        before: null,
        after: { name: 'Kale', category: 'Vegetables', price: 120, offerPrice: 110 },
      });
      expect(created.recordId).not.toBe('');

      const edited = await manager.patch('/api/product/apple').send({
        name: 'Apple 1 kg',
        description: ['Fresh'],
        category: 'Fruits',
        price: 120,
        offerPrice: 90,
        images: [`/uploads/products/apple.webp`],
      });
      expect(edited.status).toBe(200);
      expect(await newest('product.edit', 'apple')).toMatchObject({
        ...by(asManager(), edited),
        recordLabel: 'Apple 1 kg',
        // Only what changed: not the offer price, description or images sent unchanged.
        before: { name: 'Apple', price: 100 },
        after: { name: 'Apple 1 kg', price: 120 },
      });
      const edit = await newest('product.edit', 'apple');
      expect(Object.keys(edit.before ?? {}).sort()).toEqual(['name', 'price']);

      const images = await owner
        .post('/api/product/apple/images')
        .attach('images', await makePng(64, 64), 'more.png');
      expect(images.status).toBe(200);
      const image = await newest('product.image', 'apple');
      expect(image).toMatchObject(by(ownerAccount, images));
      expect(image.before).toEqual({ images: ['/uploads/products/apple.webp'] });
      expect((image.after?.images as string[]).length).toBe(2);

      const archived = await manager.post('/api/product/apple/archive').send();
      expect(await newest('product.archive', 'apple')).toMatchObject({
        ...by(asManager(), archived),
        before: { archived: false },
        after: { archived: true },
      });
      const restored = await manager.post('/api/product/apple/restore').send();
      expect(await newest('product.restore', 'apple')).toMatchObject({
        ...by(asManager(), restored),
        before: { archived: true },
        after: { archived: false },
      });

      const csv = [
        'id,name,category,price,offerPrice,description,weight,inStock,onHand,lowStockThreshold,images',
        'mango,Mango,Fruits,320,250,Fresh,,true,,,https://images.example/mango.webp',
        ',Guava,Fruits,400,350,Pink inside,,true,5,,https://images.example/guava.webp',
      ].join('\n');
      const imported = await manager
        .post('/api/product/import')
        .attach('file', Buffer.from(csv), 'catalogue.csv');
      expect(imported.status).toBe(200);
      const rows = await log({ action: 'product.import' });
      expect(rows).toHaveLength(2);
      const mango = rows.find((row) => row.recordId === 'mango');
      expect(mango).toMatchObject({
        ...by(asManager(), imported),
        before: { price: 300, images: ['/uploads/products/mango.webp'] },
        after: { price: 320, images: ['https://images.example/mango.webp'] },
      });
      const guava = rows.find((row) => row.recordLabel === 'Guava');
      expect(guava).toMatchObject({ before: null, after: { name: 'Guava', onHand: 5 } });
    });

    it('stock: counting, threshold, adjustment, in-stock switch', async () => {
      const counted = await manager.put('/api/product/papaya/tracking').send({ onHand: 10 });
      expect(counted.status).toBe(200);
      expect(await newest('stock.tracking', 'papaya')).toMatchObject({
        ...by(asManager(), counted),
        recordLabel: 'Papaya',
        before: { onHand: null },
        after: { onHand: 10 },
      });
      const threshold = await manager
        .put('/api/product/papaya/tracking')
        .send({ onHand: 10, lowStockThreshold: 3 });
      expect(threshold.status).toBe(200);
      expect(await newest('stock.threshold', 'papaya')).toMatchObject({
        ...by(asManager(), threshold),
        after: { lowStockThreshold: 3 },
      });
      const adjusted = await manager
        .post('/api/product/papaya/stock-adjust')
        .send({ delta: -3, reason: 'waste', note: 'Bruised' });
      expect(adjusted.status).toBe(200);
      expect(await newest('stock.adjust', 'papaya')).toMatchObject({
        ...by(asManager(), adjusted),
        before: { onHand: 10 },
        after: { onHand: 7, reason: 'waste', note: 'Bruised' },
      });
      const switched = await owner.post('/api/product/stock').send({ id: 'rice', inStock: false });
      expect(switched.status).toBe(200);
      expect(await newest('stock.in-stock', 'rice')).toMatchObject({
        ...by(ownerAccount, switched),
        before: { inStock: true },
        after: { inStock: false },
      });
      await owner.post('/api/product/stock').send({ id: 'rice', inStock: true });
    });

    it("order: staff moves, a short pick, a substitution; the shopper's own cancel writes nothing", async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeCodOrder(shopper, [
        { product: 'mango', quantity: 2, substitution: 'similar' },
        { product: 'rice', quantity: 2 },
      ]);
      const before = await rowCount();
      // Placing is the shopper's: no row.
      expect(await log({ recordType: 'order', recordId: order._id })).toEqual([]);
      const confirmed = await packer
        .post(`/api/order/seller/${order._id}/status`)
        .send({ status: 'Confirmed' });
      expect(confirmed.status).toBe(200);
      expect(await newest('order.move', order._id)).toMatchObject({
        ...by(asPacker(), confirmed),
        recordType: 'order',
        recordLabel: expect.stringMatching(/^GC-\d+$/),
        before: { status: 'Order Placed' },
        after: { status: 'Confirmed' },
      });
      await moveOrder(packer, order._id, ['Packing']);

      const short = await packer
        .post(`/api/order/seller/${order._id}/items/1/short`)
        .send({ available: 1 });
      expect(short.status).toBe(200);
      expect(await newest('order.short-pick', order._id)).toMatchObject({
        ...by(asPacker(), short),
        before: { line: 1, quantity: 2 },
        after: { line: 1, quantity: 1 },
      });
      const substituted = await packer
        .post(`/api/order/seller/${order._id}/items/0/substitute`)
        .send({ product: 'papaya' });
      expect(substituted.status).toBe(200);
      expect(await newest('order.substitute', order._id)).toMatchObject({
        ...by(asPacker(), substituted),
        before: { line: 0, product: 'Mango', productId: 'mango' },
        after: { line: 0, product: 'Papaya', productId: 'papaya' },
      });
      // Confirmed, Packing, short pick, substitution.
      expect(await rowCount()).toBe(before + 4);
      // The record filter takes the order's number as well as its id (issue 41).
      const byId = await log({ recordType: 'order', recordId: order._id });
      expect(byId).toHaveLength(4);
      expect(await log({ recordType: 'order', recordId: order.number })).toEqual(byId);
      expect(await log({ recordId: order.number.toLowerCase() })).toEqual(byId);
      expect(await log({ recordType: 'order', recordId: 'GC-999999' })).toEqual([]);

      const other = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
      const cancelled = await shopper.agent.post(`/api/order/user/${other._id}/cancel`).send({});
      expect(cancelled.status).toBe(200);
      expect(await log({ recordType: 'order', recordId: other._id })).toEqual([]);
    });

    it('order: a refund retry', async () => {
      const shopper = await shopperWithAddress(test);
      const { orderId } = await paidOnlineOrder(env, shopper, [{ product: 'mango', quantity: 1 }]);
      env.fake.failRefundsWith({ status: 402, type: 'card_error', message: 'Refund declined' });
      try {
        const cancelled = await manager
          .post(`/api/order/seller/${orderId}/status`)
          .send({ status: 'Cancelled', note: 'Shop closed' });
        expect(cancelled.body.order.refund.state).toBe('failed');
      } finally {
        env.fake.failRefundsWith(null);
      }
      expect(await newest('order.move', orderId)).toMatchObject({
        after: { status: 'Cancelled', note: 'Shop closed' },
      });
      const retried = await manager.post(`/api/order/seller/${orderId}/refund/retry`).send({});
      expect(retried.status).toBe(200);
      expect(await newest('order.refund-retry', orderId)).toMatchObject({
        ...by(asManager(), retried),
        before: { refundState: 'failed' },
        after: { refundState: 'pending', retried: [{ reason: 'cancelled' }] },
      });
    });

    it('staff: invite, role, deactivate, reactivate, own password', async () => {
      const invited = await owner
        .post('/api/seller/staff/invite')
        .send({ email: 'new.packer@staff.test', name: 'New Packer', role: 'packer' });
      expect(invited.status).toBe(201);
      const invite = await newest('staff.invite', invited.body.account.id);
      expect(invite).toMatchObject({
        ...by(ownerAccount, invited),
        recordType: 'staff',
        recordLabel: 'new.packer@staff.test',
        before: null,
        after: { email: 'new.packer@staff.test', name: 'New Packer', role: 'packer' },
      });

      const someone = await createStaff(test, 'packer');
      const role = await owner
        .patch(`/api/seller/staff/${someone.id}/role`)
        .send({ role: 'manager' });
      expect(role.status).toBe(200);
      expect(await newest('staff.role', someone.id)).toMatchObject({
        ...by(ownerAccount, role),
        recordLabel: someone.email,
        before: { role: 'packer' },
        after: { role: 'manager' },
      });
      const off = await owner.post(`/api/seller/staff/${someone.id}/deactivate`).send();
      expect(await newest('staff.deactivate', someone.id)).toMatchObject({
        ...by(ownerAccount, off),
        before: { active: true },
        after: { active: false },
      });
      const on = await owner.post(`/api/seller/staff/${someone.id}/reactivate`).send();
      expect(await newest('staff.reactivate', someone.id)).toMatchObject({
        ...by(ownerAccount, on),
        before: { active: false },
        after: { active: true },
      });

      const self = await createStaff(test, 'packer');
      const agent = await loginStaff(test, self);
      const changed = await agent
        .post('/api/seller/me/password')
        .send({ currentPassword: self.password, newPassword: 'a much newer packer password' });
      expect(changed.status).toBe(200);
      const password = await newest('staff.password', self.id);
      expect(password).toMatchObject({
        ...by({ id: self.id, name: self.name, email: self.email }, changed),
        recordLabel: self.email,
        before: null,
        after: null,
      });
      // Never the hash, old or new.
      const [stored] = await test.dataSource.query(
        `SELECT row_to_json(a)::text AS row FROM audit_log a WHERE id = $1`,
        [password.id],
      );
      expect(stored.row).not.toMatch(/\$2[aby]\$/);
    });

    it('search synonyms: the old and new groups', async () => {
      const first = await manager
        .put('/api/seller/synonyms')
        .send({ groups: [{ terms: ['brinjal', 'eggplant'] }] });
      expect(first.status).toBe(200);
      const replaced = await newest('synonyms.replace');
      expect(replaced).toMatchObject({
        ...by(asManager(), first),
        recordType: 'synonyms',
        recordId: '',
        recordLabel: 'Search synonyms',
        // The shop's starting list (migration SearchSynonyms), replaced whole.
        before: { groups: expect.arrayContaining([expect.any(Array)]) },
        after: { groups: [['brinjal', 'eggplant']] },
      });
      // The same list again changes nothing: no row.
      const count = await rowCount();
      await manager
        .put('/api/seller/synonyms')
        .send({ groups: [{ terms: ['brinjal', 'eggplant'] }] });
      expect(await rowCount()).toBe(count);
    });
  });

  describe('a change that fails leaves no row', () => {
    it('a refused order move, a stock adjustment below zero, the last owner demoted', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]);
      const before = await rowCount();
      const refused = await packer
        .post(`/api/order/seller/${order._id}/status`)
        .send({ status: 'Delivered' });
      expect(refused.status).toBe(409);
      const negative = await manager
        .post('/api/product/papaya/stock-adjust')
        .send({ delta: -1000, reason: 'waste' });
      expect(negative.status).toBe(409);
      const lastOwner = await owner
        .patch(`/api/seller/staff/${ownerId}/role`)
        .send({ role: 'manager' });
      expect(lastOwner.status).toBe(409);
      expect(await rowCount()).toBe(before);
    });

    it('a row written in a transaction that rolls back is gone with it', async () => {
      const actor: AuditActor = {
        staffId: ownerId,
        staffName: 'Owner',
        staffEmail: SELLER.email,
        requestId: 'rolled-back',
      };
      await expect(
        test.dataSource.transaction(async (manager) => {
          await test.app.get(AuditService).record(manager, {
            actor,
            action: 'settings.change',
            recordType: 'settings',
            recordId: 'delivery',
            recordLabel: 'Delivery',
            before: { fee: 1 },
            after: { fee: 2 },
          });
          throw new Error('the change failed after its row was written');
        }),
      ).rejects.toThrow('the change failed');
      const [row] = await test.dataSource.query(
        `SELECT count(*)::int AS n FROM audit_log WHERE request_id = 'rolled-back'`,
      );
      expect(row.n).toBe(0);
    });
  });

  describe('reading the log', () => {
    /** Rows of a made-up person, written straight into the table at chosen times. */
    const ghost = '00000000-0000-4000-8000-0000000a0d17';
    async function insertAt(at: string, label: string): Promise<void> {
      await test.dataSource.query(
        `INSERT INTO audit_log (at, staff_id, staff_name, staff_email, action, record_type, record_id, record_label)
         VALUES ($1, $2, 'Ghost', 'ghost@staff.test', 'settings.change', 'settings', 'delivery', $3)`,
        [at, ghost, label],
      );
    }

    beforeAll(async () => {
      // Asia/Colombo is UTC+05:30: 18:29:59Z is 23:59:59 on the 1st there, 18:30Z midnight of the 2nd.
      await insertAt('2026-01-01T18:29:59Z', 'late on the 1st');
      await insertAt('2026-01-01T18:30:00Z', 'first thing on the 2nd');
      await insertAt('2026-01-02T18:29:59.999999Z', 'last moment of the 2nd');
      // Five rows at one instant (one transaction): the id keeps their order.
      await test.dataSource.transaction(async (manager) => {
        for (let n = 1; n <= 5; n += 1) {
          await manager.query(
            `INSERT INTO audit_log (at, staff_id, staff_name, staff_email, action, record_type, record_label)
             VALUES ('2026-01-05T06:00:00.123456Z', $1, 'Ghost', 'ghost@staff.test', 'settings.change', 'settings', $2)`,
            [ghost, `same instant ${n}`],
          );
        }
      });
    });

    it('newest first; filters by person, action and record', async () => {
      const all = await log({ limit: String(AUDIT_MAX_PAGE_SIZE) });
      const times = all.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);
      const packers = await log({ staff: packerStaff.id });
      expect(packers.length).toBeGreaterThan(0);
      expect(packers.every((entry) => entry.staffId === packerStaff.id)).toBe(true);
      const moves = await log({ action: 'order.move' });
      expect(moves.length).toBeGreaterThan(0);
      expect(moves.every((entry) => entry.action === 'order.move')).toBe(true);
      const apple = await log({ recordType: 'product', recordId: 'apple' });
      expect(new Set(apple.map((entry) => entry.recordId))).toEqual(new Set(['apple']));
      expect(apple.map((entry) => entry.action)).toEqual([
        'product.restore',
        'product.archive',
        'product.image',
        'product.edit',
      ]);
    });

    it('from and to are whole days in the shop’s time zone', async () => {
      const labels = async (query: Record<string, string>) =>
        (await log({ staff: ghost, ...query })).map((entry) => entry.recordLabel);
      expect(await labels({ from: '2026-01-02', to: '2026-01-02' })).toEqual([
        'last moment of the 2nd',
        'first thing on the 2nd',
      ]);
      expect(await labels({ to: '2026-01-01' })).toEqual(['late on the 1st']);
      expect(await labels({ from: '2026-01-03', to: '2026-01-04' })).toEqual([]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(
        new Date(),
      );
      expect((await log({ from: today, staff: packerStaff.id })).length).toBeGreaterThan(0);
    });

    it('cursor pages: every row once, in order, rows of one instant included', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const response = await owner
          .get('/api/seller/audit')
          .query({ staff: ghost, limit: '2', ...(cursor ? { cursor } : {}) });
        expect(response.status).toBe(200);
        expect(response.body.entries.length).toBeLessThanOrEqual(2);
        seen.push(...response.body.entries.map((entry: AuditEntry) => entry.recordLabel));
        cursor = response.body.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen).toEqual([
        'same instant 5',
        'same instant 4',
        'same instant 3',
        'same instant 2',
        'same instant 1',
        'last moment of the 2nd',
        'first thing on the 2nd',
        'late on the 1st',
      ]);
      expect(pages).toBe(4);
    });
  });

  describe('who may read it', () => {
    let orderId: string;

    beforeAll(async () => {
      const shopper = await shopperWithAddress(test);
      orderId = (await placeCodOrder(shopper, [{ product: 'mango', quantity: 1 }]))._id;
      await moveOrder(packer, orderId, ['Confirmed']);
    });

    it('a packer: not the whole log, but an order’s own entries', async () => {
      const whole = await packer.get('/api/seller/audit');
      expect(whole.status).toBe(403);
      expect(whole.body).toMatchObject({ success: false, code: ERROR_CODES.NOT_PERMITTED });
      const own = await packer
        .get('/api/seller/audit')
        .query({ recordType: 'order', recordId: orderId });
      expect(own.status).toBe(200);
      expect(own.body.entries).toHaveLength(1);
      expect(own.body.entries[0]).toMatchObject({ recordId: orderId, action: 'order.move' });
      // Not a product's (no catalogue.read), not by person or action alone.
      for (const query of [
        { recordType: 'product', recordId: 'apple' },
        { recordType: 'order' },
        { recordType: 'order', recordId: '' },
        { recordType: 'staff', recordId: packerStaff.id },
        { action: 'order.move' },
        { staff: packerStaff.id },
      ]) {
        const response = await packer.get('/api/seller/audit').query(query);
        expect({ query, status: response.status }).toEqual({ query, status: 403 });
      }
      // A second recordType smuggled in is not one order's entries.
      const twice = await packer.get(
        `/api/seller/audit?recordType=order&recordId=${orderId}&recordType=product`,
      );
      expect(twice.status).toBe(403);
    });

    it('a manager: not the whole log, but a product’s and an order’s entries', async () => {
      expect((await manager.get('/api/seller/audit')).status).toBe(403);
      expect((await manager.get('/api/seller/audit').query({ action: 'staff.role' })).status).toBe(
        403,
      );
      const product = await manager
        .get('/api/seller/audit')
        .query({ recordType: 'product', recordId: 'apple' });
      expect(product.status).toBe(200);
      expect(product.body.entries.length).toBeGreaterThan(0);
      const order = await manager
        .get('/api/seller/audit')
        .query({ recordType: 'order', recordId: orderId });
      expect(order.status).toBe(200);
    });

    it('strangers and shoppers: 401', async () => {
      expect((await test.http().get('/api/seller/audit')).status).toBe(401);
      const shopper = await shopperWithAddress(test);
      expect((await shopper.agent.get('/api/seller/audit')).status).toBe(401);
    });
  });

  it.each([
    [{ action: 'product.delete' }, 'action'],
    [{ recordType: 'invoice' }, 'recordType'],
    [{ staff: 'not-an-id' }, 'staff'],
    [{ from: '2026-02-30' }, 'from'],
    [{ from: '25/11/2026' }, 'from'],
    [{ to: '2026-13-01' }, 'to'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'from'],
    [{ limit: '0' }, 'limit'],
    [{ limit: String(AUDIT_MAX_PAGE_SIZE + 1) }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
    [{ recordId: 'x'.repeat(65) }, 'recordId'],
    [{ colour: 'red' }, 'colour'],
  ])('a bad query %j is a 400 naming %s', async (query, field) => {
    const response = await owner.get('/api/seller/audit').query(query);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, message: expect.any(String) });
    // The message names the field (the cursor's says the page link; its `field` names it).
    expect(`${response.body.field ?? ''} ${response.body.message}`).toContain(field);
  });
});
