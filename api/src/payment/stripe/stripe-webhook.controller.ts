import { Controller, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { ProviderNotification } from '../../common/origin-check.js';
import { NotificationInbox } from '../notification-inbox.js';

/**
 * Stripe's webhook, at the path Stripe's dashboard was given (under `/api/order` for that
 * reason). No cookie guard and no Origin check ({@link ProviderNotification}): Stripe calls it
 * server to server and signs every body. The API-wide body limit (256 KB) answers 413 above it.
 */
@ApiTags('order')
@Controller('api/order/stripe')
export class StripeWebhookController {
  constructor(private readonly inbox: NotificationInbox) {}

  @Post('webhook')
  @HttpCode(200)
  @ProviderNotification()
  @ApiOperation({
    summary: "Stripe's webhook (called by Stripe, not by a browser)",
    description:
      'The raw event body as Stripe sent it, signed in the `Stripe-Signature` header with ' +
      '`STRIPE_WEBHOOK_SECRET`; no cookie and no Origin check. A replayed event is answered ' +
      'without being processed again. 503 while online payment is not configured.',
  })
  @ApiOkResponse({ description: '{ success, message } (processed, or already processed)' })
  @ApiBadRequestResponse({ description: 'Signature missing or not valid: Stripe retries' })
  receive(@Req() request: RawBodyRequest<FastifyRequest>): Promise<MessageResponse> {
    return this.inbox.receive({ rawBody: request.rawBody, headers: request.headers });
  }
}
