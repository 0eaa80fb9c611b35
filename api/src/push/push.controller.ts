import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { MessageResponse, PushKeyResponse } from '@greencart/contracts';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { PushSubscribeDto, PushUnsubscribeDto } from './push.dto.js';
import { PushService } from './push.service.js';

/** Web Push: the key browsers subscribe with, and the shopper's devices (docs/NOTIFICATIONS.md). */
@ApiTags('user')
@Controller('api')
export class PushController {
  constructor(private readonly push: PushService) {}

  /** The VAPID public key (null: push is off); public, as every browser needs it. */
  @Get('push/key')
  key(): PushKeyResponse {
    return { success: true, publicKey: this.push.publicKey() };
  }

  /** Turns push on for this device (its `PushSubscription`). */
  @Post('user/push')
  @HttpCode(200)
  @UseGuards(UserGuard)
  subscribe(
    @CurrentUserId() userId: string,
    @Body() body: PushSubscribeDto,
  ): Promise<MessageResponse> {
    return this.push.subscribe(userId, body);
  }

  /** Turns push off for one of the shopper's own devices. */
  @Delete('user/push')
  @UseGuards(UserGuard)
  unsubscribe(
    @CurrentUserId() userId: string,
    @Body() body: PushUnsubscribeDto,
  ): Promise<MessageResponse> {
    return this.push.unsubscribe(userId, body.endpoint);
  }
}
