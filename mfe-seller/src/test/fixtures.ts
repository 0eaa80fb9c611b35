import type { Address, Order, Product } from '@greencart/contracts';

/** A product as the API answers it. */
export function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    _id: 'p1',
    name: 'Fresh Apples',
    category: 'Fruits',
    price: 500,
    offerPrice: 450,
    image: ['/uploads/apples.webp'],
    description: ['Crisp', 'Sweet'],
    inStock: true,
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** The sample address of Colombo 1. */
export function anAddress(overrides: Partial<Address> = {}): Address {
  return {
    _id: 'a1',
    userId: 'u1',
    firstName: 'Nimal',
    lastName: 'Perera',
    email: 'nimal@example.com',
    phone: '0771234567',
    street: '12 Galle Road',
    city: 'Colombo',
    state: 'Western',
    zipcode: '00100',
    country: 'Sri Lanka',
    ...overrides,
  };
}

/** An order as `GET /api/order/seller` answers it (items and address populated). */
export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: 'o1',
    userId: 'u1',
    items: [
      {
        product: aProduct(),
        quantity: 3,
        name: 'Fresh Apples',
        image: '/uploads/apples.webp',
        offerPrice: 122.4,
        substitution: 'refund',
        orderedQuantity: null,
        substitutedFrom: null,
      },
    ],
    amount: 374.54,
    address: anAddress(),
    paymentType: 'COD',
    status: 'Order Placed',
    number: 'GC-000001',
    cancelReason: null,
    refund: null,
    isPaid: false,
    cashCollected: null,
    createdAt: '2026-11-21T12:00:00.000Z',
    ...overrides,
  };
}

/** The API's answer for an unauthenticated seller check. */
export const NOT_SELLER = {
  status: 401,
  body: { success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'Not authorized' },
};

/** The API's answer for a valid seller session. */
export const IS_SELLER = { body: { success: true, name: 'Olga', role: 'owner' } };
