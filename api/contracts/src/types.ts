import type { Category } from './categories.js';
import type { OrderStatus, PaymentType } from './limits.js';

/** Every response carries `success`; failures carry a stable `code` and a human `message`. */
export interface ApiFailure {
  success: false;
  code: string;
  message: string;
  /** Validation failures: the dotted path of the field at fault (`email`, `address.phone`). */
  field?: string;
}

/** A successful response with its payload fields. */
export type ApiSuccess<T extends object = object> = { success: true; message?: string } & T;

export type ApiResponse<T extends object = object> = ApiSuccess<T> | ApiFailure;

/** A product as the API answers it. Money in rupees (at most 2 decimals). */
export interface Product {
  _id: string;
  name: string;
  category: Category;
  price: number;
  offerPrice: number;
  /** Image URLs; the first is the main image. */
  image: string[];
  /** Bullet points. */
  description: string[];
  inStock: boolean;
  weight?: string;
  rating?: number;
  createdAt: string;
  updatedAt: string;
}

/** Map from product id to quantity. */
export type CartItems = Record<string, number>;

/** A user as the API answers it (never the password). */
export interface User {
  _id: string;
  name: string;
  email: string;
  cartItems: CartItems;
}

/** The address fields a shopper types in. */
export interface AddressFields {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  /** A string: Colombo 1 is `00100`. */
  zipcode: string;
  country: string;
}

export interface Address extends AddressFields {
  _id: string;
  userId: string;
}

/** One line of an order: the product as it is now, and what was paid at order time. */
export interface OrderItem {
  product: Product | null;
  quantity: number;
  /** Snapshot at order time. */
  name: string;
  image: string;
  offerPrice: number;
}

export interface Order {
  _id: string;
  userId: string;
  items: OrderItem[];
  /** Total charged, rupees: subtotal + 2 % tax. */
  amount: number;
  address: Address;
  paymentType: PaymentType;
  status: OrderStatus;
  isPaid: boolean;
  createdAt: string;
}

/* ---- requests (spec §7) ---- */

export interface LoginRequest {
  email: string;
  password: string;
}

export interface RegisterRequest extends LoginRequest {
  name: string;
}

export interface CartUpdateRequest {
  cartItems: CartItems;
}

/** `POST /api/address/add`: the form's `zip` is accepted as an alias of `zipcode`. */
export interface AddAddressRequest {
  address: Omit<AddressFields, 'zipcode'> & { zipcode?: string; zip?: string };
}

export interface PlaceOrderRequest {
  /** Ignored by the server: identity comes from the cookie. */
  userId?: string;
  items: { product: string; quantity: number }[];
  /** Address id. */
  address: string;
}

export interface StockRequest {
  id: string;
  inStock: boolean;
}

/** The JSON in the `productData` multipart field of `POST /api/product/add`. */
export interface ProductData {
  name: string;
  description: string[];
  category: Category;
  price: number | string;
  offerPrice: number | string;
}

/* ---- responses (spec §7) ---- */

export type UserResponse = ApiSuccess<{ user: User }>;
export type ProductListResponse = ApiSuccess<{ products: Product[] }>;
export type AddressListResponse = ApiSuccess<{ addresses: Address[] }>;
/** `POST /api/address/add` answers the stored address, so the client can select it. */
export type AddressAddedResponse = ApiSuccess<{ message: string; address: Address }>;
export type OrderListResponse = ApiSuccess<{ orders: Order[] }>;
export type CheckoutResponse = ApiSuccess<{ url: string }>;
export type MessageResponse = ApiSuccess<{ message: string }>;
export type CartUpdateResponse = ApiSuccess<{ message: string; dropped?: string[] }>;
