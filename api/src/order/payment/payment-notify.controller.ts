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
import { PaymentNotificationsService } from './payment-notifications.service.js';

/**
 * Notifications of a payment provider that calls back to a URL the shop gives it with each
 * payment page (PayHere's `notify_url`): `POST /api/payment/<provider id>/notify`. No cookie
 * guard and no Origin check (`isNotificationPath`): the provider calls it server to server and
 * signs every notification, which its adapter verifies before reading anything else. The body
 * is form-encoded or JSON, kept as sent (body-parsers.ts).
 */
@ApiTags('payment')
@Controller('api/payment')
export class PaymentNotifyController {
  constructor(private readonly notifications: PaymentNotificationsService) {}

  @Post(':provider/notify')
  @HttpCode(200)
  @ApiOperation({
    summary: "A payment provider's notification (called by the provider, not by a browser)",
    description:
      'The body as the provider sent it (PayHere: form-encoded, signed by `md5sig` with the ' +
      'merchant secret); no cookie and no Origin check. A replayed notification is answered ' +
      'without being processed again. 503 while online payment is not configured.',
  })
  @ApiOkResponse({ description: '{ success, message } (processed, or already processed)' })
  @ApiBadRequestResponse({ description: 'Signature missing or not valid' })
  @ApiNotFoundResponse({ description: 'Not the configured provider' })
  receive(
    @Param('provider') provider: string,
    @Req() request: RawBodyRequest<FastifyRequest>,
  ): Promise<MessageResponse> {
    return this.notifications.receiveFor(provider, {
      rawBody: request.rawBody,
      headers: request.headers,
    });
  }
}
