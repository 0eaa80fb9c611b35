import { MAX_PRODUCT_IMAGES, PASSWORD_MAX_BYTES, PASSWORD_MIN_LENGTH } from './limits.js';
import { ADDRESS_FIELD_WORDS } from './sri-lanka.js';

/**
 * Length limits and patterns of the fields the API validates: the one definition the API's
 * DTOs, the catalogue import and the forms all read. The forms copy them onto their inputs
 * (`maxLength`, `minLength`, `pattern`) so a browser stops a shopper before the server would
 * refuse the same value.
 */
export const FIELD_LIMITS = {
  personName: 100,
  email: 254,
  /** The same numbers as {@link PASSWORD_MIN_LENGTH} and {@link PASSWORD_MAX_BYTES}. */
  passwordMin: PASSWORD_MIN_LENGTH,
  passwordMax: PASSWORD_MAX_BYTES,
  street: 200,
  /** City, state and country. */
  region: 100,
  phoneMax: 20,
  /** Postcodes: digits, at most this many ({@link ZIP_PATTERN}). */
  zipMax: 10,
  productName: 200,
  productDescriptionLine: 500,
  /** Most description lines of one product. */
  productDescriptionLines: 20,
  /** Longest image URL a product keeps (the edit's kept images, the catalogue file's URLs). */
  productImageUrl: 500,
  /** Longest product id (sample short ids and UUIDs). */
  productId: 64,
} as const;

/** Longest weight label ("500 g", "6 × 330 ml"). */
export const MAX_WEIGHT_LENGTH = 50;

/** Phone numbers: optional `+`, then 7–20 digits, spaces, brackets or dashes. */
export const PHONE_PATTERN = `\\+?[0-9 \\(\\)\\-]{7,${FIELD_LIMITS.phoneMax}}`;
/** Postcodes: 3–10 digits. */
export const ZIP_PATTERN = `[0-9]{3,${FIELD_LIMITS.zipMax}}`;
const POSTCODE = new RegExp(`^${ZIP_PATTERN}$`);

/**
 * True when `value` is a postcode the address book keeps ({@link ZIP_PATTERN}, surrounding
 * spaces already trimmed): the one rule of every route that takes a postcode (address book,
 * delivery quote, slot lists).
 */
export function isPostcode(value: unknown): value is string {
  return typeof value === 'string' && POSTCODE.test(value);
}

/** The refusal of a postcode field named `field` (`zip`, `zipcode`, `postcode`). */
export const postcodeMessage = (field: string) =>
  `${field} must be 3 to ${FIELD_LIMITS.zipMax} digits`;

/** Product ids: sample short ids or UUIDs; anything else cannot name a product. */
export const PRODUCT_ID_PATTERN = `[A-Za-z0-9_-]{1,${FIELD_LIMITS.productId}}`;

const PRODUCT_ID = new RegExp(`^${PRODUCT_ID_PATTERN}$`);

/** True when `id` could name a product ({@link PRODUCT_ID_PATTERN}). */
export function isProductId(id: unknown): id is string {
  return typeof id === 'string' && PRODUCT_ID.test(id);
}

/**
 * Plain words for a refused field (the dotted `field` of a `COMMON.VALIDATION` failure,
 * without its `address.` prefix). Shown next to the field instead of the validator's text.
 */
export const FIELD_ERROR_WORDS: Readonly<Record<string, string>> = {
  name: `Enter your name (up to ${FIELD_LIMITS.personName} characters)`,
  firstName: `Enter a first name (up to ${FIELD_LIMITS.personName} characters)`,
  lastName: `Enter a last name (up to ${FIELD_LIMITS.personName} characters)`,
  email: 'Enter a valid email address, like name@example.com',
  password: `Use ${FIELD_LIMITS.passwordMin} to ${FIELD_LIMITS.passwordMax} characters for your password`,
  phone: ADDRESS_FIELD_WORDS.phone,
  street: `Enter the street (up to ${FIELD_LIMITS.street} characters)`,
  city: `Enter the area or town (up to ${FIELD_LIMITS.region} characters)`,
  state: ADDRESS_FIELD_WORDS.state,
  district: ADDRESS_FIELD_WORDS.district,
  landmark: ADDRESS_FIELD_WORDS.landmark,
  deliveryInstructions: ADDRESS_FIELD_WORDS.deliveryInstructions,
  zip: 'Enter a zip code of 3 to 10 digits',
  zipcode: 'Enter a zip code of 3 to 10 digits',
  country: `Enter the country (up to ${FIELD_LIMITS.region} characters)`,
  category: 'Choose a category',
  price: 'Enter a price greater than zero',
  offerPrice: 'Enter an offer price no higher than the price',
  description: `Keep each description line under ${FIELD_LIMITS.productDescriptionLine} characters`,
  images: `Add 1 to ${MAX_PRODUCT_IMAGES} images`,
};
