import { formatOrderNumber } from '@greencart/contracts';
import type { AuditService } from '../../audit/audit.service.js';
import type { OrderTransitionHook } from './order-transitions.js';

/**
 * The audit log's order transition hook (registered under ORDER_TRANSITION_HOOKS by
 * OrderModule): a staff member's status change writes an `order.move` row in the move's
 * transaction, so a refused or rolled-back move leaves none. Shopper and system moves, and
 * notes within a status (packing edits, which write their own rows), write nothing here.
 */
export function orderAuditHook(audit: AuditService): OrderTransitionHook {
  return async (manager, change) => {
    if (!change.staff || change.from === change.to) return;
    await audit.record(manager, {
      actor: change.staff,
      action: 'order.move',
      recordType: 'order',
      recordId: change.orderId,
      recordLabel: formatOrderNumber(change.number),
      before: { status: change.from },
      after: { status: change.to, ...(change.note ? { note: change.note } : {}) },
    });
  };
}
