import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsString,
  MaxLength,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import {
  CATALOGUE_MESSAGES,
  CATEGORY_VALUES,
  FIELD_LIMITS,
  MAX_PRICE,
  MIN_PRICE,
  isValidPrice,
  offerPriceFits,
  type Category,
  type ProductData,
} from '@greencart/contracts';

/**
 * A price in rupees (contracts' `isValidPrice`). Not class-validator's
 * `IsNumber({ maxDecimalPlaces })`: it throws on `1e-7` (class-validator#1705), a 500.
 */
function IsPrice(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPrice',
      target: target.constructor,
      propertyName,
      options: {
        message: `${propertyName} must be an amount from ${MIN_PRICE} to ${MAX_PRICE} with at most 2 decimals`,
        ...options,
      },
      validator: { validate: (value: unknown) => isValidPrice(value) },
    });
}

/**
 * The offer price is not above the price (contracts' `offerPriceFits`): the one check of this
 * rule for the add form, the edit and every row of the catalogue file.
 */
function IsNotAbovePrice(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotAbovePrice',
      target: target.constructor,
      propertyName,
      options: { message: CATALOGUE_MESSAGES.offerAbovePrice, ...options },
      validator: {
        validate: (value: unknown, args) =>
          offerPriceFits((args?.object as { price?: unknown }).price, value),
      },
    });
}

/**
 * Numeric strings (`"450"`) from the multipart form, and the catalogue file's number cells,
 * become numbers; anything else is left to fail.
 */
export function numericText({ value }: { value: unknown }): unknown {
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  return value;
}

/**
 * Names are stored trimmed, so they are checked trimmed: a name of only spaces is an empty one.
 * The add form, the edit and the catalogue import all validate with this class.
 */
function trimmed({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.trim() : value;
}

/** The JSON of the `productData` multipart field of `POST /api/product/add`. */
export class ProductDataDto implements ProductData {
  @ApiProperty({ example: 'Organic Tomatoes 1 kg' })
  @Transform(trimmed)
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(FIELD_LIMITS.productName)
  name: string;

  @ApiProperty({ type: [String], example: ['Fresh and juicy', 'Grown without pesticides'] })
  @IsArray({ message: 'description must be a list of lines' })
  @ArrayMaxSize(FIELD_LIMITS.productDescriptionLines)
  @IsString({ each: true })
  @MaxLength(FIELD_LIMITS.productDescriptionLine, { each: true })
  description: string[];

  @ApiProperty({ enum: CATEGORY_VALUES })
  @IsIn(CATEGORY_VALUES, { message: `category must be one of ${CATEGORY_VALUES.join(', ')}` })
  category: Category;

  @ApiProperty({
    example: 450,
    description: 'Rupees, at most 2 decimals; a numeric string is accepted',
  })
  @Transform(numericText)
  @IsPrice()
  price: number;

  @ApiProperty({ example: 399.5, description: 'Rupees, at most 2 decimals, not above price' })
  @Transform(numericText)
  // Checked after IsPrice (decorators register bottom-up).
  @IsNotAbovePrice()
  @IsPrice()
  offerPrice: number;
}
