import type { AuditEntry, AuditRecordType } from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';

/** What the log calls each kind of record (filters and rows). */
export const RECORD_TYPE_LABELS: Readonly<Record<AuditRecordType, string>> = {
  product: 'Product',
  order: 'Order',
  staff: 'Staff account',
  synonyms: 'Search synonyms',
  settings: 'Settings',
  promotion: 'Promotion',
};

/** One changed field of an entry, its values already written for people. */
export interface FieldChange {
  field: string;
  /** Absent when the field had no earlier value to show (a new record, or a note said with it). */
  before?: string;
  after: string;
}

/** How long one written value may get before it is cut (a long description, many images). */
const MAX_VALUE_LENGTH = 160;

/**
 * A field's name as people read it: `offerPrice` → "offer price", `low_stock` → "low stock".
 * The API names fields as the code does; this only spaces them out.
 */
export function fieldLabel(field: string): string {
  return field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .toLowerCase();
}

/** One stored JSON value, written briefly: — for none, yes/no, lists joined by commas. */
export function auditValueText(value: unknown): string {
  let text: string;
  if (value === null || value === undefined) text = '—';
  else if (value === '') text = '(empty)';
  else if (typeof value === 'boolean') text = value ? 'yes' : 'no';
  else if (typeof value === 'string' || typeof value === 'number') text = String(value);
  else if (Array.isArray(value)) {
    text = value.length === 0 ? '(none)' : value.map((item) => auditValueText(item)).join(', ');
  } else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/**
 * The fields an entry changed, in the order the API wrote them: "field: before → after", or
 * only the new value when there was none before (a created record has `before: null`; a
 * stock adjustment's reason appears only in `after`).
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => {
    const now = auditValueText(after[field]);
    return entry.before !== null && field in before
      ? { field, before: auditValueText(before[field]), after: now }
      : { field, after: now };
  });
}

/** The portal's page of the record an entry touched, where there is one (products, orders). */
export function recordPath(entry: Pick<AuditEntry, 'recordType' | 'recordId'>): string | null {
  if (!entry.recordId) return null;
  const id = encodeURIComponent(entry.recordId);
  if (entry.recordType === 'product') return `${SELLER_PATHS.product}/${id}`;
  if (entry.recordType === 'order') return `${SELLER_PATHS.orders}/${id}`;
  return null;
}
