import { ACCOUNT_TEXTS, ERROR_CODES, type Order } from '@greencart/contracts';
import { moveOrder } from './support/orders.js';
import { loginSeller, insertProduct, startTestApp, type TestApp } from './support/test-app.js';

const PASSWORD = 'correct horse battery';

/**
 * Leave for good (docs/ACCOUNT.md): personal data removed, orders kept anonymised, email free
 * again.
 */
describe('closing an account (POST /api/user/delete)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({ OUTBOX_POLL_MS: '60000' });
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150 });
    await insertProduct(test, { id: 'kale', name: 'Kale', price: 90, inStock: false });
  });
  afterAll(() => test.close());

  /** Every row of every table (any schema but PostgreSQL's own), as text. */
  async function everyRow(): Promise<{ table: string; row: string }[]> {
    const tables = (await test.dataSource.query(
      `SELECT table_schema AS schema, table_name AS name FROM information_schema.tables
        WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('pg_catalog', 'information_schema')`,
    )) as { schema: string; name: string }[];
    const rows: { table: string; row: string }[] = [];
    for (const { schema, name } of tables) {
      const found = (await test.dataSource.query(
        `SELECT row_to_json(t)::text AS row FROM "${schema}"."${name}" t`,
      )) as { row: string }[];
      for (const { row } of found) rows.push({ table: `${schema}.${name}`, row });
    }
    return rows;
  }

  async function shopperWithHistory(stamp: string) {
    const email = `zarvox-${stamp}@example.com`;
    const agent = test.http();
    const registered = await agent
      .post('/api/user/register')
      .send({ name: `Zarvox Quill ${stamp}`, email, password: PASSWORD });
    expect(registered.status).toBe(201);
    const address = {
      firstName: `Zarvoxa${stamp}`,
      lastName: `Quillington${stamp}`,
      email: `zq-address-${stamp}@example.com`,
      phone: '+94 70 999 1234',
      street: `77 Unique Lane ${stamp}`,
      city: 'Colombo',
      state: 'Western',
      zip: '00300',
      country: 'Sri Lanka',
      district: 'Colombo',
      landmark: `Beside the Zarvox shop ${stamp}`,
      deliveryInstructions: `Ask for Zarvoxa at gate ${stamp}`,
    };
    const added = await agent.post('/api/address/add').send({ address });
    const addressId = added.body.address._id as string;
    // Two orders (one cancelled by the shopper with a reason naming them, one delivered: no
    // order may be open), queued emails, a back-in-stock request, a saved cart, a pending
    // email change, a second session.
    for (let i = 0; i < 2; i += 1) {
      await agent
        .post('/api/order/cod')
        .send({ address: addressId, items: [{ product: 'mango', quantity: 2 }] })
        .expect(201);
    }
    const orders = (await agent.get('/api/order/user')).body.orders as Order[];
    await agent
      .post(`/api/order/user/${orders[0]._id}/cancel`)
      .send({ reason: `Call Zarvox on 0709991234 ${stamp}` })
      .expect(200);
    await moveOrder(await loginSeller(test), orders[1]._id, [
      'Confirmed',
      'Packing',
      'Out for delivery',
      'Delivered',
    ]);
    await agent.post('/api/product/kale/notify-me').send().expect(200);
    await agent
      .post('/api/cart/update')
      .send({ cartItems: { mango: 3 } })
      .expect(200);
    await agent
      .patch('/api/user/profile')
      .send({ email: `zq-new-${stamp}@example.com` })
      .expect(200);
    const phone = test.http();
    await phone.post('/api/user/login').send({ email, password: PASSWORD }).expect(200);
    const [{ hash }] = (await test.dataSource.query(
      `SELECT password_hash AS hash FROM "user" WHERE email = $1`,
      [email],
    )) as { hash: string }[];
    const personal = [
      `Zarvox Quill ${stamp}`,
      email,
      address.firstName,
      address.lastName,
      address.email,
      address.phone,
      '0709991234',
      address.street,
      address.landmark,
      address.deliveryInstructions,
      `zq-new-${stamp}`,
      hash,
    ];
    return { agent, phone, email, userId: registered.body.user._id as string, orders, personal };
  }

  it('removes every personal detail from every table and keeps the orders, anonymised', async () => {
    const stamp = String(Date.now());
    const shopper = await shopperWithHistory(stamp);
    const before = await everyRow();
    // The test would prove nothing if the details were not stored in the first place.
    for (const detail of shopper.personal) {
      expect([detail, before.some((r) => r.row.includes(detail))]).toEqual([detail, true]);
    }

    const closed = await shopper.agent.post('/api/user/delete').send({ password: PASSWORD });
    expect(closed.status).toBe(200);
    expect(closed.body).toEqual({ success: true, message: ACCOUNT_TEXTS.accountClosed });
    expect(closed.headers['set-cookie']?.[0]).toMatch(/^token=;/);

    const after = await everyRow();
    const leaks = after.filter((r) => shopper.personal.some((detail) => r.row.includes(detail)));
    expect(leaks).toEqual([]);

    // Logged out everywhere; the password no longer opens anything.
    expect((await shopper.agent.get('/api/user/is-auth')).status).toBe(401);
    expect((await shopper.phone.get('/api/user/is-auth')).status).toBe(401);
    const login = await test
      .http()
      .post('/api/user/login')
      .send({ email: shopper.email, password: PASSWORD });
    expect(login.status).toBe(401);

    // The shop's books: both orders, their lines and amounts, the place of supply only.
    const seller = await loginSeller(test);
    const sellerOrders = (await seller.get('/api/order/seller')).body.orders as Order[];
    const kept = sellerOrders.filter((o) => o.userId === shopper.userId);
    expect(kept.map((o) => o._id).sort()).toEqual(shopper.orders.map((o) => o._id).sort());
    for (const order of kept) {
      expect(order.amount).toBe(shopper.orders[0].amount);
      expect(order.items.map((i) => [i.name, i.quantity])).toEqual([['Mango', 2]]);
      expect(order.address).toMatchObject({
        firstName: '',
        lastName: '',
        email: '',
        phone: '',
        street: '',
        city: 'Colombo',
        state: 'Western',
        zipcode: '00300',
        country: 'Sri Lanka',
      });
    }
  });

  it('lets the same email register again as a new, empty account', async () => {
    const shopper = await shopperWithHistory(`${Date.now()}b`);
    await shopper.agent.post('/api/user/delete').send({ password: PASSWORD }).expect(200);
    const again = test.http();
    const registered = await again
      .post('/api/user/register')
      .send({ name: 'Someone New', email: shopper.email, password: 'another fine passphrase' });
    expect(registered.status).toBe(201);
    expect(registered.body.user._id).not.toBe(shopper.userId);
    expect(registered.body.user.cartItems).toEqual({});
    expect((await again.get('/api/order/user')).body.orders).toEqual([]);
    expect((await again.get('/api/address/get')).body.addresses).toEqual([]);
  });

  it('asks for the right password and changes nothing otherwise', async () => {
    const shopper = await shopperWithHistory(`${Date.now()}c`);
    const wrong = await shopper.agent
      .post('/api/user/delete')
      .send({ password: 'not my password' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: ERROR_CODES.WRONG_PASSWORD, field: 'password' });
    const missing = await shopper.agent.post('/api/user/delete').send({});
    expect([missing.status, missing.body.code]).toEqual([400, ERROR_CODES.VALIDATION]);
    expect((await shopper.agent.get('/api/user/is-auth')).body.user.email).toBe(shopper.email);
    expect((await shopper.agent.get('/api/address/get')).body.addresses).toHaveLength(1);
  });

  it('needs a session and an allowed origin', async () => {
    expect((await test.http().post('/api/user/delete').send({ password: PASSWORD })).status).toBe(
      401,
    );
    const shopper = await shopperWithHistory(`${Date.now()}d`);
    const foreign = await shopper.agent
      .post('/api/user/delete')
      .set('Origin', 'https://evil.example')
      .send({ password: PASSWORD });
    expect(foreign.status).toBe(403);
    expect((await shopper.agent.get('/api/user/is-auth')).status).toBe(200);
  });
});
