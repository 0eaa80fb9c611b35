import type request from 'supertest';
import { COLOMBO } from './fixtures.js';
import { registerShopper, type TestApp } from './test-app.js';

/** A registered shopper with one saved address. */
export interface Shopper {
  agent: request.Agent;
  userId: string;
  email: string;
  addressId: string;
}

/**
 * Registers a shopper and saves one address: COLOMBO, with `address` fields replacing its own.
 */
export async function shopperWithAddress(
  test: TestApp,
  options: { name?: string; address?: Partial<typeof COLOMBO> } = {},
): Promise<Shopper> {
  const { agent, userId, email } = await registerShopper(test, options.name);
  await agent.post('/api/address/add').send({ address: { ...COLOMBO, ...options.address } });
  const addresses = (await agent.get('/api/address/get')).body.addresses as { _id: string }[];
  return { agent, userId, email, addressId: addresses[0]._id };
}
