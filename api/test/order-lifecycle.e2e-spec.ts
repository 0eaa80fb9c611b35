import { ERROR_CODES, type Order, type OrderDetail } from '@greencart/contracts';
import type request from 'supertest';
import { COLOMBO } from './support/fixtures.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

describe('order lifecycle (/api/order/…)', () => {
  let test: TestApp;
  let seller: request.Agent;

  /** Places a COD order of `quantity` mangoes and answers it. */
  const placeOrder = (shopper: Shopper, quantity = 1): Promise<Order> =>
    placeCodOrder(shopper, [{ product: 'mango', quantity }]);

  function move(id: string, status: string, extra: object = {}) {
    return seller.post(`/api/order/seller/${id}/status`).send({ status, ...extra });
  }

  beforeAll(async () => {
    test = await startTestApp({ ORDER_RATE_LIMIT_PER_MINUTE: '100' });
    seller = await loginSeller(test);
    await insertProduct(test, { id: 'mango', name: 'Mango', price: 150, offerPrice: 122.4 });
  });
  afterAll(() => test.close());

  describe('order number and address snapshot', () => {
    it('numbers every order GC-000123 and keeps the address as it was', async () => {
      const shopper = await shopperWithAddress(test);
      const first = await placeOrder(shopper);
      const second = await placeOrder(shopper);
      expect(first.number).toMatch(/^GC-\d{6}$/);
      expect(Number(second.number.slice(3))).toBe(Number(first.number.slice(3)) + 1);
      await test.dataSource.query(
        `UPDATE address SET street = 'Moved away', city = 'Kandy' WHERE id = $1`,
        [shopper.addressId],
      );
      const detail = (await shopper.agent.get(`/api/order/user/${first._id}`)).body
        .order as OrderDetail;
      expect(detail.address).toMatchObject({
        _id: shopper.addressId,
        street: COLOMBO.street,
        city: 'Colombo',
        zipcode: '00100',
      });
    });
  });

  describe('pages', () => {
    it('answers the newest page first and a cursor for the next', async () => {
      const shopper = await shopperWithAddress(test);
      const placed = [];
      for (let i = 1; i <= 3; i += 1) placed.push((await placeOrder(shopper, i))._id);
      const page1 = await shopper.agent.get('/api/order/user?limit=2');
      expect(page1.status).toBe(200);
      expect(page1.body.orders.map((o: Order) => o._id)).toEqual([placed[2], placed[1]]);
      expect(page1.body.nextCursor).toEqual(expect.any(String));
      const page2 = await shopper.agent.get(
        `/api/order/user?limit=2&cursor=${encodeURIComponent(page1.body.nextCursor)}`,
      );
      expect(page2.body.orders.map((o: Order) => o._id)).toEqual([placed[0]]);
      expect(page2.body.nextCursor).toBeNull();
      const all = await shopper.agent.get('/api/order/user');
      expect(all.body).toMatchObject({ success: true, nextCursor: null });
      expect(all.body.orders).toHaveLength(3);
    });

    it('lists each order exactly as its own page shows it (lines, products, address, money)', async () => {
      await insertProduct(test, { id: 'lime', name: 'Lime', price: 40, offerPrice: 35.5 });
      const shopper = await shopperWithAddress(test, { name: 'Page Shopper' });
      const listed = await placeCodOrder(shopper, [
        { product: 'mango', quantity: 2 },
        { product: 'lime', quantity: 3, substitution: 'similar' },
      ]);
      const onStaffList = ((await seller.get('/api/order/seller')).body.orders as Order[]).find(
        (o) => o._id === listed._id,
      );
      const { history, timeline, nextStatuses, ...own } = (
        await shopper.agent.get(`/api/order/user/${listed._id}`)
      ).body.order as OrderDetail;
      expect(history).toHaveLength(1);
      expect(timeline).toEqual([{ status: 'Order Placed', at: history[0].at }]);
      expect(nextStatuses).toEqual(['Cancelled']);
      expect(listed).toEqual(own);
      // Staff's list adds what only staff see: a payment to check (none here) and each line's
      // pick tick (docs/ORDERS.md "The packer's queue"); the shopper's views never carry them.
      expect(onStaffList).toEqual({
        ...own,
        paymentCheck: null,
        items: own.items.map((line) => ({ ...line, picked: false, pickedBy: null })),
      });
      expect(own.items[0]).not.toHaveProperty('picked');
      expect(
        listed.items.map((line) => [line.product?.name, line.quantity, line.substitution]),
      ).toEqual([
        ['Mango', 2, 'refund'],
        ['Lime', 3, 'similar'],
      ]);
    });

    it.each([
      ['a forged cursor', 'cursor=not-a-cursor', ERROR_CODES.ORDER_CURSOR_INVALID],
      ['a limit above the cap', 'limit=101', ERROR_CODES.VALIDATION],
      ['a limit of zero', 'limit=0', ERROR_CODES.VALIDATION],
      ['an unknown status filter', 'status=Lost', ERROR_CODES.VALIDATION],
    ])('refuses %s with 400', async (_label, query, code) => {
      const response = await seller.get(`/api/order/seller?${query}`);
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({ success: false, code });
    });
  });

  describe('staff moves', () => {
    it('takes an order from placed to delivered and records each step', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      for (const status of ['Confirmed', 'Packing', 'Out for delivery', 'Delivered']) {
        const response = await move(order._id, status, { note: `to ${status}` });
        expect(response.status).toBe(200);
        expect(response.body.order.status).toBe(status);
      }
      const staffView = (await seller.get(`/api/order/seller/${order._id}`)).body
        .order as OrderDetail;
      expect(staffView.history.map((h) => [h.from, h.to, h.actor])).toEqual([
        [null, 'Order Placed', 'shopper'],
        ['Order Placed', 'Confirmed', 'staff'],
        ['Confirmed', 'Packing', 'staff'],
        ['Packing', 'Out for delivery', 'staff'],
        ['Out for delivery', 'Delivered', 'staff'],
      ]);
      expect(staffView.history[1].note).toBe('to Confirmed');
      expect(staffView.nextStatuses).toEqual([]);
      expect(staffView.customer?.name).toBe('Test Shopper');
      const shopperView = (await shopper.agent.get(`/api/order/user/${order._id}`)).body
        .order as OrderDetail;
      expect(shopperView.status).toBe('Delivered');
      // Staff notes stay with the staff.
      expect(shopperView.history.every((h) => h.note === null)).toBe(true);
    });

    it("shows every change on the seller's very next page, though pages are kept", async () => {
      const shopper = await shopperWithAddress(test);
      const statusOnPage = async (id: string) =>
        ((await seller.get('/api/order/seller')).body.orders as Order[]).find((o) => o._id === id)
          ?.status;
      const order = await placeOrder(shopper);
      expect(await statusOnPage(order._id)).toBe('Order Placed');
      expect((await move(order._id, 'Confirmed')).status).toBe(200);
      expect(await statusOnPage(order._id)).toBe('Confirmed');
      // A new order, and a shopper's own cancel, show at once too.
      const next = await placeOrder(shopper);
      expect(await statusOnPage(next._id)).toBe('Order Placed');
      await shopper.agent.post(`/api/order/user/${next._id}/cancel`).send({});
      expect(await statusOnPage(next._id)).toBe('Cancelled');
    });

    it('refuses a move the table does not allow with 409', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      const skip = await move(order._id, 'Packing');
      expect(skip.status).toBe(409);
      expect(skip.body).toMatchObject({
        success: false,
        code: ERROR_CODES.ORDER_TRANSITION_REFUSED,
        message: 'An order that is Order Placed cannot move to Packing',
      });
    });

    it('lets only one of two staff moving the same order at once win', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      const results = await Promise.all([
        move(order._id, 'Confirmed', { from: 'Order Placed' }),
        move(order._id, 'Confirmed', { from: 'Order Placed' }),
        move(order._id, 'Cancelled', { from: 'Order Placed', note: 'Out of mangoes' }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
      const detail = (await seller.get(`/api/order/seller/${order._id}`)).body.order as OrderDetail;
      expect(detail.history).toHaveLength(2);
    });

    it('answers 409 when the order changed since the staff member saw it', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      await move(order._id, 'Confirmed');
      const stale = await move(order._id, 'Cancelled', { from: 'Order Placed', note: 'x' });
      expect(stale.status).toBe(409);
      expect(stale.body.code).toBe(ERROR_CODES.ORDER_CHANGED);
    });

    it('cancels with a reason the shopper sees, and never a delivered order', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      const noReason = await move(order._id, 'Cancelled');
      expect(noReason.status).toBe(400);
      expect(noReason.body.code).toBe(ERROR_CODES.ORDER_REASON_REQUIRED);
      await move(order._id, 'Confirmed');
      await move(order._id, 'Packing');
      const cancelled = await move(order._id, 'Cancelled', { note: 'No mangoes left today' });
      expect(cancelled.status).toBe(200);
      const seen = (await shopper.agent.get(`/api/order/user/${order._id}`)).body.order;
      expect(seen).toMatchObject({ status: 'Cancelled', cancelReason: 'No mangoes left today' });

      const other = await placeOrder(shopper);
      for (const status of ['Confirmed', 'Packing', 'Out for delivery'])
        await move(other._id, status);
      const late = await move(other._id, 'Cancelled', { note: 'too late' });
      expect(late.status).toBe(409);
      await move(other._id, 'Delivered');
      expect((await move(other._id, 'Cancelled', { note: 'too late' })).status).toBe(409);
    });

    it('refuses staff routes to shoppers and visitors, and answers 404 for unknown orders', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      const byShopper = await shopper.agent
        .post(`/api/order/seller/${order._id}/status`)
        .send({ status: 'Confirmed' });
      expect(byShopper.status).toBe(401);
      expect((await test.http().get(`/api/order/seller/${order._id}`)).status).toBe(401);
      expect((await seller.get('/api/order/seller/not-a-uuid')).status).toBe(404);
      const unknown = await move('00000000-0000-4000-8000-000000000000', 'Confirmed');
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe(ERROR_CODES.ORDER_NOT_FOUND);
      expect((await move(order._id, 'Shipped')).status).toBe(400);
    });
  });

  describe('shopper', () => {
    it('cancels their own order until packing starts', async () => {
      const shopper = await shopperWithAddress(test);
      const order = await placeOrder(shopper);
      await move(order._id, 'Confirmed');
      const cancelled = await shopper.agent.post(`/api/order/user/${order._id}/cancel`).send({});
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.order).toMatchObject({ status: 'Cancelled', nextStatuses: [] });
      expect(cancelled.body.order.history.at(-1)).toMatchObject({
        from: 'Confirmed',
        to: 'Cancelled',
        actor: 'shopper',
      });
      const again = await shopper.agent.post(`/api/order/user/${order._id}/cancel`).send({});
      expect(again.status).toBe(409);

      const packing = await placeOrder(shopper);
      await move(packing._id, 'Confirmed');
      await move(packing._id, 'Packing');
      const late = await shopper.agent.post(`/api/order/user/${packing._id}/cancel`).send({});
      expect(late.status).toBe(409);
      expect(late.body.message).toBe('This order can no longer be cancelled: it is Packing');
    });

    it("never reads or cancels another shopper's order", async () => {
      const owner = await shopperWithAddress(test);
      const other = await shopperWithAddress(test);
      const order = await placeOrder(owner);
      const read = await other.agent.get(`/api/order/user/${order._id}`);
      expect(read.status).toBe(404);
      const cancel = await other.agent.post(`/api/order/user/${order._id}/cancel`).send({});
      expect(cancel.status).toBe(404);
      expect((await test.http().get(`/api/order/user/${order._id}`)).status).toBe(401);
      expect((await owner.agent.get(`/api/order/user/${order._id}`)).body.order.status).toBe(
        'Order Placed',
      );
    });
  });

  describe('seller search and filter', () => {
    it('finds an order by number, customer name and phone, and filters by status', async () => {
      const shopper = await shopperWithAddress(test, {
        name: 'Kamala Wijesinghe',
        address: { phone: '+94 71 555 0199' },
      });
      const order = await placeOrder(shopper);
      const ids = async (query: string) =>
        ((await seller.get(`/api/order/seller?${query}`)).body.orders as Order[]).map((o) => o._id);
      expect(await ids(`q=${order.number}`)).toEqual([order._id]);
      expect(
        await ids(`q=${encodeURIComponent(order.number.toLowerCase().replace(/^gc-0+/, '#'))}`),
      ).toEqual([order._id]);
      expect(await ids('q=wijesinghe')).toEqual([order._id]);
      expect(await ids(`q=${encodeURIComponent('0715550199'.slice(1))}`)).toEqual([order._id]);
      expect(await ids('q=%25')).not.toContain(order._id);
      await move(order._id, 'Confirmed');
      expect(await ids('status=Confirmed&q=wijesinghe')).toEqual([order._id]);
      expect(await ids('status=Packing&q=wijesinghe')).toEqual([]);
    });
  });
});
