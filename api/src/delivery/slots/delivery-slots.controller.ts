import { Body, Controller, Get, Param, Patch, Put, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ACCOUNT_MESSAGES,
  ERROR_CODES,
  SLOT_MESSAGES,
  type DeliveryPlace,
  type DeliverySlotsResponse,
  type SellerSlotDayResponse,
  type SlotPickingListResponse,
  type SlotTemplateResponse,
  type SlotUpdateResponse,
} from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff, type AuditActor } from '../../audit/audit-actor.js';
import { SellerGuard } from '../../auth/auth.guards.js';
import { SessionCookies } from '../../auth/session-cookies.js';
import { SessionService } from '../../auth/session.service.js';
import { AppError } from '../../common/app-error.js';
import { RequirePermission } from '../../staff/require-permission.js';
import { DeliveryZonesService } from '../delivery-zones.service.js';
import { DeliverySlotsAdminService } from './delivery-slots-admin.service.js';
import {
  DeliverySlotsQueryDto,
  SellerSlotDayQueryDto,
  SlotTemplateDto,
  SlotUpdateDto,
} from './delivery-slots.dto.js';
import { DeliverySlotsService } from './delivery-slots.service.js';

/** Shoppers: the slots an address may book (docs/DELIVERY.md, "Time slots"). */
@ApiTags('delivery')
@Controller('api/delivery/slots')
export class DeliverySlotsController {
  constructor(
    private readonly slots: DeliverySlotsService,
    private readonly zones: DeliveryZonesService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'The delivery slots of an address (`addressId`, logged in) or a postcode (public)',
    description:
      'Every window of today and the next 6 days with its fee and availability (`reason`: full, past-cut-off, closed); `express` while it is offered now; `slotsRequired`: an order there must send `slotId`.',
  })
  @ApiOkResponse({ description: '{ success, timeZone, slotsRequired, slots, express }' })
  async list(
    @Query() query: DeliverySlotsQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<DeliverySlotsResponse> {
    const place = await this.placeOf(query, request);
    const zone = await this.zones.zoneFor(place);
    const base = { success: true as const, timeZone: this.slots.timeZone };
    if (!zone) return { ...base, slotsRequired: false, slots: [], express: null };
    return { ...base, ...(await this.slots.forZone(zone)) };
  }

  private async placeOf(
    query: DeliverySlotsQueryDto,
    request: FastifyRequest,
  ): Promise<DeliveryPlace> {
    if (query.addressId !== undefined) {
      const session = await this.sessions.verify('user', this.cookies.read(request, 'user'));
      if (!session) throw AppError.notAuthenticated();
      const address = await this.slots.ownAddress(session.subject, query.addressId);
      if (!address) {
        throw AppError.notFound(ERROR_CODES.ADDRESS_NOT_OWNED, ACCOUNT_MESSAGES.addressNotFound);
      }
      return { postcode: address.zipcode, area: address.city };
    }
    const postcode = query.postcode?.trim();
    const area = query.area?.trim();
    if (!postcode && !area) {
      throw AppError.validation('Send addressId, postcode or area', 'postcode');
    }
    return { postcode, area };
  }
}

/** Seller: slot templates per zone (`settings.write`). */
@ApiTags('seller')
@Controller('api/seller/delivery')
@UseGuards(SellerGuard)
export class DeliverySlotsSellerController {
  constructor(
    private readonly slots: DeliverySlotsService,
    private readonly admin: DeliverySlotsAdminService,
  ) {}

  @Get('slot-templates/:zoneId')
  @RequirePermission('settings.write')
  @ApiOperation({ summary: 'A zone’s weekly slot template (empty: the zone uses no slots)' })
  async getTemplate(@Param('zoneId') zoneId: string): Promise<SlotTemplateResponse> {
    return { success: true, template: await this.slots.getTemplate(zoneId) };
  }

  @Put('slot-templates/:zoneId')
  @RequirePermission('settings.write')
  @ApiOperation({ summary: 'Replace a zone’s weekly slot template' })
  async putTemplate(
    @Param('zoneId') zoneId: string,
    @Body() body: SlotTemplateDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<SlotTemplateResponse> {
    const template = await this.slots.putTemplate(zoneId, body, staff);
    return { success: true, template, message: SLOT_MESSAGES.templateSaved };
  }

  @Get('slots')
  @RequirePermission('orders.read')
  @ApiOperation({
    summary: 'The windows of a day (default today) with booked, capacity and orders',
  })
  async day(@Query() query: SellerSlotDayQueryDto): Promise<SellerSlotDayResponse> {
    const date = this.admin.dateOf(query.date);
    return {
      success: true,
      date,
      timeZone: this.slots.timeZone,
      windows: await this.admin.day(date),
    };
  }

  @Get('slots/:id/picking-list')
  @RequirePermission('orders.read')
  @ApiOperation({ summary: 'A window’s picking list: lines summed per product, and its orders' })
  async pickingList(@Param('id') id: string): Promise<SlotPickingListResponse> {
    return { success: true, ...(await this.admin.pickingList(id)) };
  }

  @Patch('slots/:id')
  @RequirePermission('settings.write')
  @ApiOperation({
    summary: 'Change a window’s capacity (may go below booked: stops new bookings) or close it',
  })
  async update(
    @Param('id') id: string,
    @Body() body: SlotUpdateDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<SlotUpdateResponse> {
    const window = await this.admin.update(id, body, staff);
    return { success: true, window, message: SLOT_MESSAGES.slotUpdated };
  }
}
