import { HttpStatus, Injectable } from '@nestjs/common';
import { ERROR_CODES, PICK_MESSAGES, type OrderChangedResponse } from '@greencart/contracts';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AppError } from '../../common/app-error.js';
import { OrderTransitions } from '../lifecycle/order-transitions.js';
import { OrderItemEntity } from '../order-item.entity.js';
import { OrderRows } from '../order-rows.js';
import { OrderQueryService } from '../views/order-query.service.js';

/**
 * The packer's ticks (docs/ORDERS.md, "The packer's queue"): while an order is Packing, a line
 * is ticked picked (or unticked) and every other staff member's screen follows through the
 * seller's live feed (an event of kind `picked`, which shoppers' streams never carry). A tick
 * is a working mark, not a change to the order: no history row, no email, no audit row; the
 * line keeps who ticked it.
 */
@Injectable()
export class OrderPickingService {
  constructor(
    private readonly transitions: OrderTransitions,
    private readonly query: OrderQueryService,
  ) {}

  async pick(
    orderId: string,
    position: number,
    picked: boolean,
    actor: AuditActor,
  ): Promise<OrderChangedResponse> {
    let message = '';
    await this.transitions.run(async (tx) => {
      const { manager } = tx;
      const order = await OrderRows.lock(manager, { id: orderId });
      if (!order || !this.query.isVisible(order)) throw this.query.notFound();
      if (order.status !== 'Packing') {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          PICK_MESSAGES.notPacking(order.status),
        );
      }
      const line = await manager.findOneBy(OrderItemEntity, { orderId, position });
      if (!line) {
        throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such line to pick on this order');
      }
      if (line.quantity === 0 && picked) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          PICK_MESSAGES.nothingToPick(line.name),
        );
      }
      await manager.update(
        OrderItemEntity,
        { id: line.id },
        picked
          ? { pickedAt: () => 'now()', pickedBy: actor.staffName || actor.staffEmail }
          : { pickedAt: null, pickedBy: null },
      );
      tx.announce(order, order.status, 'picked');
      message = picked ? PICK_MESSAGES.picked(line.name) : PICK_MESSAGES.unpicked(line.name);
    });
    return { success: true, message, order: await this.query.sellerView(orderId) };
  }
}
