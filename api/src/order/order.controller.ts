import { Metrics } from '../metrics/metrics.js';
import {
  Body,
  Controller,
  Get,
  Headers,
  HttpCode,
  Param,
  ParseIntPipe,
  ParseUUIDPipe,
  Post,
  Query,
  Sse,
  type MessageEvent,
  UseGuards,
} from '@nestjs/common';
import { ApiHeader, ApiTags } from '@nestjs/swagger';
import type { Observable } from 'rxjs';
import { OrderStreamService } from './views/order-stream.service.js';
import { ApiOrderEventStream } from './views/order-stream.openapi.js';
import {
  ERROR_CODES,
  type BatchPickResponse,
  type CheckoutResponse,
  type OrderChangedResponse,
  type OrderDetailResponse,
  type OrderListResponse,
  type OrderQueueResponse,
  type PlaceOrderResponse,
} from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard, UserGuard } from '../auth/auth.guards.js';
import { CurrentSessionId, CurrentUserId } from '../auth/current-user.decorator.js';
import { SessionService } from '../auth/session.service.js';
import { AlsoRequireForBody, RequirePermission } from '../staff/require-permission.js';
import { AppError } from '../common/app-error.js';
import {
  BatchQueryDto,
  OrderPageQueryDto,
  SellerOrderQueryDto,
} from './views/order-list-query.dto.js';
import { OrderCancelDto, OrderStatusDto } from './lifecycle/order-status.dto.js';
import { PickLineDto, ShortPickDto, SubstituteDto, WeighDto } from './fulfilment/packing.dto.js';
import { PlaceOrderDto } from './placement/place-order.dto.js';
import { OrderLifecycleService } from './lifecycle/order-lifecycle.service.js';
import { OrderPackingService } from './fulfilment/order-packing.service.js';
import { OrderPickingService } from './fulfilment/order-picking.service.js';
import { OrderBatchService } from './fulfilment/order-batch.service.js';
import { OrderQueryService } from './views/order-query.service.js';
import { OrderPlacingService } from './placement/order-placing.service.js';

/** An order id in a path; anything else is a 404 like an unknown order. */
const ORDER_ID = new ParseUUIDPipe({
  exceptionFactory: () => AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'Order not found'),
});

/** A line's position in its order; anything else is a 404 like a missing line. */
const LINE_POSITION = new ParseIntPipe({
  exceptionFactory: () => AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such line'),
});

@ApiTags('order')
@Controller('api/order')
export class OrderController {
  constructor(
    private readonly orders: OrderPlacingService,
    private readonly query: OrderQueryService,
    private readonly lifecycle: OrderLifecycleService,
    private readonly packing: OrderPackingService,
    private readonly picking: OrderPickingService,
    private readonly batches: OrderBatchService,
    private readonly streams: OrderStreamService,
    private readonly sessions: SessionService,
    private readonly metrics: Metrics,
  ) {}

