import { Body, Controller, Get, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CheckoutResponse, MessageResponse, OrderListResponse } from '@greencart/contracts';
import { SellerGuard, UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { PlaceOrderDto } from './dto/place-order.dto.js';
import { OrderService } from './order.service.js';

@ApiTags('order')
@Controller('api/order')
export class OrderController {
  constructor(private readonly orders: OrderService) {}

  @Post('cod')
  @HttpCode(201)
  @UseGuards(UserGuard)
  placeCash(
    @CurrentUserId() userId: string,
    @Body() body: PlaceOrderDto,
  ): Promise<MessageResponse> {
    return this.orders.placeCashOrder(userId, body);
  }

  @Post('stripe')
  @HttpCode(201)
  @UseGuards(UserGuard)
  placeOnline(
    @CurrentUserId() userId: string,
    @Body() body: PlaceOrderDto,
    @Headers('origin') origin?: string,
  ): Promise<CheckoutResponse> {
    return this.orders.placeOnlineOrder(userId, body, origin);
  }

  @Get('user')
  @UseGuards(UserGuard)
  listOwn(@CurrentUserId() userId: string): Promise<OrderListResponse> {
    return this.orders.listOwn(userId);
  }

  @Get('seller')
  @UseGuards(SellerGuard)
  listAll(): Promise<OrderListResponse> {
    return this.orders.listAll();
  }
}
