import type { Order } from '@greencart/contracts';
import type request from 'supertest';
import { readOrderSearch } from '../src/order/views/order-search.js';
import { COLOMBO } from './support/fixtures.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The seller's order search means what was typed: an order number finds that
 * order only, an email emails only, a phone number phones only, other text names and emails.
 * The customers' phones hold the digits of the other orders' numbers on purpose.
 */
describe('seller order search (GET /api/order/seller?q=)', () => {
  let test: TestApp;
  let seller: request.Agent;

  /** A customer of their own, with one cash-on-delivery order to this address. */
  async function customerOrder(
    name: [first: string, last: string],
    email: string,
    phone: string,
    area: Partial<typeof COLOMBO> = {},
  ): Promise<void> {
    const agent = test.http();
    const registered = await agent
      .post('/api/user/register')
      .send({ name: name.join(' '), email, password: 'correct horse battery' });
    expect(registered.status).toBe(201);
    const address = await agent.post('/api/address/add').send({
      address: { ...COLOMBO, firstName: name[0], lastName: name[1], email, phone, ...area },
    });
    expect(address.status).toBe(201);
    const placed = await agent
      .post('/api/order/cod')
      .send({ address: address.body.address._id, items: [{ product: 'rice', quantity: 1 }] });
    expect(placed.status).toBe(201);
  }

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '1000' });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'rice', name: 'Rice 5kg', price: 2000 });
    // The next orders are GC-000303, GC-000304 and GC-000305.
    await test.dataSource.query(`SELECT setval('order_number_seq', 302)`);
    await customerOrder(['Asha', 'Silva'], 'asha.silva@example.com', '+94 71 555 1212');
    // Phone digits 94770003030 hold "000303" and "303"; the email holds "303".
    await customerOrder(['Ruwan', 'Fernando'], 'kamal303@example.com', '+94 77 000 3030');
    // Phone digits 94772303040 hold "303".
    await customerOrder(['Dilani', 'Perera'], 'dilani@example.com', '+94 77 230 3040');
  });
  afterAll(() => test.close());

  async function found(q: string): Promise<string[]> {
    const response = await seller.get('/api/order/seller').query({ q });
    expect(response.status).toBe(200);
    return (response.body.orders as Order[]).map((order) => order.number);
  }

  it.each(['GC-000303', 'gc-303', 'gc303', '#303', '303', '000303', ' #303 '])(
    'finds only order GC-000303 for %p, never a phone or email holding its digits',
    async (q) => {
      expect(await found(q)).toEqual(['GC-000303']);
    },
  );

  it('finds nothing for the number of an order that does not exist, even when a phone holds it', async () => {
    expect(await found('GC-000030')).toEqual([]);
    expect(await found('#3040')).toEqual([]);
  });

  it.each([
    ['kamal303@example.com', ['GC-000304']],
    ['KAMAL303@', ['GC-000304']],
    ['@example.com', ['GC-000305', 'GC-000304', 'GC-000303']],
  ])('matches an email %p against emails only', async (q, numbers) => {
    expect(await found(q)).toEqual(numbers);
  });

  it.each([
    ['+94 77 000 3030', ['GC-000304']],
    ['077 000 3030', ['GC-000304']],
    ['(077) 000-3030', ['GC-000304']],
    ['71 555 1212', ['GC-000303']],
    ['7230 3040', ['GC-000305']],
  ])('matches a phone number %p against phones only', async (q, numbers) => {
    expect(await found(q)).toEqual(numbers);
  });

  it.each([
    ['Fernando', ['GC-000304']],
    ['asha', ['GC-000303']],
    ['Dilani Perera', ['GC-000305']],
    ['example.com', ['GC-000305', 'GC-000304', 'GC-000303']],
    ['Flat 303', []],
  ])(
    'matches other text %p against names and emails, not phones or numbers',
    async (q, numbers) => {
      expect(await found(q)).toEqual(numbers);
    },
  );

  it('finds the orders of a delivery area (the address’s city), and only those', async () => {
    // GC-000306, delivered to Kandy; the three above go to Colombo.
    await customerOrder(['Kasun', 'Bandara'], 'kasun@example.com', '+94 76 222 3344', {
      city: 'Kandy',
    });
    expect(await found('kandy')).toEqual(['GC-000306']);
    expect(await found('Colombo')).toEqual(['GC-000305', 'GC-000304', 'GC-000303']);
    expect(await found('Galle')).toEqual([]);
  });

  it('reads what the text is', () => {
    expect(readOrderSearch('GC-000303')).toEqual({ kind: 'number', number: 303 });
    expect(readOrderSearch('303')).toEqual({ kind: 'number', number: 303 });
    // Seven bare digits or more are a phone number; larger order numbers take GC- or #.
    expect(readOrderSearch('0771234')).toEqual({ kind: 'phone', digits: '771234' });
    expect(readOrderSearch('#1234567')).toEqual({ kind: 'number', number: 1234567 });
    expect(readOrderSearch('a@b')).toEqual({ kind: 'email', text: 'a@b' });
    expect(readOrderSearch('77 123')).toEqual({ kind: 'text', text: '77 123' });
    expect(readOrderSearch('GC-x')).toEqual({ kind: 'text', text: 'GC-x' });
  });
});
