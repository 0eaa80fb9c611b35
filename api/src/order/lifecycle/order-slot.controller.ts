import { Body, Controller, HttpCode, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { ERROR_CODES, type OrderChangedResponse } from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../../audit/audit-actor.js';
import { SellerGuard, UserGuard } from '../../auth/auth.guards.js';
import { CurrentUserId } from '../../auth/current-user.decorator.js';
import { AppError } from '../../common/app-error.js';
import { OrderSlotMoveDto } from '../../delivery/slots/delivery-slots.dto.js';
import { RequirePermission } from '../../staff/require-permission.js';
import { OrderSlotService } from './order-slot.service.js';

const ORDER_ID = new ParseUUIDPipe({
  exceptionFactory: () => AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'Order not found'),
});

/** Moving an order to another delivery window (docs/DELIVERY.md, "Time slots"). */
@ApiTags('order')
@Controller('api/order')
export class OrderSlotController {
  constructor(private readonly slots: OrderSlotService) {}

  @Post('user/:id/slot')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @ApiOperation({ summary: 'The shopper moves their own order to another slot (before Packing)' })
  moveOwn(
    @CurrentUserId() userId: string,
    @Param('id', ORDER_ID) id: string,
    @Body() body: OrderSlotMoveDto,
  ): Promise<OrderChangedResponse> {
    return this.slots.move(id, body.slotId, { userId });
  }

  @Post('seller/:id/slot')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.move')
  @ApiOperation({ summary: 'Staff move an order to another slot (before it is out for delivery)' })
  moveByStaff(
    @Param('id', ORDER_ID) id: string,
    @Body() body: OrderSlotMoveDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.slots.move(id, body.slotId, { staff });
  }
}
