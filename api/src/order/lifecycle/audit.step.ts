import { formatOrderNumber } from '@greencart/contracts';
import { AuditLogEntity } from '../../audit/audit-log.entity.js';
import type { AuditRecord, AuditService } from '../../audit/audit.service.js';
import { NOTHING, isNote, type OrderChange, type OrderStep } from './order-steps.js';

/** The `order.move` row of a staff member's status change; null for any other change. */
function moveRecord(change: OrderChange): AuditRecord | null {
  if (!change.staff || isNote(change)) return null;
  return {
    actor: change.staff,
    action: 'order.move',
    recordType: 'order',
    recordId: change.order.id,
    recordLabel: formatOrderNumber(change.order.number),
    before: { status: change.from },
    after: { status: change.to, ...(change.note ? { note: change.note } : {}) },
  };
}

/**
 * The audit log's step: a staff member's status change writes an `order.move` row in the
 * move's transaction (or statement), so a refused or rolled-back move leaves none. Shopper and
 * system moves, and notes within a status (packing edits, which write their own rows), write
 * nothing here.
 */
export function auditStep(audit: AuditService): OrderStep {
  return {
    name: 'audit',
    async apply(tx, change) {
      const record = moveRecord(change);
      if (record) await audit.record(tx.manager, record);
    },
    atOnce(change) {
      const record = moveRecord(change);
      return record ? { rows: [{ entity: AuditLogEntity, row: audit.rowOf(record) }] } : NOTHING;
    },
  };
}
