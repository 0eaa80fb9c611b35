import { AppError } from './app-error.js';

/**
 * Bounds on the shape of any JSON body, checked before class-transformer or a validator sees
 * it. The largest real bodies (an order of 100 lines, a cart of 100 products) are far inside.
 * Deep nesting overflowed class-transformer's recursion (a 500); wide bodies made it spend
 * seconds per request with the event loop blocked.
 */
export const BODY_LIMITS = {
  /** Nesting of objects and arrays. */
  maxDepth: 8,
  /** Elements of one array. */
  maxArrayLength: 200,
  /** Keys of one object. */
  maxKeys: 200,
  /** Values in the whole body (objects, arrays, strings, numbers, …). */
  maxNodes: 5000,
} as const;

/** Keys that would reach an object's prototype when copied (prototype pollution). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/**
 * NUL and the other C0 control characters, and DEL; tab, line feed and carriage return are
 * ordinary text. A NUL in a string crashed the PostgreSQL driver ("invalid byte sequence").
 */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * Half of a UTF-16 surrogate pair on its own: not text at all (JSON allows `"\ud800"`), and
 * validator.js's email check throws on it.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when `text` holds a character that {@link assertSafeBody} refuses. */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTERS.test(text) || LONE_SURROGATE.test(text);
}

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Refuses a raw JSON text nested deeper than {@link BODY_LIMITS.maxDepth}, in one pass over
 * its bytes and before it is parsed, so 10,000 `[` cost microseconds instead of a stack
 * overflow. Brackets inside strings do not count.
 */
export function assertShallowJson(raw: Buffer | string): void {
  const bytes = typeof raw === 'string' ? Buffer.from(raw) : raw;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_BRACKET || byte === OPEN_BRACE) {
      depth += 1;
      if (depth > BODY_LIMITS.maxDepth) {
        throw AppError.validation(
          `The request body is nested too deeply (at most ${BODY_LIMITS.maxDepth} levels)`,
        );
      }
    } else if (byte === CLOSE_BRACKET || byte === CLOSE_BRACE) {
      depth -= 1;
    }
  }
}

/** The dotted path of a key below `parent`, as `field` of a validation error. */
function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return parent ? `${parent}[${key}]` : `[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * Refuses a parsed body whose shape is out of bounds ({@link BODY_LIMITS}), that holds a
 * control character in any string or key, or a key that reaches a prototype. Iterative, so
 * no input can exhaust the stack; answers 400 naming the field.
 */
export function assertSafeBody(body: unknown): void {
  const stack: { value: unknown; path: string; depth: number }[] = [
    { value: body, path: '', depth: 0 },
  ];
  let nodes = 0;
  while (stack.length > 0) {
    const { value, path, depth } = stack.pop()!;
    nodes += 1;
    if (nodes > BODY_LIMITS.maxNodes) throw AppError.validation('The request body is too large');
    if (depth > BODY_LIMITS.maxDepth) {
      throw AppError.validation(
        `The request body is nested too deeply (at most ${BODY_LIMITS.maxDepth} levels)`,
      );
    }
    if (typeof value === 'string') {
      if (hasControlCharacter(value)) {
        throw AppError.validation(
          `${path || 'The request body'} must not contain control characters or broken Unicode`,
          path || undefined,
        );
      }
    } else if (Array.isArray(value)) {
      if (value.length > BODY_LIMITS.maxArrayLength) {
        throw AppError.validation(
          `${path || 'The request body'} may hold at most ${BODY_LIMITS.maxArrayLength} items`,
          path || undefined,
        );
      }
      value.forEach((item, index) =>
        stack.push({ value: item, path: pathOf(path, index), depth: depth + 1 }),
      );
    } else if (typeof value === 'object' && value !== null) {
      const keys = Object.keys(value);
      if (keys.length > BODY_LIMITS.maxKeys) {
        throw AppError.validation(
          `${path || 'The request body'} may hold at most ${BODY_LIMITS.maxKeys} fields`,
          path || undefined,
        );
      }
      for (const key of keys) {
        if (FORBIDDEN_KEYS.has(key) || hasControlCharacter(key)) {
          throw AppError.validation(
            `${path || 'The request body'} holds a field name that is not allowed`,
            path || undefined,
          );
        }
        stack.push({
          value: (value as Record<string, unknown>)[key],
          path: pathOf(path, key),
          depth: depth + 1,
        });
      }
    }
  }
}

/**
 * Parses a JSON body within the bounds above: depth is checked on the raw bytes, the parsed
 * value is walked once. Used as the API's `application/json` parser and for `productData`.
 */
export function parseBoundedJson(raw: Buffer | string): unknown {
  assertShallowJson(raw);
  const text = typeof raw === 'string' ? raw : raw.toString('utf8');
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw AppError.malformedBody();
  }
  assertSafeBody(parsed);
  return parsed;
}
