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

/**
 * `count` shoppers with an address, registered a batch at a time (their password hashing
 * overlaps, as real sign-ups would) rather than one after another.
 */
export async function shoppersWithAddress(test: TestApp, count: number): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  while (shoppers.length < count) {
    const batch = Math.min(10, count - shoppers.length);
    shoppers.push(
      ...(await Promise.all(Array.from({ length: batch }, () => shopperWithAddress(test)))),
    );
  }
  return shoppers;
}
