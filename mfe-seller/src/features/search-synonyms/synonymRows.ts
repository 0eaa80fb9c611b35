import {
  ERROR_CODES,
  SYNONYM_GROUPS_MAX,
  SYNONYM_MESSAGES,
  synonymTermsProblem,
  type SynonymGroup,
} from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';

/**
 * One group as the screen edits it: its names as typed, separated by commas (a name itself
 * never holds a comma), and a key that stays with the row while others are added or removed.
 */
export interface SynonymRow {
  key: number;
  text: string;
}

/** What separates names in a row's text. */
export const TERM_SEPARATOR = ', ';

let nextKey = 1;

/** A new row holding `text`. */
export function newRow(text = ''): SynonymRow {
  nextKey += 1;
  return { key: nextKey, text };
}

/** The rows of the groups as stored. */
export function rowsOf(groups: readonly SynonymGroup[]): SynonymRow[] {
  return groups.map((group) => newRow(group.terms.join(TERM_SEPARATOR)));
}

/** The names in a row's text: split at commas, trimmed, empty ones dropped. */
export function termsOf(text: string): string[] {
  return text
    .split(',')
    .map((term) => term.trim())
    .filter((term) => term !== '');
}

/** Error text per row key; a row without an entry is fine. */
export type RowErrors = Record<number, string>;

/** The outcome of {@link groupsToSave}: the request's groups, or why the list cannot be sent. */
export type SaveCheck =
  | { groups: SynonymGroup[]; errors?: undefined; listError?: undefined }
  | { errors: RowErrors; listError?: string; groups?: undefined };

/**
 * The groups to send, checked by the server's rules first. A row left empty is not a group
 * (a freshly added one the seller did not fill); any other row must be a valid group.
 */
export function groupsToSave(rows: readonly SynonymRow[]): SaveCheck {
  const filled = rows
    .map((row) => ({ key: row.key, terms: termsOf(row.text) }))
    .filter((row) => row.terms.length > 0);
  const errors: RowErrors = {};
  for (const row of filled) {
    const problem = synonymTermsProblem(row.terms);
    if (problem) errors[row.key] = problem;
  }
  const listError = filled.length > SYNONYM_GROUPS_MAX ? SYNONYM_MESSAGES.groups : undefined;
  if (Object.keys(errors).length > 0 || listError) return { errors, listError };
  return { groups: filled.map((row) => ({ terms: row.terms })) };
}

/**
 * The position (in the groups sent) of the group a validation refusal names
 * (`groups.3.terms.0` → 3), or undefined when it names no group.
 */
export function groupIndexOfServerError(error: ApiError): number | undefined {
  if (error.code !== ERROR_CODES.VALIDATION || !error.field) return undefined;
  const match = /^groups\.(\d+)(?:\.|$)/.exec(error.field);
  return match ? Number(match[1]) : undefined;
}
