import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { AddressAddedResponse, AddressListResponse } from '@greencart/contracts';
import type { Repository } from 'typeorm';
import { AddressEntity } from './address.entity.js';
import { toAddressView } from './address.view.js';
import type { AddressInputDto } from './dto/add-address.dto.js';

/** A shopper's saved addresses; every query is scoped to the caller. */
@Injectable()
export class AddressService {
  constructor(
    @InjectRepository(AddressEntity) private readonly addresses: Repository<AddressEntity>,
  ) {}

  async addAddress(userId: string, input: AddressInputDto): Promise<AddressAddedResponse> {
    const saved = await this.addresses.save(
      this.addresses.create({
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
    return { success: true, message: 'Address added successfully', address: toAddressView(saved) };
  }

  /** The caller's addresses, oldest first. */
  async listOwn(userId: string): Promise<AddressListResponse> {
    const rows = await this.addresses.find({ where: { userId }, order: { createdAt: 'ASC' } });
    return { success: true, addresses: rows.map(toAddressView) };
  }
}
