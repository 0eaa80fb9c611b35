import { ACCOUNT_MESSAGES, ERROR_CODES, type Address, type Order } from '@greencart/contracts';
import type request from 'supertest';
import { COLOMBO } from './support/fixtures.js';
import { insertProduct, registerShopper, startTestApp, type TestApp } from './support/test-app.js';

/** The address book (docs/ACCOUNT.md): edit, delete, a default, and ownership on every route. */
describe('address book (/api/address/:id)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp();
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150 });
  });
  afterAll(() => test.close());

  async function add(
    agent: request.Agent,
    fields: Partial<typeof COLOMBO> & { isDefault?: boolean } = {},
  ) {
    const response = await agent
      .post('/api/address/add')
      .send({ address: { ...COLOMBO, ...fields } });
    expect(response.status).toBe(201);
    return response.body.address as Address;
  }
  const list = async (agent: request.Agent) =>
    (await agent.get('/api/address/get')).body.addresses as Address[];

  it('makes the first address the default and answers isDefault on add and get', async () => {
    const { agent } = await registerShopper(test);
    const first = await add(agent, { city: 'Kandy' });
    const second = await add(agent, { city: 'Galle' });
    expect([first.isDefault, second.isDefault]).toEqual([true, false]);
    expect((await list(agent)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Kandy', true],
      ['Galle', false],
    ]);
  });

  it('moves the default to the address chosen (one default at a time)', async () => {
    const { agent } = await registerShopper(test);
    await add(agent, { city: 'Kandy' });
    const galle = await add(agent, { city: 'Galle' });
    const response = await agent.post(`/api/address/${galle._id}/default`);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.addressDefault,
      address: { _id: galle._id, isDefault: true },
    });
    expect((await list(agent)).map((a) => [a.city, a.isDefault])).toEqual([
      ['Kandy', false],
      ['Galle', true],
    ]);
    const matara = await add(agent, { city: 'Matara', isDefault: true });
    expect(matara.isDefault).toBe(true);
    expect((await list(agent)).filter((a) => a.isDefault).map((a) => a.city)).toEqual(['Matara']);
  });

  it('edits the fields sent, keeps the others, and never changes a past order', async () => {
    const { agent } = await registerShopper(test);
    const address = await add(agent);
    const placed = await agent
      .post('/api/order/cod')
      .send({ address: address._id, items: [{ product: 'mango', quantity: 1 }] });
    expect(placed.status).toBe(201);

    const edited = await agent
      .patch(`/api/address/${address._id}`)
      .send({ street: '  99 Temple Road ', zip: '20000' });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      success: true,
      message: ACCOUNT_MESSAGES.addressUpdated,
      address: { _id: address._id, street: '99 Temple Road', zipcode: '20000', city: 'Colombo' },
    });
    expect((await list(agent))[0]).toMatchObject({ street: '99 Temple Road', zipcode: '20000' });

    const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
    expect(order.address).toMatchObject({ street: COLOMBO.street, zipcode: '00100' });
  });

  it('refuses an invalid or unknown field on edit with 400, naming it, and changes nothing', async () => {
    const { agent } = await registerShopper(test);
    const address = await add(agent);
    for (const body of [{ zip: 'abc' }, { email: 'nope' }, { city: '' }, { userId: 'x' }]) {
      const response = await agent.patch(`/api/address/${address._id}`).send(body);
      expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION });
    }
    expect((await list(agent))[0]).toEqual(address);
  });

  it('deletes an address; a past order delivered to it keeps its snapshot', async () => {
    const { agent } = await registerShopper(test);
    const address = await add(agent, { city: 'Jaffna' });
    const other = await add(agent, { city: 'Galle' });
    await agent
      .post('/api/order/cod')
      .send({ address: address._id, items: [{ product: 'mango', quantity: 2 }] })
      .expect(201);

    const deleted = await agent.delete(`/api/address/${address._id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: ACCOUNT_MESSAGES.addressDeleted });
    expect((await list(agent)).map((a) => a._id)).toEqual([other._id]);

    const [order] = (await agent.get('/api/order/user')).body.orders as Order[];
    expect(order.address).toMatchObject({ city: 'Jaffna', street: COLOMBO.street });
    expect((await agent.delete(`/api/address/${address._id}`)).status).toBe(404);
  });

  it("answers 404 for another shopper's address on every route and changes nothing", async () => {
    const alice = await registerShopper(test);
    const mallory = await registerShopper(test);
    const address = await add(alice.agent, { city: 'Kandy' });
    await add(alice.agent, { city: 'Galle', isDefault: true });
    const before = await list(alice.agent);

    const attempts = [
      mallory.agent.patch(`/api/address/${address._id}`).send({ city: 'Stolen' }),
      mallory.agent.delete(`/api/address/${address._id}`),
      mallory.agent.post(`/api/address/${address._id}/default`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        success: false,
        code: ERROR_CODES.NOT_FOUND,
        message: ACCOUNT_MESSAGES.addressNotFound,
      });
    }
    expect(await list(alice.agent)).toEqual(before);
    expect(await list(mallory.agent)).toEqual([]);
  });

  it('answers 404 for an id that is not an address id', async () => {
    const { agent } = await registerShopper(test);
    expect((await agent.patch('/api/address/not-a-uuid').send({ city: 'X' })).status).toBe(404);
    expect((await agent.delete('/api/address/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
  });

  it('answers 401 without a session and 403 from another origin', async () => {
    const { agent } = await registerShopper(test);
    const address = await add(agent);
    const anonymous = test.http();
    expect((await anonymous.patch(`/api/address/${address._id}`).send({ city: 'X' })).status).toBe(
      401,
    );
    expect((await anonymous.delete(`/api/address/${address._id}`)).status).toBe(401);
    expect((await anonymous.post(`/api/address/${address._id}/default`)).status).toBe(401);
    const foreign = await agent
      .delete(`/api/address/${address._id}`)
      .set('Origin', 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await list(agent)).toHaveLength(1);
  });
});
