import {
  isAuditAction,
  isAuditRecordType,
  isCalendarDate,
  type AuditEntry,
} from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import type { AuditFilter } from './auditApi';
import { sellerT } from '../../i18n/catalogue';

/** The page's URL parameters, one per filter (so a filtered log can be bookmarked or shared). */
export const AUDIT_PARAMS = {
  staff: 'staff',
  action: 'action',
  recordType: 'type',
  recordId: 'record',
  from: 'from',
  to: 'to',
} as const satisfies Record<keyof AuditFilter, string>;

/** The filter the URL asks for; what is not a valid value is left out rather than sent. */
export function auditFilterFrom(params: URLSearchParams): AuditFilter {
  const text = (name: string) => params.get(name)?.trim() || undefined;
  const day = (name: string) => {
    const value = text(name);
    // The API's own rule: a day the calendar lacks (2026-02-30, year 0000) would be a 400.
    return isCalendarDate(value) ? value : undefined;
  };
  const action = params.get(AUDIT_PARAMS.action);
  const recordType = params.get(AUDIT_PARAMS.recordType);
  return {
    staff: text(AUDIT_PARAMS.staff),
    action: isAuditAction(action) ? action : undefined,
    recordType: isAuditRecordType(recordType) ? recordType : undefined,
    recordId: text(AUDIT_PARAMS.recordId),
    from: day(AUDIT_PARAMS.from),
    to: day(AUDIT_PARAMS.to),
  };
}

/** Whether any filter is set (the empty state then offers to clear them). */
export function isFiltered(filter: AuditFilter): boolean {
  return Object.values(filter).some((value) => value !== undefined);
}

/** The filter's dates the wrong way round: said beside "To" instead of asking the API. */
export function dateRangeError(filter: AuditFilter): string | undefined {
  return filter.from && filter.to && filter.from > filter.to
    ? sellerT()('audit.lastDayBeforeFirst')
    : undefined;
}

/** The log filtered to one record's changes (the record filter without typing its id). */
export function recordLogPath(entry: Pick<AuditEntry, 'recordType' | 'recordId'>): string {
  const params = new URLSearchParams({ [AUDIT_PARAMS.recordType]: entry.recordType });
  if (entry.recordId) params.set(AUDIT_PARAMS.recordId, entry.recordId);
  return `${SELLER_PATHS.audit}?${params.toString()}`;
}
