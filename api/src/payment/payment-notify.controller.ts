import { Controller, HttpCode, Param, Post, Req, type RawBodyRequest } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { MessageResponse } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { ProviderNotification } from '../common/origin-check.js';
import { NotificationInbox } from './notification-inbox.js';

/**
 * Notifications of a payment provider that calls back to a URL the shop gives it with each
 * payment page: `POST /api/payment/<provider id>/notify`. No cookie
 * guard and no Origin check ({@link ProviderNotification}): the provider calls it server to server and
 * signs every notification, which its adapter verifies before reading anything else. The body
 * is form-encoded or JSON, kept as sent (body-parsers.ts).
 */
@ApiTags('payment')
@Controller('api/payment')
export class PaymentNotifyController {
  constructor(private readonly inbox: NotificationInbox) {}

  @Post(':provider/notify')
  @HttpCode(200)
  @ProviderNotification()
  @ApiOperation({
    summary: "A payment provider's notification (called by the provider, not by a browser)",
    description:
      'The body as the provider sent it (form-encoded or JSON), signed as its adapter checks; ' +
      'no cookie and no Origin check. A replayed notification is answered ' +
      'without being processed again. 503 while online payment is not configured.',
  })
  @ApiOkResponse({ description: '{ success, message } (processed, or already processed)' })
  @ApiBadRequestResponse({ description: 'Signature missing or not valid' })
  @ApiNotFoundResponse({ description: 'Not the configured provider' })
  receive(
    @Param('provider') provider: string,
    @Req() request: RawBodyRequest<FastifyRequest>,
  ): Promise<MessageResponse> {
    return this.inbox.receiveFor(provider, {
      rawBody: request.rawBody,
      headers: request.headers,
    });
  }
}
