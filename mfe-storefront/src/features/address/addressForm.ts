import {
  districtNamed,
  provinceNamed,
  type Address,
  type AddressFields,
  type User,
} from '@greencart/contracts';

/**
 * The form's fields: the contract's address fields with the postcode named `zip`, every one a
 * string (district, landmark and instructions empty when not given). `state` is the province,
 * `city` the area or town.
 */
export interface AddressFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  district: string;
  zip: string;
  country: string;
  landmark: string;
  deliveryInstructions: string;
}

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  district: '',
  zip: '',
  country: '',
  landmark: '',
  deliveryInstructions: '',
};

/** The country a new address starts with: the shop delivers in Sri Lanka. */
export const DEFAULT_COUNTRY = 'Sri Lanka';

/** Lower-case words that begin a family name ("de Silva", "van der Berg"), kept with it. */
const SURNAME_PARTICLES = new Set(['de', 'da', 'del', 'der', 'di', 'du', 'la', 'le', 'van', 'von']);

/**
 * An account name as first and last name: one word is a first name only; otherwise the last
 * word is the last name, together with the particles before it ("Nimal de Silva" → "Nimal",
 * "de Silva"), and the rest is the first name ("Mary Ann Perera" → "Mary Ann", "Perera").
 */
export function splitName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1])) start -= 1;
  return { firstName: words.slice(0, start).join(' '), lastName: words.slice(start).join(' ') };
}

/**
 * A new address for this account: its name and email filled in (the shopper corrects them when
 * the parcel goes to someone else) and the country set to Sri Lanka.
 */
export function newAddressForm(user: Pick<User, 'name' | 'email'>): AddressFormValues {
  return {
    ...EMPTY_ADDRESS_FORM,
    ...splitName(user.name),
    email: user.email,
    country: DEFAULT_COUNTRY,
  };
}

/**
 * The form's values as the stored address fields (`zip` → `zipcode`, text trimmed). An empty
 * district, landmark or instructions is sent as null: none (and, when editing, cleared).
 */
export function toAddressFields({ zip, ...rest }: AddressFormValues): AddressFields {
  const trimmed = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, v.trim()]),
  ) as unknown as Omit<AddressFormValues, 'zip'>;
  return {
    ...trimmed,
    district: trimmed.district || null,
    landmark: trimmed.landmark || null,
    deliveryInstructions: trimmed.deliveryInstructions || null,
    zipcode: zip.trim(),
  };
}

/**
 * A saved address as the form's values. A province or district saved in other words
 * ("Western Province") is shown as the list's name; one not on the lists is left for the
 * shopper to choose.
 */
export function formValuesOf(address: Address): AddressFormValues {
  const { firstName, lastName, email, phone, street, city, country, zipcode } = address;
  return {
    firstName,
    lastName,
    email,
    phone,
    street,
    city,
    state: provinceNamed(address.state) ?? '',
    district: districtNamed(address.district ?? '') ?? '',
    zip: zipcode,
    country,
    landmark: address.landmark ?? '',
    deliveryInstructions: address.deliveryInstructions ?? '',
  };
}

/** The address form opened from My Addresses: saving it leads back there, not to the cart. */
export const ADD_ADDRESS_FROM_BOOK = '/add-address?from=addresses';