  @Post('cod')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'One key per checkout attempt: a repeat within 24 h answers the first order again (docs/ORDERS.md)',
  })
  placeCash(
    @CurrentUserId() userId: string,
    @Body() body: PlaceOrderDto,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<PlaceOrderResponse> {
    return this.orders.placeCashOrder(userId, body, idempotencyKey);
  }

  /**
   * An order paid online, by whichever provider is configured: the path keeps the spec's name
   * (`POST /api/order/stripe`), which clients call, from when Stripe was the only one.
   */
  @Post('stripe')
  @HttpCode(201)
  @UseGuards(UserGuard)
  @ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    description:
      'One key per checkout attempt: a repeat within 24 h answers the first order again (docs/ORDERS.md)',
  })
  placeOnline(
    @CurrentUserId() userId: string,
    @Body() body: PlaceOrderDto,
    @Headers('origin') origin?: string,
    @Headers('idempotency-key') idempotencyKey?: string,
  ): Promise<CheckoutResponse> {
    return this.orders.placeOnlineOrder(userId, body, origin, idempotencyKey);
  }

  /** The shopper's orders, one page (newest first); `nextCursor` asks for the next. */
  @Get('user')
  @UseGuards(UserGuard)
  listOwn(
    @CurrentUserId() userId: string,
    @Query() query: OrderPageQueryDto,
  ): Promise<OrderListResponse> {
    return this.query.listOwn(userId, query);
  }

  /** Live events of the shopper's own orders (server-sent events). */
  @Sse('user/events')
  @UseGuards(UserGuard)
  @ApiOrderEventStream("the shopper's own orders", 'user')
  ownEvents(
    @CurrentUserId() userId: string,
    @CurrentSessionId() sessionId: string,
  ): Observable<MessageEvent> {
    return this.metrics.countStream(
      'shopper',
      this.streams.forShopper(userId, () => this.sessions.isOpen(sessionId)),
    );
  }

  /** One of the shopper's own orders with its timeline. */
  @Get('user/:id')
  @UseGuards(UserGuard)
  findOwn(
    @CurrentUserId() userId: string,
    @Param('id', ORDER_ID) id: string,
  ): Promise<OrderDetailResponse> {
    return this.query.findOwn(userId, id);
  }

  /** The shopper cancels their own order while it has not started packing. */
  @Post('user/:id/cancel')
  @HttpCode(200)
  @UseGuards(UserGuard)
  cancelOwn(
    @CurrentUserId() userId: string,
    @Param('id', ORDER_ID) id: string,
    @Body() body: OrderCancelDto,
  ): Promise<OrderChangedResponse> {
    return this.lifecycle.cancelByShopper(userId, id, body);
  }

  /** Every order, one page: filter by status and payment, search by number, customer or phone. */
  @Get('seller')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.read')
  listAll(@Query() query: SellerOrderQueryDto): Promise<OrderListResponse> {
    return this.query.listAll(query);
  }

  /** Live events of every order: the seller's feed (server-sent events). */
  @Sse('seller/events')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.read')
  @ApiOrderEventStream("every order (the seller's feed)", 'seller')
  sellerEvents(@CurrentSessionId() sessionId: string): Observable<MessageEvent> {
    return this.metrics.countStream(
      'seller',
      this.streams.forSeller(() => this.sessions.isOpen(sessionId)),
    );
  }

  /** The packer's queue: open orders by delivery window, then by time placed. */
  @Get('seller/queue')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.read')
  sellerQueue(): Promise<OrderQueueResponse> {
    return this.query.queue();
  }

  /**
   * Batch picking: one delivery window's products to take from the shelves, summed (kg for
   * weighed ones), with which order gets how much (docs/ORDERS.md, "Batch picking").
   */
  @Get('seller/batch')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  batch(@Query() query: BatchQueryDto): Promise<BatchPickResponse> {
    return this.batches.batch(query.slotId);
  }

  @Get('seller/:id')
  @UseGuards(SellerGuard)
  @RequirePermission('orders.read')
  findForSeller(@Param('id', ORDER_ID) id: string): Promise<OrderDetailResponse> {
    return this.query.findForSeller(id);
  }

  /**
   * Staff move an order to a status the transition table allows; delivering a cash-on-delivery
   * order records the cash collected (`cashCollected`, default the amount due).
   */
  @Post('seller/:id/status')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.move')
  @AlsoRequireForBody({ body: { status: 'Cancelled' }, permission: 'orders.cancel' })
  move(
    @Param('id', ORDER_ID) id: string,
    @Body() body: OrderStatusDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.lifecycle.moveByStaff(id, body, staff);
  }

  /** Packing: fewer of a line than ordered (0 = none). */
  @Post('seller/:id/items/:position/short')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  shortPick(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
    @Body() body: ShortPickDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.packing.shortPick(id, position, body, staff);
  }

  /** Packing: a similar product replaces a line the shopper allowed to be substituted. */
  @Post('seller/:id/items/:position/substitute')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  substitute(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
    @Body() body: SubstituteDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.packing.substitute(id, position, body, staff);
  }

  /** Packing: tick a line picked (or untick it); other staff see it live. */
  @Post('seller/:id/items/:position/pick')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  pick(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
    @Body() body: PickLineDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.picking.pick(id, position, body.picked, staff);
  }

  /** Packing: the weight packed for a weighed line (docs/ORDERS.md "Weighed orders"). */
  @Post('seller/:id/items/:position/weight')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.pack')
  weigh(
    @Param('id', ORDER_ID) id: string,
    @Param('position', LINE_POSITION) position: number,
    @Body() body: WeighDto,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.packing.weigh(id, position, body, staff);
  }

  /**
   * Staff read the order's card payment from the provider now and settle the order with it
   * (docs/ORDERS.md, "Payment checks"); 409 for an order with no card payment to check.
   */
  @Post('seller/:id/payment/check')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.refund')
  checkPayment(@Param('id', ORDER_ID) id: string): Promise<OrderChangedResponse> {
    return this.lifecycle.checkPayment(id);
  }

  /** Staff ask the payment provider again for a refund it refused. */
  @Post('seller/:id/refund/retry')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @RequirePermission('orders.refund')
  retryRefund(
    @Param('id', ORDER_ID) id: string,
    @CurrentStaff() staff: AuditActor,
  ): Promise<OrderChangedResponse> {
    return this.lifecycle.retryRefund(id, staff);
  }
}
