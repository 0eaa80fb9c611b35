import type { AddressFields } from '@greencart/contracts';

/** The form's fields: the contract's address fields with the postcode named `zip` (spec §3). */
export type AddressFormValues = Omit<AddressFields, 'zipcode'> & { zip: string };

export const EMPTY_ADDRESS_FORM: AddressFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  country: '',
};

/** The form's values as the stored address fields (`zip` → `zipcode`, text trimmed). */
export function toAddressFields({ zip, ...rest }: AddressFormValues): AddressFields {
  const trimmed = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, v.trim()])) as Omit<
    AddressFields,
    'zipcode'
  >;
  return { ...trimmed, zipcode: zip.trim() };
}
