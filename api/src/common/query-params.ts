import { registerDecorator, type ValidationOptions } from 'class-validator';

/*
 * Rules for query parameters, which reach the DTOs as raw strings. No query parameter of the
 * API holds a control character: a search box, a category, a page cursor (base64url) or a
 * number cannot, and a NUL reaching PostgreSQL fails the statement ("invalid byte sequence",
 * a 500). Tab and newlines included: unlike a JSON body's text (body-guard.ts), a query
 * parameter is one line.
 */

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

/**
 * A query parameter free of control characters, else a 400 naming it. Anything not a string
 * is left to `@IsString`.
 */
export function NoControlCharacters(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'noControlCharacters',
      target: target.constructor,
      propertyName,
      options: { message: `${propertyName} must not contain control characters`, ...options },
      validator: {
        validate: (value: unknown) => typeof value !== 'string' || !CONTROL_CHARACTERS.test(value),
      },
    });
}

/**
 * A whole number written in digits (`?limit=20`) becomes a number; anything else stays as
 * sent and fails `@IsInt`. Not `@Type(() => Number)`: `Number()` reads "\t20\n", "0x14" and
 * "2e1" as 20 too.
 */
export function wholeNumberParam({ value }: { value: unknown }): unknown {
  return typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
}
