import { Controller, Get, Inject, Optional } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { PaymentOptionsResponse } from '@greencart/contracts';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

/** What the cart may offer besides cash on delivery: the configured provider, by name. */
@ApiTags('payment')
@Controller('api/payment')
export class PaymentOptionsController {
  constructor(
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  @Get('options')
  @ApiOperation({
    summary: 'The card payment the shop takes, if any',
    description:
      '`online` is null without a payment provider (cash on delivery only); else the name the ' +
      'shopper reads and whether it can hold a card for weighed items.',
  })
  @ApiOkResponse({ description: '{ success, online: { provider, holds } | null }' })
  options(): PaymentOptionsResponse {
    const provider = this.provider;
    return {
      success: true,
      online: provider ? { provider: provider.name, holds: provider.holds } : null,
    };
  }
}
