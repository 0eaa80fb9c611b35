import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { AddressAddedResponse, AddressListResponse } from '@greencart/contracts';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { AddressService } from './address.service.js';
import { AddAddressDto } from './dto/add-address.dto.js';

@ApiTags('address')
@Controller('api/address')
@UseGuards(UserGuard)
export class AddressController {
  constructor(private readonly addresses: AddressService) {}

  @Post('add')
  @HttpCode(201)
  add(@CurrentUserId() userId: string, @Body() body: AddAddressDto): Promise<AddressAddedResponse> {
    return this.addresses.addAddress(userId, body.address);
  }

  @Get('get')
  list(@CurrentUserId() userId: string): Promise<AddressListResponse> {
    return this.addresses.listOwn(userId);
  }
}
