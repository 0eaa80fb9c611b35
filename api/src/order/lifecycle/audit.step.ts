import { formatOrderNumber } from '@greencart/contracts';
import type { AuditService } from '../../audit/audit.service.js';
import { isNote, type OrderStep } from './order-steps.js';

/**
 * The audit log's step: a staff member's status change writes an `order.move` row in the
 * move's transaction, so a refused or rolled-back move leaves none. Shopper and system moves,
 * and notes within a status (packing edits, which write their own rows), write nothing here.
 */
export function auditStep(audit: AuditService): OrderStep {
  return {
    name: 'audit',
    async apply(tx, change) {
      if (!change.staff || isNote(change)) return;
      await audit.record(tx.manager, {
        actor: change.staff,
        action: 'order.move',
        recordType: 'order',
        recordId: change.order.id,
        recordLabel: formatOrderNumber(change.order.number),
        before: { status: change.from },
        after: { status: change.to, ...(change.note ? { note: change.note } : {}) },
      });
    },
  };
}
