import { AppError } from '../common/app-error.js';

/**
 * Where a page of the audit log (newest first) ended: the last row's time in microseconds
 * since the epoch (PostgreSQL's precision, which a JavaScript Date would cut to milliseconds)
 * and its id, which orders the rows of one transaction (same time). Keyset, not offset: new
 * rows never shift the next page.
 */
export interface AuditCursor {
  micros: string;
  id: string;
}

/** An opaque, URL-safe cursor. */
export function encodeAuditCursor(cursor: AuditCursor): string {
  return Buffer.from(`${cursor.micros}.${cursor.id}`).toString('base64url');
}

/** Reads a cursor; anything not made by {@link encodeAuditCursor} is a 400. */
export function decodeAuditCursor(text: string): AuditCursor {
  const match =
    text.length <= 60
      ? /^(\d{1,17})\.(\d{1,18})$/.exec(Buffer.from(text, 'base64url').toString('utf8'))
      : null;
  if (!match) {
    throw AppError.validation('This page link is not valid; please reload the audit log', 'cursor');
  }
  return { micros: match[1], id: match[2] };
}
