import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  MAX_ADDRESSES_PER_ACCOUNT,
  type AddressAddedResponse,
  type AddressListResponse,
} from '@greencart/contracts';
import type { Repository } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { AddressEntity } from './address.entity.js';
import { toAddressView } from './address.view.js';
import type { AddressInputDto } from './dto/add-address.dto.js';

/** A shopper's saved addresses; every query is scoped to the caller. */
@Injectable()
export class AddressService {
  constructor(
    @InjectRepository(AddressEntity) private readonly addresses: Repository<AddressEntity>,
  ) {}

  /**
   * Saves an address, at most {@link MAX_ADDRESSES_PER_ACCOUNT} per account (409 beyond):
   * the count and the insert run under a per-account transaction lock, so concurrent adds
   * cannot overshoot it.
   */
  async addAddress(userId: string, input: AddressInputDto): Promise<AddressAddedResponse> {
    const saved = await this.addresses.manager.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`address:${userId}`]);
      const count = await manager.count(AddressEntity, { where: { userId } });
      if (count >= MAX_ADDRESSES_PER_ACCOUNT) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.LIMIT_REACHED,
          `You can save at most ${MAX_ADDRESSES_PER_ACCOUNT} addresses`,
        );
      }
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
        }),
      );
    });
    return { success: true, message: 'Address added successfully', address: toAddressView(saved) };
  }

  /** The caller's addresses, oldest first. */
  async listOwn(userId: string): Promise<AddressListResponse> {
    const rows = await this.addresses.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return { success: true, addresses: rows.map(toAddressView) };
  }
}
