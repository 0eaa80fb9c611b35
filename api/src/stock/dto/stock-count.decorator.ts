import { registerDecorator, type ValidationArguments } from 'class-validator';
import { isStockCount, stockCountMessage } from '@greencart/contracts';

/**
 * A quantity on hand or a low-stock threshold: contracts' `isStockCount` (a whole JSON number
 * from 0 to MAX_STOCK_QUANTITY). Used by the add form's first count, counting, and every row
 * of the catalogue file, so all three accept the same numbers. `refused` words a refusal
 * (default: contracts' `stockCountMessage`, naming the field).
 */
export function StockCount(
  field: string,
  refused?: (args: ValidationArguments) => string,
): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isStockCount',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: refused ?? stockCountMessage(field) },
      validator: { validate: (value: unknown) => isStockCount(value) },
    });
}
