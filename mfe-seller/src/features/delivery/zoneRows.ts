import { ERROR_CODES, deliveryZonesProblem, type DeliveryZone } from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';

/** The fields of a zone the form edits, as typed (amounts are text until saved). */
export interface ZoneRow {
  /** Stable React key of the row (new rows have no id yet). */
  key: number;
  id?: string;
  name: string;
  /** Patterns separated by commas or spaces. */
  postcodes: string;
  /** Area names separated by commas or new lines (names may hold spaces). */
  areas: string;
  fee: string;
  /** Empty: delivery is never free. */
  freeDeliveryFrom: string;
  /** Empty or 0: no minimum. */
  minimumOrder: string;
  expressOffered: boolean;
}

export type ZoneField =
  'name' | 'postcodes' | 'areas' | 'fee' | 'freeDeliveryFrom' | 'minimumOrder';

/** Errors by row key, then field; `list` for the whole list. */
export interface ZoneErrors {
  rows: Record<number, Partial<Record<ZoneField | 'expressOffered', string>>>;
  list?: string;
}

let nextKey = 0;

/** An amount as the form shows it: "150", "150.5", "" for none. */
function amountText(value: number | null): string {
  return value === null ? '' : String(value);
}

export function rowOf(zone: DeliveryZone): ZoneRow {
  nextKey += 1;
  return {
    key: nextKey,
    id: zone.id,
    name: zone.name,
    postcodes: zone.postcodes.join(', '),
    areas: (zone.areas ?? []).join(', '),
    fee: amountText(zone.fee),
    freeDeliveryFrom: amountText(zone.freeDeliveryFrom),
    minimumOrder: amountText(zone.minimumOrder),
    expressOffered: zone.expressOffered,
  };
}

export function rowsOf(zones: readonly DeliveryZone[]): ZoneRow[] {
  return zones.map(rowOf);
}

/** A new, empty zone: free, no minimum, the seller names it and lists its postcodes. */
export function newRow(): ZoneRow {
  return rowOf({
    name: '',
    postcodes: [],
    areas: [],
    fee: 0,
    freeDeliveryFrom: null,
    minimumOrder: 0,
    expressOffered: false,
  });
}

/** The patterns typed in a postcodes field. */
export function postcodesOf(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((code) => code.trim())
    .filter(Boolean);
}

/** The area names typed in an areas field. */
export function areasOf(text: string): string[] {
  return text
    .split(/[,\n]+/)
    .map((area) => area.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/** Text to a rupee amount: blank is `blank`; anything not a number is NaN (refused by the rules). */
function amountOf(text: string, blank: number | null): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (trimmed === '') return blank;
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export function zoneOf(row: ZoneRow): DeliveryZone {
  return {
    ...(row.id ? { id: row.id } : {}),
    name: row.name.trim(),
    postcodes: postcodesOf(row.postcodes),
    areas: areasOf(row.areas),
    fee: amountOf(row.fee, 0) ?? 0,
    freeDeliveryFrom: amountOf(row.freeDeliveryFrom, null),
    minimumOrder: amountOf(row.minimumOrder, 0) ?? 0,
    expressOffered: row.expressOffered,
  };
}

/** Where a refusal's field (`zones.2.fee`) points: the row (by position) and its field. */
export function zoneFieldOf(
  field: string | undefined,
): { index: number; field: ZoneField | 'expressOffered' } | undefined {
  const match = /^zones\.(\d+)\.(\w+)/.exec(field ?? '');
  if (!match) return undefined;
  const name = match[2];
  const known = [
    'name',
    'postcodes',
    'areas',
    'fee',
    'freeDeliveryFrom',
    'minimumOrder',
    'expressOffered',
  ];
  return known.includes(name)
    ? { index: Number(match[1]), field: name as ZoneField | 'expressOffered' }
    : undefined;
}

/** The refusal as errors of the form: beside the field it names, else about the list. */
export function errorsOf(
  rows: readonly ZoneRow[],
  field: string | undefined,
  message: string,
): ZoneErrors {
  const at = zoneFieldOf(field);
  const row = at ? rows[at.index] : undefined;
  if (!at || !row) return { rows: {}, list: message };
  return { rows: { [row.key]: { [at.field]: message } } };
}

/** The zones to send, checked first by the server's own rules (contracts' `deliveryZonesProblem`). */
export function zonesToSave(
  rows: readonly ZoneRow[],
): { zones: DeliveryZone[] } | { errors: ZoneErrors } {
  const zones = rows.map(zoneOf);
  const problem = deliveryZonesProblem(zones);
  return problem ? { errors: errorsOf(rows, problem.field, problem.message) } : { zones };
}

/** A server refusal's errors, when it is a validation answer naming a field. */
export function serverErrors(
  rows: readonly ZoneRow[],
  error: ApiError,
  message: string,
): ZoneErrors {
  return error.code === ERROR_CODES.VALIDATION
    ? errorsOf(rows, error.field, message)
    : { rows: {}, list: message };
}
