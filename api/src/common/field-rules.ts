import { registerDecorator, type ValidationOptions } from 'class-validator';
import {
  calendarDateMessage,
  isCalendarDate,
  isPostcode,
  postcodeMessage,
} from '@greencart/contracts';

/*
 * Fields several routes take, each checked by its one rule in the contracts, so every route
 * refuses the same input the same way: 400 `COMMON.VALIDATION` naming the field.
 */

/**
 * A postcode as it arrives: trimmed; a whole number (typed into a number field) kept as the
 * string it was. Anything else is left as sent for {@link IsPostcode} to refuse.
 */
export const postcodeInput = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'number' && Number.isInteger(value)) return String(value);
  return typeof value === 'string' ? value.trim() : value;
};

/** A postcode the address book keeps (contracts' `isPostcode`), else a 400 naming the field. */
export function IsPostcode(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPostcode',
      target: target.constructor,
      propertyName,
      options: { message: postcodeMessage(propertyName), ...options },
      validator: { validate: (value: unknown) => isPostcode(value) },
    });
}

/**
 * A day written `YYYY-MM-DD` that the calendar has (contracts' `isCalendarDate`), else a 400
 * naming the field: never a 500 from the database, never a date "corrected" and echoed.
 */
export function IsCalendarDate(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isCalendarDate',
      target: target.constructor,
      propertyName,
      options: { message: calendarDateMessage(propertyName), ...options },
      validator: { validate: (value: unknown) => isCalendarDate(value) },
    });
}
