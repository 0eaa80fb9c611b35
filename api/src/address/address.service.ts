import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ACCOUNT_MESSAGES,
  ADDRESS_MESSAGES,
  districtInProvince,
  ERROR_CODES,
  MAX_ADDRESSES_PER_ACCOUNT,
  type AddressAddedResponse,
  type AddressChangedResponse,
  type AddressListResponse,
  type MessageResponse,
} from '@greencart/contracts';
import type { EntityManager, Repository } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { AddressEntity } from './address.entity.js';
import { toAddressView } from './address.view.js';
import type { AddressInputDto } from './dto/add-address.dto.js';
import type { UpdateAddressDto } from './dto/update-address.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The fields `PATCH` may change (the whitelist of the DTO, without the `zip` alias). */
const EDITABLE = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
] as const;
/** The optional fields `PATCH` may set or clear (null). */
const CLEARABLE = ['district', 'landmark', 'deliveryInstructions'] as const;

/** 400 unless `district` (when given) lies in the province `state`. */
function checkDistrict(district: string | null | undefined, state: string): void {
  if (district && !districtInProvince(district, state)) {
    throw AppError.validation(
      ADDRESS_MESSAGES.districtProvince(district, state),
      'address.district',
    );
  }
}

function addressNotFound(): AppError {
  return new AppError(
    HttpStatus.NOT_FOUND,
    ERROR_CODES.NOT_FOUND,
    ACCOUNT_MESSAGES.addressNotFound,
  );
}

/**
 * A shopper's saved addresses; every query is scoped to the caller, so another shopper's
 * address id answers 404 exactly like an id that does not exist. Changes run under the
 * per-account lock of {@link addAddress}, so the limit and the one default hold under
 * concurrent requests. Orders keep their own snapshot: editing or deleting an address never
 * changes a past order.
 */
@Injectable()
export class AddressService {
  constructor(
    @InjectRepository(AddressEntity) private readonly addresses: Repository<AddressEntity>,
  ) {}

  /**
   * Saves an address, at most {@link MAX_ADDRESSES_PER_ACCOUNT} per account (409 beyond):
   * the count and the insert run under a per-account transaction lock, so concurrent adds
   * cannot overshoot it. The first address, or one sent with `isDefault`, becomes the default.
   */
  async addAddress(userId: string, input: AddressInputDto): Promise<AddressAddedResponse> {
    checkDistrict(input.district, input.state);
    const saved = await this.locked(userId, async (manager) => {
      const count = await manager.count(AddressEntity, { where: { userId } });
      if (count >= MAX_ADDRESSES_PER_ACCOUNT) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.LIMIT_REACHED,
          `You can save at most ${MAX_ADDRESSES_PER_ACCOUNT} addresses`,
        );
      }
      const isDefault = count === 0 || input.isDefault === true;
      if (isDefault) await this.clearDefault(manager, userId);
      return manager.save(
        manager.create(AddressEntity, {
          userId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          street: input.street,
          city: input.city,
          state: input.state,
          // The DTO guarantees one of the two is present and valid.
          zipcode: (input.zipcode ?? input.zip) as string,
          country: input.country,
          district: input.district ?? null,
          landmark: input.landmark ?? null,
          deliveryInstructions: input.deliveryInstructions ?? null,
          isDefault,
        }),
      );
    });
    return { success: true, message: ACCOUNT_MESSAGES.addressAdded, address: toAddressView(saved) };
  }

  /** The caller's addresses, oldest first. */
  async listOwn(userId: string): Promise<AddressListResponse> {
    const rows = await this.addresses.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return { success: true, addresses: rows.map(toAddressView) };
  }

  /** Changes the fields sent (404 unless the address is the caller's). */
  async update(
    userId: string,
    id: string,
    input: UpdateAddressDto,
  ): Promise<AddressChangedResponse> {
    const changes: Partial<AddressEntity> = {};
    const values: Record<string, unknown> = { ...input, zipcode: input.zipcode ?? input.zip };
    for (const key of EDITABLE) {
      const value = values[key];
      // A null is "not sent" (IsOptional lets it through); the columns are NOT NULL.
      if (typeof value === 'string') changes[key] = value;
    }
    for (const key of CLEARABLE) {
      const value = values[key];
      if (typeof value === 'string' || value === null) changes[key] = value;
    }
    const saved = await this.locked(userId, async (manager) => {
      const address = await this.findOwn(manager, userId, id);
      const district = changes.district !== undefined ? changes.district : address.district;
      // An older address keeps whatever `state` it was saved with until it is edited.
      if (changes.district !== undefined || changes.state !== undefined) {
        checkDistrict(district, changes.state ?? address.state);
      }
      if (Object.keys(changes).length === 0) return address;
      await manager.update(AddressEntity, { id: address.id, userId }, changes);
      return { ...address, ...changes };
    });
    return {
      success: true,
      message: ACCOUNT_MESSAGES.addressUpdated,
      address: toAddressView(saved),
    };
  }

  /**
   * Deletes the caller's address (404 unless it is theirs). Orders delivered to it keep their
   * snapshot; their link to the saved row becomes NULL (migration AddressBook).
   */
  async remove(userId: string, id: string): Promise<MessageResponse> {
    await this.locked(userId, async (manager) => {
      const address = await this.findOwn(manager, userId, id);
      await manager.delete(AddressEntity, { id: address.id, userId });
    });
    return { success: true, message: ACCOUNT_MESSAGES.addressDeleted };
  }

  /** Makes the caller's address the default (and no other); 404 unless it is theirs. */
  async makeDefault(userId: string, id: string): Promise<AddressChangedResponse> {
    const saved = await this.locked(userId, async (manager) => {
      const address = await this.findOwn(manager, userId, id);
      await this.clearDefault(manager, userId);
      await manager.update(AddressEntity, { id: address.id, userId }, { isDefault: true });
      return { ...address, isDefault: true };
    });
    return {
      success: true,
      message: ACCOUNT_MESSAGES.addressDefault,
      address: toAddressView(saved),
    };
  }

  /** Runs `work` in a transaction holding the account's address lock. */
  private locked<T>(userId: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.addresses.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`address:${userId}`]);
      return work(manager);
    });
  }

  private async findOwn(
    manager: EntityManager,
    userId: string,
    id: string,
  ): Promise<AddressEntity> {
    const address = UUID.test(id)
      ? await manager.findOne(AddressEntity, { where: { id, userId } })
      : null;
    if (!address) throw addressNotFound();
    return address;
  }

  private async clearDefault(manager: EntityManager, userId: string): Promise<void> {
    await manager.update(AddressEntity, { userId, isDefault: true }, { isDefault: false });
  }
}
