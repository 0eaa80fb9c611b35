import {
  AUDIT_FIELD_LABELS,
  AUDIT_MONEY_FIELDS,
  type AuditEntry,
  type AuditRecordType,
} from '@greencart/contracts';
import { formatMoney } from '@greencart/shared-ui';
import { SELLER_PATHS } from '../../app/paths';
import { sellerT } from '../../i18n/catalogue';

/** Catalogue key of what the log calls each kind of record (filters and rows). */
export const RECORD_TYPE_LABELS: Readonly<Record<AuditRecordType, string>> = {
  product: 'audit.recordTypes.product',
  order: 'audit.recordTypes.order',
  staff: 'audit.recordTypes.staff',
  synonyms: 'audit.recordTypes.synonyms',
  settings: 'audit.recordTypes.settings',
  promotion: 'audit.recordTypes.promotion',
};

/** One changed field of an entry, its values already written for people. */
export interface FieldChange {
  /** The field's path as stored (`taxPercent`, `zones.Colombo.fee` for a field of a list item). */
  field: string;
  /** What people call it: "Tax rate", "Zone Colombo: Delivery fee", else the spaced-out name. */
  label: string;
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
  const t = sellerT();
  let text: string;
  if (value === null || value === undefined) text = '—';
  else if (value === '') text = t('audit.value.empty');
  else if (typeof value === 'boolean') text = t(value ? 'audit.value.yes' : 'audit.value.no');
  else if (typeof value === 'string' || typeof value === 'number') text = String(value);
  else if (Array.isArray(value)) {
    text =
      value.length === 0
        ? t('audit.value.none')
        : value.map((item) => auditValueText(item)).join(', ');
  } else text = JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

/** A field's label: the settings' own words, else its name spaced out. */
export function readableLabel(field: string): string {
  return AUDIT_FIELD_LABELS[field] ?? fieldLabel(field);
}

/** Settings keep their lists as JSON text (shop settings' claims and links): read them back. */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\s*[[{]/.test(value)) return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value of `field`, for people: money as money, a tax rate in %, list items by their words. */
function valueText(field: string, value: unknown): string {
  if (typeof value === 'number' && AUDIT_MONEY_FIELDS.includes(field)) return formatMoney(value);
  if (typeof value === 'number' && field === 'taxPercent') return `${value} %`;
  if (typeof value === 'number' && field === 'unconfirmedAlertMinutes') return `${value} min`;
  if (Array.isArray(value) && value.some(isRecord)) {
    // Claims ("title — text"), footer links ("label (url)"), windows ("08:00–10:00").
    return auditValueText(
      value.map((item) =>
        isRecord(item)
          ? Object.values(item)
              .filter((part) => part !== '' && part !== null && typeof part !== 'object')
              .join(' — ')
          : item,
      ),
    );
  }
  return auditValueText(value);
}

/** The name of a list item (a delivery zone): its name, else its id. */
function itemKey(item: Record<string, unknown>): string {
  return String(item.name ?? item.id ?? JSON.stringify(item));
}

/** The changes inside a list of named records (delivery zones): added, removed, fields changed. */
function itemChanges(field: string, was: unknown[], now: unknown[]): FieldChange[] {
  const noun = field === 'zones' ? 'Zone' : readableLabel(field);
  const byId = (items: unknown[]) =>
    new Map(items.filter(isRecord).map((item) => [String(item.id ?? itemKey(item)), item]));
  const before = byId(was);
  const after = byId(now);
  const changes: FieldChange[] = [];
  for (const [id, item] of after) {
    const old = before.get(id);
    const name = itemKey(item);
    if (!old) {
      changes.push({ field: `${field}.${name}`, label: `${noun} ${name}`, after: 'added' });
      continue;
    }
    for (const key of new Set([...Object.keys(old), ...Object.keys(item)])) {
      if (key === 'id' || JSON.stringify(old[key]) === JSON.stringify(item[key])) continue;
      changes.push({
        field: `${field}.${name}.${key}`,
        label: `${noun} ${itemKey(old)}: ${readableLabel(key)}`,
        before: valueText(key, old[key]),
        after: valueText(key, item[key]),
      });
    }
  }
  for (const [id, item] of before) {
    if (!after.has(id)) {
      const name = itemKey(item);
      changes.push({ field: `${field}.${name}`, label: `${noun} ${name}`, after: 'removed' });
    }
  }
  return changes;
}

/**
 * The fields an entry changed, in the order the API wrote them, readable: "label: before →
 * after", or only the new value when there was none before (a created record has `before:
 * null`; a stock adjustment's reason appears only in `after`). Settings read as the settings
 * form words them (contracts' AUDIT_FIELD_LABELS); a list of named records (delivery zones)
 * shows which record changed which field, and an object (express settings) each field that
 * changed.
 */
export function fieldChanges(entry: Pick<AuditEntry, 'before' | 'after'>): FieldChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.flatMap((field): FieldChange[] => {
    const label = readableLabel(field);
    const was = parsed(before[field]);
    const now = parsed(after[field]);
    const hadBefore = entry.before !== null && field in before;
    if (
      hadBefore &&
      Array.isArray(was) &&
      Array.isArray(now) &&
      [...was, ...now].some((item) => isRecord(item) && ('id' in item || 'name' in item))
    ) {
      return itemChanges(field, was, now);
    }
    if (hadBefore && isRecord(was) && isRecord(now)) {
      return [...new Set([...Object.keys(was), ...Object.keys(now)])]
        .filter((key) => JSON.stringify(was[key]) !== JSON.stringify(now[key]))
        .map((key) => ({
          field: `${field}.${key}`,
          label: `${label}: ${readableLabel(key)}`,
          before: valueText(key, was[key]),
          after: valueText(key, now[key]),
        }));
    }
    const text = valueText(field, now);
    return hadBefore
      ? [{ field, label, before: valueText(field, was), after: text }]
      : [{ field, label, after: text }];
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
