/**
 * Length limits and patterns of the form fields the API validates. The forms copy them onto
 * their inputs (`maxLength`, `minLength`, `pattern`) so a browser stops a shopper before the
 * server would refuse the same value.
 */
export const FIELD_LIMITS = {
  personName: 100,
  email: 254,
  passwordMin: 8,
  passwordMax: 72,
  street: 200,
  /** City, state and country. */
  region: 100,
  phoneMax: 20,
  productName: 200,
  productDescriptionLine: 500,
} as const;

/** Phone numbers: optional `+`, then 7–20 digits, spaces, brackets or dashes. */
export const PHONE_PATTERN = '\\+?[0-9 \\(\\)\\-]{7,20}';
/** Postcodes: 3–10 digits. */
export const ZIP_PATTERN = '[0-9]{3,10}';

/**
 * Plain words for a refused field (the dotted `field` of a `COMMON.VALIDATION` failure,
 * without its `address.` prefix). Shown next to the field instead of the validator's text.
 */
export const FIELD_ERROR_WORDS: Readonly<Record<string, string>> = {
  name: 'Enter your name (up to 100 characters)',
  firstName: 'Enter a first name (up to 100 characters)',
  lastName: 'Enter a last name (up to 100 characters)',
  email: 'Enter a valid email address, like name@example.com',
  password: 'Use 8 to 72 characters for your password',
  phone: 'Enter a valid phone number, like +94 77 123 4567',
  street: 'Enter the street (up to 200 characters)',
  city: 'Enter the city (up to 100 characters)',
  state: 'Enter the state or province (up to 100 characters)',
  zip: 'Enter a zip code of 3 to 10 digits',
  zipcode: 'Enter a zip code of 3 to 10 digits',
  country: 'Enter the country (up to 100 characters)',
  category: 'Choose a category',
  price: 'Enter a price greater than zero',
  offerPrice: 'Enter an offer price no higher than the price',
  description: 'Keep each description line under 500 characters',
  images: 'Add 1 to 4 images',
};
