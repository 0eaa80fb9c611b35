import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
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
  MAX_STOCK_NOTE_LENGTH,
  MAX_STOCK_QUANTITY,
  SELLER_STOCK_REASONS,
  stockCountMessage,
  type SellerStockReason,
  type StockAdjustRequest,
  type StockTrackingRequest,
} from '@greencart/contracts';
import { StockCount } from './stock-count.decorator.js';

/*
 * Stock numbers are JSON numbers, never converted: `@Type(() => Number)` turned `true` into 1,
 * `""` into 0 and threw (a 500) on an object whose `toString` is not a function.
 */

/** `POST /api/product/:id/stock-adjust`. */
export class StockAdjustDto implements StockAdjustRequest {
  @ApiProperty({ example: 12, description: 'Units: positive for a delivery, negative for waste' })
  @IsInt({ message: stockCountMessage('delta') })
  @NotEquals(0, { message: 'delta must not be 0' })
  @Min(-MAX_STOCK_QUANTITY, { message: stockCountMessage('delta') })
  @Max(MAX_STOCK_QUANTITY, { message: stockCountMessage('delta') })
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
  @StockCount('onHand')
  onHand: number | null;

  @ApiPropertyOptional({ example: 5 })
  // Optional, but not null: the column always holds a threshold.
  @ValidateIf((_, value) => value !== undefined)
  @StockCount('lowStockThreshold', ({ value }) =>
    value === null
      ? `Give lowStockThreshold as a whole number up to ${MAX_STOCK_QUANTITY}, or leave it out`
      : stockCountMessage('lowStockThreshold'),
  )
  lowStockThreshold?: number;
}
