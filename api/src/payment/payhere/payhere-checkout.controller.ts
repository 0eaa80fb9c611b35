import { Controller, Get, HttpStatus, Inject, Optional, Param, Query, Res } from '@nestjs/common';
import {
  ApiGoneResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { ERROR_CODES } from '@greencart/contracts';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../common/app-error.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from '../payment-provider.js';
import { EXPIRED_PAGE_CSP, checkoutPage, expiredPage, openForm } from './payhere-checkout-page.js';
import { PayHerePaymentProvider } from './payhere-payment-provider.js';

/**
 * The page `POST /api/order/stripe` sends a PayHere shopper to (payhere-checkout-page.ts): it
 * posts the signed form to PayHere's hosted page. Answers 404 unless PayHere is the provider
 * and the token was sealed by this shop for this order; a page past its time says so and
 * links back to the order instead of sending anything.
 */
@ApiTags('payment')
@Controller('api/payment/payhere')
export class PayHereCheckoutController {
  constructor(
    @Optional() @Inject(PAYMENT_PROVIDER) private readonly provider?: PaymentProvider | null,
  ) {}

  @Get('checkout/:orderId')
  @ApiOperation({
    summary: 'The page that sends a shopper to PayHere (the URL POST /api/order/stripe answers)',
    description:
      'An HTML page holding the signed PayHere form, sealed in `t`; a script sends it on, or its ' +
      'button without scripts. Only while PayHere is the payment provider.',
  })
  @ApiOkResponse({ description: 'text/html: the form, posted to PayHere' })
  @ApiGoneResponse({ description: 'text/html: the page has expired; a link back to the order' })
  @ApiNotFoundResponse({ description: 'Not a page this shop made for this order' })
  page(
    @Param('orderId') orderId: string,
    @Query('t') token: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): string {
    const provider = this.provider instanceof PayHerePaymentProvider ? this.provider : null;
    const form =
      provider && typeof token === 'string' ? openForm(provider.pageSecret, token) : null;
    if (!provider || !form || form.orderId !== orderId) {
      throw new AppError(HttpStatus.NOT_FOUND, ERROR_CODES.NOT_FOUND, 'Payment page not found');
    }
    void reply.header('content-type', 'text/html; charset=utf-8');
    if (form.expiresAt <= Date.now()) {
      void reply.status(HttpStatus.GONE).header('content-security-policy', EXPIRED_PAGE_CSP);
      return expiredPage(form);
    }
    const { html, csp } = checkoutPage(form, provider.formOrigins);
    void reply.header('content-security-policy', csp);
    return html;
  }
}
