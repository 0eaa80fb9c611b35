import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { MessageResponse } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { PaymentWebhookService } from './payment-webhook.service.js';

/**
 * Stripe's webhook. No cookie guard and no Origin check (`ORIGIN_EXEMPT_PATHS`): Stripe calls
 * it server to server and signs every body. The API-wide body limit (256 KB) answers 413 above it.
 */
@Controller('api/order/stripe')
export class PaymentWebhookController {
  constructor(private readonly webhooks: PaymentWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  receive(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<MessageResponse> {
    return this.webhooks.receive(request.rawBody, signature);
  }
}
