import type { Address } from '@greencart/contracts';

/**
 * The bundled sample address (docs/COMPATIBILITY.md): the cart's address list starts with it until
 * the shopper's real addresses load. Its id is not a real address, so ordering with it fails on the
 * server with the server's own message.
 */
export const SAMPLE_ADDRESS: Address = {
  _id: 'sample-address',
  userId: 'sample',
  firstName: 'Sample',
  lastName: 'Shopper',
  email: 'sample@greencart.lk',
  phone: '0771234567',
  street: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  district: 'Colombo',
  zipcode: '00100',
  country: 'Sri Lanka',
};

/** One-line form of an address, as the cart shows it. */
export function formatAddress(address: Address): string {
  return [
    address.street,
    address.city,
    // "Kandy, Kandy" says nothing more.
    address.district === address.city ? null : address.district,
    address.state,
    address.zipcode,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** True for the bundled sample: it is never the shopper's own, so it is shown as an example. */
export function isSampleAddress(address: Address): boolean {
  return address._id === SAMPLE_ADDRESS._id;
}

/**
 * An address as the cart lists it: the sample says it is an example, so a guest never
 * mistakes it for an address of theirs.
 */
export function describeAddress(
  address: Address,
  examplePrefix = 'Example address (not yours)',
): string {
  return isSampleAddress(address)
    ? `${examplePrefix}: ${formatAddress(address)}`
    : formatAddress(address);
}
