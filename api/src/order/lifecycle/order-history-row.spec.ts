import { historyRow } from './order-transitions.js';

// One builder for the history row of every change (a move in one statement, a move or note in
// a transaction, a new order): its columns come from the change and nothing else.
describe('historyRow', () => {
  it('takes the order, both statuses, the actor and the note of the change', () => {
    expect(
      historyRow({
        order: { id: 'o1' },
        from: 'Order Placed',
        to: 'Cancelled',
        actor: 'staff',
        note: 'Out of stock',
      }),
    ).toEqual({
      orderId: 'o1',
      fromStatus: 'Order Placed',
      toStatus: 'Cancelled',
      actor: 'staff',
      note: 'Out of stock',
    });
  });

  it("writes a new order's first row from no status", () => {
    expect(
      historyRow({
        order: { id: 'o2' },
        from: null,
        to: 'Order Placed',
        actor: 'shopper',
        note: null,
      }),
    ).toEqual({
      orderId: 'o2',
      fromStatus: null,
      toStatus: 'Order Placed',
      actor: 'shopper',
      note: null,
    });
  });
});
