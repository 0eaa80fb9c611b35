import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';

/**
 * Pages of orders are keyset pages on the order number (a sequence, so newest first is
 * highest first): new orders never shift the next page, and the cursor needs no timestamp
 * precision (JavaScript dates drop PostgreSQL's microseconds).
 */
export function encodeOrderCursor(lastNumber: number): string {
  return Buffer.from(`n${lastNumber}`).toString('base64url');
}

/** The order number a cursor ends at; anything not made by {@link encodeOrderCursor} is a 400. */
export function decodeOrderCursor(text: string): number {
  const match = /^n(\d{1,15})$/.exec(Buffer.from(text, 'base64url').toString('utf8'));
  if (!match || text.length > 40) {
    throw new AppError(
      HttpStatus.BAD_REQUEST,
      ERROR_CODES.ORDER_CURSOR_INVALID,
      'This page link is not valid; please reload the orders',
    );
  }
  return Number(match[1]);
}
