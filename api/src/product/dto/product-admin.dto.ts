import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  NotEquals,
  ValidateIf,
} from 'class-validator';
import {
  MAX_PRODUCT_IMAGES,
  MAX_STOCK_NOTE_LENGTH,
  MAX_STOCK_QUANTITY,
  MAX_WEIGHT_LENGTH,
  SELLER_STOCK_REASONS,
  type ProductAddData,
  type ProductEditRequest,
  type SellerStockReason,
  type StockAdjustRequest,
  type StockTrackingRequest,
} from '@greencart/contracts';
import { ProductDataDto } from './product-data.dto.js';

/**
 * The `productData` of `POST /api/product/add`: the shared fields plus the weight label and an
 * optional first count (the same limits as the edit page and the stock panel).
 */
export class ProductAddDto extends ProductDataDto implements ProductAddData {
  @ApiPropertyOptional({ example: '500 g', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_WEIGHT_LENGTH)
  weight?: string | null;

  @ApiPropertyOptional({ example: 24, description: 'Units on hand; absent: stock not counted' })
  @IsOptional()
  @IsInt({ message: `onHand must be a whole number up to ${MAX_STOCK_QUANTITY}` })
  @Min(0, { message: `onHand must be a whole number up to ${MAX_STOCK_QUANTITY}` })
  @Max(MAX_STOCK_QUANTITY, { message: `onHand must be a whole number up to ${MAX_STOCK_QUANTITY}` })
  onHand?: number;
}

/** `PATCH /api/product/:id`: the add form's fields (same rules), weight and kept images. */
export class ProductEditDto extends ProductDataDto implements ProductEditRequest {
  @ApiPropertyOptional({ example: '500 g', nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_WEIGHT_LENGTH)
  weight?: string | null;

  @ApiProperty({ type: [String], description: 'Images to keep, in order (URLs as answered)' })
  @IsArray({ message: 'images must be a list' })
  @ArrayMaxSize(MAX_PRODUCT_IMAGES, { message: `At most ${MAX_PRODUCT_IMAGES} images` })
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  images: string[];
}

const QUANTITY_MESSAGE = `must be a whole number up to ${MAX_STOCK_QUANTITY}`;

/*
 * Stock numbers are JSON numbers, never converted: `@Type(() => Number)` turned `true` into 1,
 * `""` into 0 and threw (a 500) on an object whose `toString` is not a function.
 */

/** `POST /api/product/:id/stock-adjust`. */
export class StockAdjustDto implements StockAdjustRequest {
  @ApiProperty({ example: 12, description: 'Units: positive for a delivery, negative for waste' })
  @IsInt({ message: `delta ${QUANTITY_MESSAGE}` })
  @NotEquals(0, { message: 'delta must not be 0' })
  @Min(-MAX_STOCK_QUANTITY, { message: `delta ${QUANTITY_MESSAGE}` })
  @Max(MAX_STOCK_QUANTITY, { message: `delta ${QUANTITY_MESSAGE}` })
  delta: number;

  @ApiProperty({ enum: SELLER_STOCK_REASONS })
  @IsIn(SELLER_STOCK_REASONS, {
    message: `reason must be one of: ${SELLER_STOCK_REASONS.join(', ')}`,
  })
  reason: SellerStockReason;

  @ApiPropertyOptional({ maxLength: MAX_STOCK_NOTE_LENGTH })
  @IsOptional()
  @IsString()
  @MaxLength(MAX_STOCK_NOTE_LENGTH)
  note?: string;
}

/** `PUT /api/product/:id/tracking`. */
export class StockTrackingDto implements StockTrackingRequest {
  @ApiProperty({
    nullable: true,
    example: 20,
    description: 'Units on hand now; null: stop counting',
  })
  @ValidateIf((_, value) => value !== null)
  @IsInt({ message: `onHand ${QUANTITY_MESSAGE}` })
  @Min(0, { message: `onHand ${QUANTITY_MESSAGE}` })
  @Max(MAX_STOCK_QUANTITY, { message: `onHand ${QUANTITY_MESSAGE}` })
  onHand: number | null;

  @ApiPropertyOptional({ example: 5 })
  // Optional, but not null: the column always holds a threshold.
  @ValidateIf((_, value) => value !== undefined)
  @IsInt({
    message: ({ value }) =>
      value === null
        ? `Give lowStockThreshold as a whole number up to ${MAX_STOCK_QUANTITY}, or leave it out`
        : `lowStockThreshold ${QUANTITY_MESSAGE}`,
  })
  @Min(0, { message: `lowStockThreshold ${QUANTITY_MESSAGE}` })
  @Max(MAX_STOCK_QUANTITY, { message: `lowStockThreshold ${QUANTITY_MESSAGE}` })
  lowStockThreshold?: number;
}
