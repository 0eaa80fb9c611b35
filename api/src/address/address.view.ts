import type { Address } from '@greencart/contracts';
import type { AddressEntity } from './address.entity.js';

/** The address as the API answers it (`zipcode` a string, and whether it is the default). */
export function toAddressView(entity: AddressEntity): Address {
  return {
    _id: entity.id,
    userId: entity.userId,
    firstName: entity.firstName,
    lastName: entity.lastName,
    email: entity.email,
    phone: entity.phone,
    street: entity.street,
    city: entity.city,
    state: entity.state,
    zipcode: entity.zipcode,
    country: entity.country,
    district: entity.district ?? null,
    landmark: entity.landmark ?? null,
    deliveryInstructions: entity.deliveryInstructions ?? null,
    isDefault: entity.isDefault,
  };
}
