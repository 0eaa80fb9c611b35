import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { AppError } from '../../common/app-error.js';

/**
 * Where a page of orders (newest first) ended: the last order's creation time in
 * microseconds since the epoch (PostgreSQL's precision; a JavaScript Date keeps only
 * milliseconds) and its number as a tie-break. Keyset, not offset: new orders never shift
 * the next page.
 */
export interface OrderCursor {
  micros: string;
  number: number;
}

/** An opaque, URL-safe cursor. */
export function encodeOrderCursor(cursor: OrderCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.number}`).toString('base64url');
}

/** Reads a cursor; anything not made by {@link encodeOrderCursor} is a 400. */
export function decodeOrderCursor(text: string): OrderCursor {
  const match =
    text.length <= 60
      ? /^(\d{1,17})\.(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('utf8'))
      : null;
  if (!match) {
    throw new AppError(
      HttpStatus.BAD_REQUEST,
      ERROR_CODES.ORDER_CURSOR_INVALID,
      'This page link is not valid; please reload the orders',
      'cursor',
    );
  }
  return { micros: match[1], number: Number(match[2]) };
}
