import { ERROR_CODES, FIELD_ERROR_WORDS } from '@greencart/contracts';
import type { ApiError } from './apiError';

/** A refused field and the plain words to show next to it. */
export interface FieldError {
  /** The form's field name: the last part of the server's dotted path (`address.phone` → `phone`). */
  name: string;
  message: string;
}

/**
 * The field error of a validation failure, in plain words, or null when the failure does not
 * name a field (then the form shows the server's message as a toast, as before). The
 * server's validator text ("phone must be a phone number") is never shown next to a field.
 */
export function fieldErrorOf(
  error: Pick<ApiError, 'code' | 'field' | 'message'>,
): FieldError | null {
  if (error.code !== ERROR_CODES.VALIDATION || !error.field) return null;
  const parts = error.field.split('.');
  // Array members (`description.2`) belong to their list's field.
  const name = parts.filter((part) => !/^[0-9]+$/.test(part)).pop() ?? error.field;
  return { name, message: FIELD_ERROR_WORDS[name] ?? 'Check this field' };
}
