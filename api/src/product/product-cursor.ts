import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, PRODUCT_SORTS, type ProductSort } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import { hasControlCharacter } from '../common/body-guard.js';

/**
 * Where a page of products ended: the sort it belongs to, the last row's sort key (as
 * PostgreSQL printed it, so no precision is lost on the way) and its id as the tie-break.
 * Keyset, not offset: products added between two pages never shift or repeat rows.
 *
 * `soldOut` is there when the list has sold-out products after the available ones (the
 * shoppers' default, issue 28): whether the last row was sold out, the first part of the
 * order. A list without that grouping has no `soldOut`.
 */
export interface ProductCursor {
  sort: ProductSort;
  key: string;
  id: string;
  soldOut?: boolean;
}

/** An opaque, URL-safe cursor. */
export function encodeProductCursor(cursor: ProductCursor): string {
  const parts = [cursor.sort, cursor.key, cursor.id];
  if (cursor.soldOut !== undefined) parts.push(cursor.soldOut ? '1' : '0');
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The 400 for a page link that does not fit its query. */
export function invalidProductCursor(): AppError {
  return new AppError(
    HttpStatus.BAD_REQUEST,
    ERROR_CODES.PRODUCT_CURSOR_INVALID,
    'This page link is not valid; please start the list again',
    'cursor',
  );
}

/**
 * Reads a cursor made by {@link encodeProductCursor} for `sort`, with the sold-out flag when
 * the list groups sold-out products last (`grouped`) and without it otherwise; anything else
 * is a 400. Its parts go to PostgreSQL as text, which refuses a NUL (the statement fails): no
 * name or id holds a NUL or the other control characters the API refuses, so no cursor made
 * here does.
 */
export function decodeProductCursor(
  text: string,
  sort: ProductSort,
  grouped: boolean,
): ProductCursor {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw invalidProductCursor();
  }
  if (
    !Array.isArray(parsed) ||
    parsed.length !== (grouped ? 4 : 3) ||
    !parsed.every(
      (part) => typeof part === 'string' && part.length <= 200 && !hasControlCharacter(part),
    ) ||
    !(PRODUCT_SORTS as readonly string[]).includes(parsed[0] as string) ||
    parsed[0] !== sort ||
    (grouped && parsed[3] !== '0' && parsed[3] !== '1')
  ) {
    throw invalidProductCursor();
  }
  const [, key, id, soldOut] = parsed as string[];
  return grouped ? { sort, key, id, soldOut: soldOut === '1' } : { sort, key, id };
}
