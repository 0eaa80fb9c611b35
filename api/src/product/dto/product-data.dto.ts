import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import {
  CATALOGUE_MESSAGES,
  CATEGORY_VALUES,
  FIELD_LIMITS,
  MAX_PRICE,
  MIN_PRICE,
  PICK_MESSAGES,
  SOLD_BY,
  SOLD_BY_MESSAGE,
  STEP_GRAMS_MESSAGE,
  isStepGrams,
  isValidPrice,
  isValidPricePerKg,
  normalizeBarcode,
  productTranslationsProblem,
  offerPriceFits,
  pricePerKgMessage,
  type Category,
  type ProductData,
  type ProductTranslations,
  type SoldBy,
  type SoldByRequest,
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

/** A price per kg for the object's step (contracts' `isValidPricePerKg`). */
function IsPricePerKg(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isPricePerKg',
      target: target.constructor,
      propertyName,
      options: { message: pricePerKgMessage(propertyName), ...options },
      validator: {
        validate: (value: unknown, args) =>
          isValidPricePerKg(value, (args?.object as { stepGrams?: unknown }).stepGrams),
      },
    });
}

/** The offer per kg is not above the price per kg (the same rule as the unit prices). */
function IsNotAbovePricePerKg(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isNotAbovePricePerKg',
      target: target.constructor,
      propertyName,
      options: { message: 'offerPricePerKg must not be above pricePerKg', ...options },
      validator: {
        validate: (value: unknown, args) =>
          offerPriceFits((args?.object as { pricePerKg?: unknown }).pricePerKg, value),
      },
    });
}

/** An allowed step in grams (contracts' `isStepGrams`). */
function IsStepGrams(options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isStepGrams',
      target: target.constructor,
      propertyName,
      options: { message: STEP_GRAMS_MESSAGE, ...options },
      validator: { validate: (value: unknown) => isStepGrams(value) },
    });
}

/** Sold by weight: the step and per-kg fields are required, the unit prices derived. */
const weighed = (dto: { soldBy?: unknown }): boolean => dto.soldBy === 'weight';

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

/**
 * The JSON of the `productData` multipart field of `POST /api/product/add`. A product sold by
 * weight (issue 29) gives its step and per-kg prices instead of `price`/`offerPrice`, which
 * are then derived (the price of one step) and any sent are ignored.
 */
/**
 * A barcode as sent: "" → null (remove it), a valid EAN-13/UPC-A → its stored EAN-13 form,
 * anything else left as it is for the check to refuse.
 */
function barcodeOf({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  if (value.trim() === '') return null;
  return normalizeBarcode(value) ?? value;
}

/** A stored-form barcode (contracts' `normalizeBarcode`: EAN-13, check digit right). */
function IsBarcode(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isBarcode',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `barcode: ${PICK_MESSAGES.badBarcode}`, ...options },
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && normalizeBarcode(value) === value,
      },
    });
}

/** Sinhala and Tamil name and description (contracts' `productTranslationsProblem`). */
function IsProductTranslations(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isProductTranslations',
      target: target.constructor,
      propertyName: String(propertyName),
      options: {
        message: (args) => productTranslationsProblem(args.value) ?? 'translations are not valid',
        ...options,
      },
      validator: { validate: (value: unknown) => productTranslationsProblem(value) === undefined },
    });
}

export class ProductDataDto implements ProductData, SoldByRequest {
  @ApiPropertyOptional({
    description:
      'Sinhala and Tamil: { si: { name, description[] }, ta: { … } }, every field optional ' +
      '(English where left out); absent keeps them, {} removes them',
    example: { si: { name: 'තක්කාලි 1 kg' }, ta: { name: 'தக்காளி 1 kg' } },
  })
  @IsOptional()
  @IsProductTranslations()
  translations?: ProductTranslations;

  @ApiPropertyOptional({
    example: '4006381333931',
    nullable: true,
    description: 'EAN-13 or UPC-A (stored as EAN-13); null or "" removes it; absent keeps it',
  })
  @Transform(barcodeOf)
  @IsOptional()
  @IsBarcode()
  barcode?: string | null;

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

  // Before the prices: which of them are required depends on it (and a wrong one is named).
  @ApiPropertyOptional({
    enum: SOLD_BY,
    description: 'unit (the default) or weight; required to edit a product sold by weight',
  })
  @IsOptional()
  @IsIn(SOLD_BY, { message: SOLD_BY_MESSAGE })
  soldBy?: SoldBy;

  @ApiProperty({
    example: 450,
    description: 'Rupees, at most 2 decimals; a numeric string is accepted',
  })
  @Transform(numericText)
  @ValidateIf((dto: ProductDataDto) => !weighed(dto))
  @IsPrice()
  price: number;

  @ApiProperty({ example: 399.5, description: 'Rupees, at most 2 decimals, not above price' })
  @Transform(numericText)
  @ValidateIf((dto: ProductDataDto) => !weighed(dto))
  // Checked after IsPrice (decorators register bottom-up).
  @IsNotAbovePrice()
  @IsPrice()
  offerPrice: number;

  @ApiPropertyOptional({ example: 250, description: 'Sold by weight: grams of one step' })
  @Transform(numericText)
  @ValidateIf(weighed)
  @IsStepGrams()
  stepGrams?: number;

  @ApiPropertyOptional({ example: 480, description: 'Sold by weight: rupees per kg' })
  @Transform(numericText)
  @ValidateIf(weighed)
  @IsPricePerKg()
  pricePerKg?: number;

  @ApiPropertyOptional({
    example: 450,
    description:
      'Sold by weight: rupees per kg charged, not above pricePerKg; absent: sold at pricePerKg',
  })
  @Transform(numericText)
  // Optional: without an offer the product sells at its price per kg (sold-by.ts).
  @ValidateIf((dto: ProductDataDto) => weighed(dto) && dto.offerPricePerKg !== undefined)
  @IsNotAbovePricePerKg()
  @IsPricePerKg()
  offerPricePerKg?: number;
}
