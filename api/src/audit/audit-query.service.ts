import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { AUDIT_PAGE_SIZE, parseOrderNumber, type AuditEntry } from '@greencart/contracts';
import type { DataSource } from 'typeorm';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor.js';
import { AuditLogEntity } from './audit-log.entity.js';
import type { AuditQueryDto } from './dto/audit-query.dto.js';

/**
 * Reads the audit log: newest first, filtered by person, action, record and shop-local days
 * (`SHOP_TIME_ZONE`, as the dashboard counts days), in keyset pages. Who may ask what is the
 * controller's business.
 */
@Injectable()
export class AuditQueryService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(query: AuditQueryDto): Promise<{ entries: AuditEntry[]; nextCursor: string | null }> {
    // `from` and `to` are calendar dates already (the DTO's one rule for dates).
    if (query.from && query.to && query.from > query.to) {
      throw AppError.validation('from must not be after to', 'from');
    }
    const limit = query.limit ?? AUDIT_PAGE_SIZE;
    const timeZone = this.config.mail.format.timeZone;
    const rows = this.dataSource
      .getRepository(AuditLogEntity)
      .createQueryBuilder('a')
      .select('a')
      // Microseconds as an integer for the cursor; CAST, not `::` (TypeORM's parameters).
      .addSelect(`CAST(CAST(extract(epoch from a.at) * 1000000 AS bigint) AS text)`, 'micros')
      .orderBy('a.at', 'DESC')
      .addOrderBy('a.id', 'DESC')
      .limit(limit + 1);
    if (query.staff) rows.andWhere('a.staffId = :staff', { staff: query.staff });
    if (query.action) rows.andWhere('a.action = :action', { action: query.action });
    if (query.recordType) {
      rows.andWhere('a.recordType = :recordType', { recordType: query.recordType });
    }
    // An order number (GC-000123) names that order's record as well as its id does.
    const orderNumber = /^\s*gc-?\d/i.test(query.recordId ?? '')
      ? parseOrderNumber(query.recordId ?? '')
      : null;
    if (query.recordId !== undefined && orderNumber !== null) {
      rows.andWhere(
        `(a.recordId = :recordId OR (a.recordType = 'order' AND a.recordId = (SELECT CAST(o.id AS text) FROM "order" o WHERE o.number = :orderNumber)))`,
        { recordId: query.recordId, orderNumber },
      );
    } else if (query.recordId !== undefined) {
      rows.andWhere('a.recordId = :recordId', { recordId: query.recordId });
    }
    // A shop-local day runs from its midnight in the shop's zone to the next one.
    if (query.from) {
      rows.andWhere(`a.at >= (CAST(:from AS date) + time '00:00') AT TIME ZONE :timeZone`, {
        from: query.from,
        timeZone,
      });
    }
    if (query.to) {
      rows.andWhere(`a.at < (CAST(:to AS date) + 1 + time '00:00') AT TIME ZONE :timeZone`, {
        to: query.to,
        timeZone,
      });
    }
    if (query.cursor) {
      const after = decodeAuditCursor(query.cursor);
      rows.andWhere(
        `(a.at, a.id) < (timestamptz 'epoch' + CAST(:micros AS bigint) * interval '1 microsecond', CAST(:afterId AS bigint))`,
        { micros: after.micros, afterId: after.id },
      );
    }
    const { entities, raw } = await rows.getRawAndEntities<{ micros: string }>();
    const page = entities.slice(0, limit);
    const last = page.at(-1);
    const nextCursor =
      entities.length > limit && last
        ? encodeAuditCursor({ micros: raw[page.length - 1].micros, id: last.id })
        : null;
    return { entries: page.map(toAuditEntry), nextCursor };
  }
}

function toAuditEntry(row: AuditLogEntity): AuditEntry {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    staffId: row.staffId,
    staffName: row.staffName,
    staffEmail: row.staffEmail,
    action: row.action,
    recordType: row.recordType,
    recordId: row.recordId,
    recordLabel: row.recordLabel,
    before: row.before,
    after: row.after,
    requestId: row.requestId,
  };
}
