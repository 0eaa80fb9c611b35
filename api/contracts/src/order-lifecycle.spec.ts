import {
  OPEN_ORDER_STATUSES,
  ORDER_ACTORS,
  ORDER_STATUSES,
  canTransition,
  formatOrderNumber,
  nextStatuses,
  parseOrderNumber,
  shopperMayCancel,
  timelineOf,
  type OrderActor,
  type OrderStatus,
} from './order-lifecycle.js';

/** The lifecycle written out by hand, pair by pair: the table must say exactly this. */
const ALLOWED: ReadonlyArray<[OrderStatus, OrderStatus, OrderActor]> = [
  ['Order Placed', 'Confirmed', 'staff'],
  ['Order Placed', 'Cancelled', 'shopper'],
  ['Order Placed', 'Cancelled', 'staff'],
  ['Order Placed', 'Cancelled', 'system'],
  ['Confirmed', 'Packing', 'staff'],
  ['Confirmed', 'Cancelled', 'shopper'],
  ['Confirmed', 'Cancelled', 'staff'],
  // A weighed order's card authorisation lapsed before it was packed.
  ['Confirmed', 'Cancelled', 'system'],
  ['Packing', 'Out for delivery', 'staff'],
  ['Packing', 'Cancelled', 'staff'],
  ['Packing', 'Cancelled', 'system'],
  ['Out for delivery', 'Delivered', 'staff'],
  ['Cancelled', 'Order Placed', 'system'],
];

const key = (from: string, to: string, actor: string) => `${from} → ${to} by ${actor}`;
const allowed = new Set(ALLOWED.map(([from, to, actor]) => key(from, to, actor)));

const everyPair = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.flatMap((to) =>
    ORDER_ACTORS.map((actor) => [from, to, actor] as [OrderStatus, OrderStatus, OrderActor]),
  ),
);

describe('canTransition', () => {
  it.each(everyPair.filter(([f, t, a]) => allowed.has(key(f, t, a))))(
    'allows %s → %s by %s',
    (from, to, actor) => {
      expect(canTransition(from, to, actor)).toBe(true);
    },
  );

  it.each(everyPair.filter(([f, t, a]) => !allowed.has(key(f, t, a))))(
    'refuses %s → %s by %s',
    (from, to, actor) => {
      expect(canTransition(from, to, actor)).toBe(false);
    },
  );

  it('never lets the shopper move an order forward', () => {
    for (const from of ORDER_STATUSES) {
      expect(nextStatuses(from, 'shopper').filter((s) => s !== 'Cancelled')).toEqual([]);
    }
  });
});

describe('nextStatuses', () => {
  it('offers staff the next step and cancelling until out for delivery', () => {
    expect(nextStatuses('Order Placed', 'staff')).toEqual(['Confirmed', 'Cancelled']);
    expect(nextStatuses('Packing', 'staff')).toEqual(['Out for delivery', 'Cancelled']);
    expect(nextStatuses('Out for delivery', 'staff')).toEqual(['Delivered']);
    expect(nextStatuses('Delivered', 'staff')).toEqual([]);
    expect(nextStatuses('Cancelled', 'staff')).toEqual([]);
  });

  it('lets the shopper cancel only until packing starts', () => {
    expect(ORDER_STATUSES.filter(shopperMayCancel)).toEqual(['Order Placed', 'Confirmed']);
  });

  it('counts every status but Delivered and Cancelled as open', () => {
    expect(OPEN_ORDER_STATUSES).toEqual([
      'Order Placed',
      'Confirmed',
      'Packing',
      'Out for delivery',
    ]);
  });
});

describe('order numbers', () => {
  it('formats six digits after GC-', () => {
    expect(formatOrderNumber(123)).toBe('GC-000123');
    expect(formatOrderNumber(1234567)).toBe('GC-1234567');
  });

  it.each([
    ['GC-000123', 123],
    ['gc-123', 123],
    ['#42', 42],
    [' 000042 ', 42],
  ])('reads %p as %p', (text, n) => {
    expect(parseOrderNumber(text)).toBe(n);
  });

  it.each(['', 'GC-', 'GC-0', 'Nimal', '12a', 'GC-1e5'])('reads %p as no number', (text) => {
    expect(parseOrderNumber(text)).toBeNull();
  });
});

describe('the timeline', () => {
  const at = (minute: number) => `2026-03-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

  it('keeps when each step began, whatever packing changes follow', () => {
    const steps = timelineOf([
      { from: null, to: 'Order Placed', at: at(0) },
      { from: 'Order Placed', to: 'Confirmed', at: at(5) },
      { from: 'Confirmed', to: 'Packing', at: at(10) },
      { from: 'Packing', to: 'Packing', at: at(20) },
      { from: 'Packing', to: 'Packing', at: at(25) },
      { from: 'Packing', to: 'Cancelled', at: at(30) },
    ]);
    expect(steps).toEqual([
      { status: 'Order Placed', at: at(0) },
      { status: 'Confirmed', at: at(5) },
      { status: 'Packing', at: at(10) },
      { status: 'Cancelled', at: at(30) },
    ]);
  });
});
