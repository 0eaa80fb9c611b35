import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { CartUpdateResponse } from '@greencart/contracts';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { CartService } from './cart.service.js';
import { CartUpdateDto } from './dto/cart-update.dto.js';

@ApiTags('cart')
@Controller('api/cart')
export class CartController {
  constructor(private readonly carts: CartService) {}

  @Post('update')
  @HttpCode(200)
  @UseGuards(UserGuard)
  update(
    @CurrentUserId() userId: string,
    @Body() body: CartUpdateDto,
  ): Promise<CartUpdateResponse> {
    return this.carts.replaceCart(userId, body.cartItems);
  }
}
