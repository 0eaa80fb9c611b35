import { Controller, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { BuyAgainResponse } from '@greencart/contracts';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { BuyAgainService } from './buy-again.service.js';

@ApiTags('order')
@Controller('api/order/user')
@UseGuards(UserGuard)
export class BuyAgainController {
  constructor(private readonly buyAgain: BuyAgainService) {}

  /** Adds the order's lines that can still be bought to the saved cart (404 unless it is the caller's). */
  @Post(':id/buy-again')
  @HttpCode(200)
  add(@CurrentUserId() userId: string, @Param('id') id: string): Promise<BuyAgainResponse> {
    return this.buyAgain.buyAgain(userId, id);
  }
}
