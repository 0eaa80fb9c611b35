import 'reflect-metadata';
import type { ValidationError } from '@nestjs/common';
import { TYPE_MESSAGES, type ValueKind } from '@greencart/contracts';
import { getMetadataStorage } from 'class-validator';

const IS_KIND: Record<ValueKind, (value: unknown) => boolean> = {
  text: (value) => typeof value === 'string',
  number: (value) => typeof value === 'number',
  boolean: (value) => typeof value === 'boolean',
  list: (value) => Array.isArray(value),
  object: (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
};

/** class-validator's rules about a value's type: their own words say what the value must be. */
const TYPE_RULES: ReadonlySet<string> = new Set([
  'isString',
  'isInt',
  'isNumber',
  'isBoolean',
  'isArray',
  'isObject',
]);

/**
 * class-validator's rules about the length, form or range of a value, which take its type for
 * granted: "email must be shorter than or equal to 254 characters" for an array. Our own rules
 * (`IsPrice`, `IsStepGrams`, `IsDeliveryAmount`…) check the type themselves and say what is
 * expected, so their words stay.
 */
const FORM_RULES: ReadonlySet<string> = new Set([
  'maxLength',
  'minLength',
  'isLength',
  'isNotEmpty',
  'isIn',
  'matches',
  'min',
  'max',
  'isEmail',
  'isUUID',
  'arrayMinSize',
  'arrayMaxSize',
  'notEquals',
  'maxPasswordBytes',
]);

/**
 * The kind of value a DTO property declares, from its TypeScript type (the `design:type`
 * metadata the compiler emits for decorated properties); null when it says none (`Object`: a
 * union, `unknown`, a record). A type alias of string literals is `String` to tsc and `Object`
 * to swc (the tests' compiler); either way the message names the problem.
 */
function declaredKind(target: object, property: string): ValueKind | null {
  const type: unknown = Reflect.getMetadata('design:type', target, property);
  if (type === String) return 'text';
  if (type === Number) return 'number';
  if (type === Boolean) return 'boolean';
  if (type === Array) return 'list';
  // A nested DTO class; `Object` and `Date` say nothing about the JSON sent.
  if (typeof type === 'function' && type !== Object && type !== Date) return 'object';
  return null;
}

/** The property's own type rule (`@IsInt({ message })`), if it declares one for its whole value. */
function typeRuleOf(target: object, property: string) {
  return getMetadataStorage()
    .getTargetValidationMetadatas(target.constructor, '', true, false)
    .find(
      (rule) => rule.propertyName === property && !rule.each && TYPE_RULES.has(rule.name ?? ''),
    );
}

/**
 * The message for a value of the wrong JSON type, or undefined when the type is right (or the
 * value missing, or the property declares no type): the wrong type is the real problem,
 * whichever rule class-validator checked first. The property's own type rule's words when it
 * has some ("limit must be a whole number from 1 to 100"), else "email must be text".
 */
export function wrongTypeMessage(error: ValidationError): string | undefined {
  const { target, property, value } = error;
  if (value === undefined || value === null || typeof target !== 'object' || target === null) {
    return undefined;
  }
  const failed = Object.keys(error.constraints ?? {})[0] ?? '';
  // An item of a list of nested DTOs (`items.0`) declares nothing, and must be an object.
  const kind = declaredKind(target, property) ?? (failed === 'nestedValidation' ? 'object' : null);
  if (kind === null || IS_KIND[kind](value)) return undefined;
  const typeRule = typeRuleOf(target, property);
  if (typeof typeRule?.message === 'string') return typeRule.message;
  if (!typeRule && !FORM_RULES.has(failed) && failed !== 'nestedValidation') return undefined;
  return `${property} ${TYPE_MESSAGES[kind]}`;
}
