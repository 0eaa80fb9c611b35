import { Injectable } from '@nestjs/common';
import type { AuditAction, AuditRecordType, AuditValues } from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import { insertSql } from '../database/insert-sql.js';
import { SqlParameters } from '../database/prepared-query.js';
import type { AuditActor } from './audit-actor.js';
import { AuditLogEntity } from './audit-log.entity.js';

/** One change to write: who, what, which record, and the changed fields before and after. */
export interface AuditRecord {
  actor: AuditActor;
  action: AuditAction;
  recordType: AuditRecordType;
  /** The product's, order's or account's id; '' for shop-wide records (synonyms). */
  recordId: string;
  /** A short human label of the record as it is now (product name, order number, email). */
  recordLabel: string;
  before: AuditValues | null;
  after: AuditValues | null;
}

/** Rows per INSERT of {@link AuditService.recordAll} (a large catalogue import). */
const ROWS_PER_INSERT = 500;

/**
 * The fields whose values differ between two snapshots of a record, each side holding only
 * those (a field missing on one side is null there); null when nothing changed. Values are
 * compared as JSON, so arrays (images, description) compare by content.
 */
export function changedFields(
  before: AuditValues,
  after: AuditValues,
): { before: AuditValues; after: AuditValues } | null {
  const changed: { before: AuditValues; after: AuditValues } = { before: {}, after: {} };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const was = before[key] ?? null;
    const is = after[key] ?? null;
    if (JSON.stringify(was) === JSON.stringify(is)) continue;
    changed.before[key] = was;
    changed.after[key] = is;
  }
  return Object.keys(changed.after).length > 0 ? changed : null;
}

/**
 * Writes the audit log (docs/STAFF.md "Audit log"). Always with the caller's transaction
 * manager: the row commits with the change it describes, and a change that fails or rolls
 * back leaves none. Exported by the global AuditModule, for any module that changes shop data
 * on a staff member's behalf (delivery settings included: action `settings.change`).
 */
@Injectable()
export class AuditService {
  /** Writes one row as given (before and after may both be null, e.g. a password change). */
  async record(manager: EntityManager, entry: AuditRecord): Promise<void> {
    await this.recordAll(manager, [entry]);
  }

  /**
   * Writes the fields that differ between two snapshots of the record (`before` null: the
   * record was created, every field of `after` is written). Nothing changed: no row.
   */
  async recordChange(manager: EntityManager, entry: AuditRecord & { after: AuditValues }) {
    const change = entry.before === null ? entry : changedFields(entry.before, entry.after);
    if (!change) return;
    await this.record(manager, { ...entry, before: change.before, after: change.after });
  }

  /**
   * The row {@link record} writes for `entry`, for a caller that writes it within a larger
   * statement (an order's move in one statement, OrderTransitions.moveAtOnce).
   */
  rowOf(entry: AuditRecord): Omit<AuditLogEntity, 'id' | 'at'> {
    return {
      staffId: entry.actor.staffId,
      staffName: entry.actor.staffName.slice(0, 100),
      staffEmail: entry.actor.staffEmail.slice(0, 254),
      action: entry.action,
      recordType: entry.recordType,
      recordId: entry.recordId,
      recordLabel: entry.recordLabel.slice(0, 200),
      before: entry.before,
      after: entry.after,
      requestId: entry.actor.requestId,
    };
  }

  /** Writes many rows (one INSERT per {@link ROWS_PER_INSERT}). */
  async recordAll(manager: EntityManager, entries: readonly AuditRecord[]): Promise<void> {
    for (let start = 0; start < entries.length; start += ROWS_PER_INSERT) {
      const rows = entries.slice(start, start + ROWS_PER_INSERT).map((entry) => this.rowOf(entry));
      // One plain INSERT (nothing read back): it runs in every staff change's transaction.
      const params = new SqlParameters();
      await manager.query(
        insertSql(manager.connection, AuditLogEntity, rows as Partial<AuditLogEntity>[], params),
        params.values,
      );
    }
  }
}
