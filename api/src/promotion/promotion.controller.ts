import { Body, Controller, Get, HttpCode, Ip, Param, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  PROMOTION_ACTIONS,
  STACKING_RULE,
  requestedLanguage,
  type CartQuoteResponse,
  type DealsResponse,
  type PromotionAction,
  type PromotionCodesResponse,
  type PromotionListResponse,
  type PromotionResponse,
} from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { AppError } from '../common/app-error.js';
import { RequirePermission } from '../staff/require-permission.js';
import { CartQuoteDto, GenerateCodesDto } from './promotion.dto.js';
import { PromotionsService } from './promotions.service.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function promotionId(id: string): string {
  if (!UUID.test(id))
    throw AppError.notFound(ERROR_CODES.PROMOTION_NOT_FOUND, 'There is no such promotion');
  return id;
}

/** Shoppers (no login needed): the live deals, and what the promotions take off a cart. */
@ApiTags('promotions')
@Controller('api')
export class PromotionsPublicController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get('deals')
  @ApiOperation({ summary: 'The live automatic deals and the stacking rule (docs/PROMOTIONS.md)' })
  @ApiOkResponse({ description: '{ success, deals, stackingRule }' })
  async deals(@Query('lang') lang: unknown): Promise<DealsResponse> {
    return {
      success: true,
      deals: await this.promotions.deals(requestedLanguage(lang)),
      stackingRule: STACKING_RULE,
    };
  }

  @Post('cart/quote')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'What the live deals and an optional code take off a cart: per line, applied, the stacking rule, why a code was refused, what a little more would unlock',
  })
  @ApiOkResponse({ description: '{ success, quote }' })
  async quote(@Body() body: CartQuoteDto, @Ip() ip: string): Promise<CartQuoteResponse> {
    return { success: true, quote: await this.promotions.quote(body, ip) };
  }
}

/** Seller: promotions (owner and manager: `promotions.write`; every change audited). */
@ApiTags('seller')
@Controller('api/seller/promotions')
@UseGuards(SellerGuard)
export class PromotionsSellerController {
  constructor(private readonly promotions: PromotionsService) {}

  @Get()
  @RequirePermission('promotions.write')
  @ApiOperation({ summary: 'Every promotion, newest first, with its uses and discount given' })
  @ApiOkResponse({ description: '{ success, promotions }' })
  async list(): Promise<PromotionListResponse> {
    return { success: true, promotions: await this.promotions.list() };
  }

  @Post()
  @RequirePermission('promotions.write')
  @ApiOperation({ summary: 'Create a promotion (400 names a refused field)' })
  @ApiOkResponse({ description: '{ success, promotion, message }' })
  async create(
    @Body() body: unknown,
    @CurrentStaff() staff: AuditActor,
  ): Promise<PromotionResponse> {
    const promotion = await this.promotions.create(body, staff);
    return { success: true, promotion, message: 'Promotion created' };
  }

  @Post(':id/codes')
  @HttpCode(200)
  @RequirePermission('promotions.write')
  @ApiOperation({ summary: 'Generate single-use codes for a promotion (1–1000)' })
  @ApiOkResponse({ description: '{ success, codes }' })
  async codes(
    @Param('id') id: string,
    @Body() body: GenerateCodesDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<PromotionCodesResponse> {
    const codes = await this.promotions.generateCodes(
      promotionId(id),
      body.count,
      body.prefix,
      staff,
    );
    return { success: true, codes };
  }

  @Post(':id/:action')
  @HttpCode(200)
  @RequirePermission('promotions.write')
  @ApiOperation({ summary: 'Pause, resume or end a promotion (ending is final)' })
  @ApiOkResponse({ description: '{ success, promotion }' })
  async move(
    @Param('id') id: string,
    @Param('action') action: string,
    @CurrentStaff() staff: AuditActor,
  ): Promise<PromotionResponse> {
    if (!Object.hasOwn(PROMOTION_ACTIONS, action))
      throw AppError.validation(
        `action must be one of: ${Object.keys(PROMOTION_ACTIONS).join(', ')}`,
        'action',
      );
    const promotion = await this.promotions.move(promotionId(id), action as PromotionAction, staff);
    return { success: true, promotion };
  }
}
