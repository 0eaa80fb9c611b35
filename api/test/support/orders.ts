import type { Order } from '@greencart/contracts';
import type request from 'supertest';
import {
  SHOP_ORIGIN,
  orderRow,
  sessionOf,
  type FakeSession,
  type StripeTestApp,
} from './fake-stripe.js';
import type { Shopper } from './shoppers.js';

/** One line of an order as the checkout sends it. */
export interface OrderLine {
  product: string;
  quantity: number;
  substitution?: 'refund' | 'similar';
}

/** Places a cash-on-delivery order of `items` to the shopper's address; answers it. */
export async function placeCodOrder(shopper: Shopper, items: OrderLine[]): Promise<Order> {
  const placed = await shopper.agent
    .post('/api/order/cod')
    .send({ address: shopper.addressId, items });
  expect(placed.status).toBe(201);
  // The shopper's newest order comes first.
  const [order] = (await shopper.agent.get('/api/order/user')).body.orders as Order[];
  return order;
}

/** Moves an order through `statuses` in turn as staff; every move must be accepted. */
export async function moveOrder(
  seller: request.Agent,
  orderId: string,
  statuses: string[],
): Promise<void> {
  for (const status of statuses) {
    const moved = await seller.post(`/api/order/seller/${orderId}/status`).send({ status });
    expect(moved.status).toBe(200);
  }
}

/** An online order of `items`, placed from the shop and not paid yet, with its Checkout Session. */
export async function placeOnlineOrder(
  env: StripeTestApp,
  shopper: Shopper,
  items: OrderLine[],
): Promise<{ orderId: string; session: FakeSession }> {
  const response = await shopper.agent
    .post('/api/order/stripe')
    .set('Origin', SHOP_ORIGIN)
    .send({ address: shopper.addressId, items });
  expect(response.status).toBe(201);
  const session = sessionOf(env.fake, response.body.url as string);
  return { orderId: session.metadata.orderId, session };
}

/** An online order of `items` paid on the fake's checkout page, its webhook delivered and stored. */
export async function paidOnlineOrder(
  env: StripeTestApp,
  shopper: Shopper,
  items: OrderLine[],
): Promise<{ orderId: string; session: FakeSession; paymentIntent: string }> {
  const { orderId, session } = await placeOnlineOrder(env, shopper, items);
  const delivery = await env.fake.pay(session.id);
  expect(delivery.status).toBe(200);
  expect((await orderRow(env.test, orderId)).isPaid).toBe(true);
  const paymentIntent = env.fake.sessions.get(session.id)?.payment_intent ?? '';
  return { orderId, session, paymentIntent };
}
