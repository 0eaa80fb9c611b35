import {
  DEFAULT_SHOP_PROFILE,
  STACKING_RULE,
  type Address,
  type Product,
  type User,
} from '@greencart/contracts';
import type { RuntimeConfig } from '@greencart/shared-ui';

export const TEST_CONFIG: RuntimeConfig = {
  apiUrl: 'http://api.test',
  remotes: {},
  onlinePayment: true,
};

/** A product with sensible defaults; override what the test is about. */
export function product(overrides: Partial<Product> & Pick<Product, '_id' | 'name'>): Product {
  return {
    category: 'Vegetables',
    price: 100,
    offerPrice: 80,
    image: [`/uploads/${overrides._id}.webp`],
    description: ['Fresh and crisp'],
    inStock: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const PRODUCTS: Product[] = [
  product({
    _id: 'tomato',
    name: 'Tomato 1 kg',
    category: 'Vegetables',
    price: 150,
    offerPrice: 122.4,
    weight: '1 kg',
  }),
  product({
    _id: 'carrot',
    name: 'Carrot 500g',
    category: 'Vegetables',
    price: 60,
    offerPrice: 45.5,
  }),
  product({
    _id: 'apple',
    name: 'Red Apple 1 kg',
    category: 'Fruits',
    price: 400,
    offerPrice: 350,
  }),
  product({
    _id: 'banana',
    name: 'Banana',
    category: 'Fruits',
    price: 90,
    offerPrice: 70,
    inStock: false,
  }),
  product({ _id: 'cola', name: 'Cola 1.5L', category: 'Drinks', price: 300, offerPrice: 280 }),
];

export const USER: User = { _id: 'u1', name: 'Nimal', email: 'nimal@example.com', cartItems: {} };

export const ADDRESS: Address = {
  _id: 'a1',
  userId: 'u1',
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.com',
  phone: '0771234567',
  street: '5 Lake Road',
  city: 'Kandy',
  state: 'Central',
  zipcode: '20000',
  country: 'Sri Lanka',
};

/** `GET /api/delivery/quote` of the default configuration: one free zone everywhere. */
export const DEFAULT_DELIVERY_QUOTE = {
  body: {
    success: true,
    postcode: '20000',
    zone: {
      name: 'Everywhere',
      fee: 0,
      freeDeliveryFrom: null,
      minimumOrder: 0,
      expressOffered: false,
    },
  },
};

/** `GET /api/shop/settings` of the default configuration (tolerance 10 %, today's texts). */
export const SHOP_SETTINGS = {
  body: {
    success: true,
    settings: {
      ...DEFAULT_SHOP_PROFILE,
      weightTolerancePercent: 10,
      locale: 'en-LK',
      timeZone: 'Asia/Colombo',
    },
  },
};

/** The product list route answering {@link PRODUCTS}. */
export const PRODUCT_LIST = { body: { success: true, products: PRODUCTS } };
/** The session check of a visitor who is not logged in. */
export const NOT_LOGGED_IN = {
  status: 401,
  body: { success: false, code: 'AUTH.NOT_AUTHENTICATED', message: 'Not authorized' },
};

/** `GET /api/deals` with no live deal (docs/PROMOTIONS.md). */
export const NO_DEALS = { body: { success: true, deals: [], stackingRule: STACKING_RULE } };

/** `POST /api/cart/quote` with no live promotion (docs/PROMOTIONS.md). */
export const NO_PROMOTIONS_QUOTE = (body: unknown) => ({
  body: {
    success: true,
    quote: {
      lines: ((body as { items?: { product: string }[] })?.items ?? []).map((i) => ({
        product: i.product,
        discount: 0,
      })),
      discount: 0,
      freeDelivery: false,
      applied: [],
      stackingRule: STACKING_RULE,
      code: null,
      codeRefusal: null,
      nearly: [],
    },
  },
});
