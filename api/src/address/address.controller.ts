import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Patch,
  Post,
  UseGuards,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type {
  AddressAddedResponse,
  AddressChangedResponse,
  AddressListResponse,
  MessageResponse,
} from '@greencart/contracts';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { AddressService } from './address.service.js';
import { AddAddressDto } from './dto/add-address.dto.js';
import { UpdateAddressDto } from './dto/update-address.dto.js';

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

  /** Edits the caller's address; another shopper's id answers 404 and changes nothing. */
  @Patch(':id')
  update(
    @CurrentUserId() userId: string,
    @Param('id') id: string,
    @Body() body: UpdateAddressDto,
  ): Promise<AddressChangedResponse> {
    return this.addresses.update(userId, id, body);
  }

  @Delete(':id')
  remove(@CurrentUserId() userId: string, @Param('id') id: string): Promise<MessageResponse> {
    return this.addresses.remove(userId, id);
  }

  /** Makes it the address the cart chooses first. */
  @Post(':id/default')
  @HttpCode(200)
  makeDefault(
    @CurrentUserId() userId: string,
    @Param('id') id: string,
  ): Promise<AddressChangedResponse> {
    return this.addresses.makeDefault(userId, id);
  }
}
