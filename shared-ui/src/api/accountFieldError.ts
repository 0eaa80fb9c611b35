import { ERROR_CODES, FIELD_ERROR_WORDS } from '@greencart/contracts';
import type { ApiError } from './apiError';
import { fieldErrorOf, type FieldError } from './fieldErrors';

/**
 * The field an account form's refusal belongs to, in words to show next to it: validation
 * failures in the plain words of FIELD_ERROR_WORDS, a wrong current password or a too-common
 * new password in the server's own words. Null for anything else (a rate limit, a server
 * failure), which the form shows another way. Shared by the shopper's account page and the
 * staff member's (the API answers both with the same codes).
 */
export function accountFieldError(error: ApiError, passwordField: string): FieldError | null {
  if (error.code === ERROR_CODES.WRONG_PASSWORD) {
    return { name: error.field ?? 'currentPassword', message: error.message };
  }
  if (error.code === ERROR_CODES.WEAK_PASSWORD)
    return { name: passwordField, message: error.message };
  const onField = fieldErrorOf(error);
  // The validator names new passwords like the registration form's `password`.
  if (onField && /password/i.test(onField.name) && error.field) {
    return { name: error.field, message: FIELD_ERROR_WORDS.password };
  }
  return onField;
}
