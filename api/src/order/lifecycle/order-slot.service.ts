import { HttpStatus, Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  MESSAGES,
  SLOT_MESSAGES,
  formatOrderNumber,
  mayChangeWindow,
  type OrderChangedResponse,
} from '@greencart/contracts';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { AppError } from '../../common/app-error.js';
import { DeliveryZonesService } from '../../delivery/delivery-zones.service.js';
import { DeliverySlotsService } from '../../delivery/slots/delivery-slots.service.js';
import { OrderQueryService } from '../views/order-query.service.js';
import { OrderTransitions } from './order-transitions.js';
import { OrderRows } from '../order-rows.js';

/**
 * Moving an order to another delivery slot (docs/DELIVERY.md): in one transaction, under the
 * order's lock, the new slot is booked with the same conditional UPDATE as at ordering (409 when
 * it has no place), the old one given back, the order updated; staff moves leave an audit row.
 */
@Injectable()
export class OrderSlotService {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly query: OrderQueryService,
    private readonly zones: DeliveryZonesService,
    private readonly slots: DeliverySlotsService,
    private readonly audit: AuditService,
  ) {}

  async move(
    orderId: string,
    slotId: string,
    by: { userId: string } | { staff: AuditActor },
  ): Promise<OrderChangedResponse> {
    const who = 'userId' in by ? 'shopper' : 'staff';
    await this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: orderId });
      if (!order || !this.query.isVisible(order)) throw this.query.notFound();
      if ('userId' in by && order.userId !== by.userId) throw this.query.notFound();
      if (!mayChangeWindow(order.status, who)) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          SLOT_MESSAGES.moveRefused,
        );
      }
      if (order.deliverySlotId === slotId) return;
      const zone = await this.zones.zoneFor(
        { postcode: order.addressSnapshot.zipcode, area: order.addressSnapshot.city },
        tx.manager,
      );
      if (!zone) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.DELIVERY_OUTSIDE_ZONES,
          MESSAGES.deliveryOutsideZones,
        );
      }
      const booking = await this.slots.book(tx.manager, zone, slotId);
      if (!booking) return;
      const before = order.deliveryWindow;
      if (order.deliverySlotId) await DeliverySlotsService.free(tx.manager, order.deliverySlotId);
      await OrderRows.update(tx.manager, order, {
        deliverySlotId: booking.slotId,
        deliveryWindow: booking.window,
      });
      if ('staff' in by) {
        await this.audit.record(tx.manager, {
          actor: by.staff,
          action: 'order.slot',
          recordType: 'order',
          recordId: order.id,
          recordLabel: formatOrderNumber(order.number),
          before: { deliveryWindow: before?.label ?? null },
          after: { deliveryWindow: booking.window.label },
        });
      }
      // A history note (the shopper's timeline shows notes within a status) and the live event.
      await tx.note(order, who, `Delivery window changed to ${booking.window.label}`, null);
    });
    const detail =
      'userId' in by
        ? (await this.query.findOwn(by.userId, orderId)).order
        : (await this.query.findForSeller(orderId)).order;
    return { success: true, message: SLOT_MESSAGES.slotMoved, order: detail };
  }
}
