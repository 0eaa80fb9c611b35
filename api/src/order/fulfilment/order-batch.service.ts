import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  BATCH_MESSAGES,
  ERROR_CODES,
  batchPickProducts,
  type BatchPickResponse,
} from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { DeliverySlotEntity } from '../../delivery/slots/delivery-slot.entity.js';
import { DeliverySlotsService, windowOf } from '../../delivery/slots/delivery-slots.service.js';
import { OrderQueryService } from '../views/order-query.service.js';

/**
 * Batch picking (docs/ORDERS.md, "Batch picking"): one delivery window's orders still to pick,
 * their lines summed per product (kg for weighed ones) with which order gets how much. The
 * screen ticks each order's line through the one pick tick (`OrderPickingService`), so a tick
 * from the batch is saved and seen live like any other.
 */
@Injectable()
export class OrderBatchService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly query: OrderQueryService,
    private readonly slots: DeliverySlotsService,
  ) {}

  async batch(slotId: string): Promise<BatchPickResponse> {
    const slot = await this.dataSource.manager.findOneBy(DeliverySlotEntity, { id: slotId });
    const orders = await this.query.ofWindow(slotId);
    // A window staff once saw keeps its orders' own label even if its slot row is gone.
    const booked = orders.find((order) => order.deliveryWindow)?.deliveryWindow ?? null;
    if (!slot && !booked)
      throw AppError.notFound(ERROR_CODES.NOT_FOUND, BATCH_MESSAGES.unknownWindow);
    const window = booked ?? windowOf(slot!, this.slots.offset, null);
    return {
      success: true,
      window: { slotId, label: window.label, start: window.start, end: window.end },
      products: batchPickProducts(orders),
      orders: orders.map((order) => ({
        _id: order._id,
        number: order.number,
        status: order.status,
        customerName: `${order.address.firstName} ${order.address.lastName}`.trim(),
      })),
    };
  }
}
