import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, PASSWORD_MAX_BYTES } from '@greencart/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { registerDecorator, type ValidationOptions } from 'class-validator';
import { AppError } from '../common/app-error.js';

let common: Set<string> | undefined;

/**
 * The ~49,000 most common passwords of leaked password lists, as shipped by zxcvbn-ts
 * (`@zxcvbn-ts/language-common`), compared case-insensitively. Loaded on first use.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(
    (dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()),
  );
  return common;
}

/**
 * Refuses a password found in the common-password list or equal to the account's own
 * email or name (400 `USER.WEAK_PASSWORD`). Length rules are checked by the DTO.
 */
export function assertAcceptablePassword(password: string, personal: string[]): void {
  const lowered = password.toLowerCase();
  const personalWords = personal.flatMap((value) => [
    value.toLowerCase(),
    value.split('@')[0].toLowerCase(),
  ]);
  if (commonPasswords().has(lowered) || personalWords.includes(lowered)) {
    throw new AppError(
      HttpStatus.BAD_REQUEST,
      ERROR_CODES.WEAK_PASSWORD,
      'This password is too common: choose one that is hard to guess',
      'password',
    );
  }
}

/**
 * At most {@link PASSWORD_MAX_BYTES} bytes of UTF-8: bcrypt reads no further, so a longer
 * password would be checked on its first 72 bytes only (36 accented characters).
 */
export function MaxPasswordBytes(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'maxPasswordBytes',
      target: target.constructor,
      propertyName,
      options: {
        message: `password must be at most ${PASSWORD_MAX_BYTES} bytes (about ${PASSWORD_MAX_BYTES} letters, fewer with accents)`,
        ...options,
      },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && Buffer.byteLength(value, 'utf8') <= PASSWORD_MAX_BYTES,
      },
    });
}
