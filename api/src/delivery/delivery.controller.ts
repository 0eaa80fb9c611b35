import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  DELIVERY_PLACE_MISSING,
  DELIVERY_TEXTS,
  normalisePostcode,
  type DeliveryAreasResponse,
  type DeliveryQuoteResponse,
  type DeliveryZonesResponse,
} from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { AppError } from '../common/app-error.js';
import { RequirePermission } from '../staff/require-permission.js';
import { toZoneView, DeliveryZonesService } from './delivery-zones.service.js';
import { DeliveryQuoteQueryDto } from './dto/delivery-quote.dto.js';
import { DeliveryZonesDto } from './dto/delivery-zones.dto.js';

/** Shoppers (no login needed): what delivery to a postcode costs, before ordering. */
@ApiTags('delivery')
@Controller('api/delivery')
export class DeliveryQuoteController {
  constructor(private readonly zones: DeliveryZonesService) {}

  @Get('quote')
  @ApiOperation({
    summary:
      'The delivery zone of a postcode and/or an area: fee, free-delivery threshold, minimum order',
    description:
      '`zone` is null where the shop does not deliver. Exact postcode beats prefix beats area beats `*` (docs/DELIVERY.md). The cart prices the fee with the money function.',
  })
  @ApiOkResponse({ description: '{ success, postcode, area, zone }' })
  async quote(@Query() query: DeliveryQuoteQueryDto): Promise<DeliveryQuoteResponse> {
    const postcode = query.postcode ? normalisePostcode(query.postcode) : '';
    const area = query.area?.trim() || null;
    if (!postcode && !area) throw AppError.validation(DELIVERY_PLACE_MISSING, 'postcode');
    const zone = await this.zones.zoneFor({ postcode, area });
    if (!zone) return { success: true, postcode, area, zone: null };
    const { name, fee, freeDeliveryFrom, minimumOrder, expressOffered } = toZoneView(zone);
    return {
      success: true,
      postcode,
      area,
      zone: { name, fee, freeDeliveryFrom, minimumOrder, expressOffered },
    };
  }

  @Get('areas')
  @ApiOperation({ summary: 'Every area name the delivery zones cover, sorted' })
  @ApiOkResponse({ description: '{ success, areas }' })
  async areas(): Promise<DeliveryAreasResponse> {
    return { success: true, areas: await this.zones.areas() };
  }
}

/** Seller: the delivery zones (owner and manager: `settings.write`). */
@ApiTags('seller')
@Controller('api/seller/delivery/zones')
@UseGuards(SellerGuard)
export class DeliveryZonesController {
  constructor(private readonly zones: DeliveryZonesService) {}

  @Get()
  @RequirePermission('settings.write')
  @ApiOperation({ summary: 'The delivery zones, in the seller’s order' })
  @ApiOkResponse({ description: '{ success, zones }' })
  async list(): Promise<DeliveryZonesResponse> {
    return { success: true, zones: await this.zones.list() };
  }

  @Put()
  @RequirePermission('settings.write')
  @ApiOperation({ summary: 'Replace the delivery zones (zones with an id are kept and updated)' })
  @ApiOkResponse({ description: '{ success, zones, message }' })
  async replace(
    @Body() body: DeliveryZonesDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<DeliveryZonesResponse> {
    const zones = await this.zones.replace(body.zones, staff);
    return { success: true, zones, message: DELIVERY_TEXTS.saved };
  }
}
