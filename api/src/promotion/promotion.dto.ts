import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';
import {
  FIELD_LIMITS,
  MAX_BULK_CODES,
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MIN_QUANTITY,
  type CartQuoteRequest,
} from '@greencart/contracts';

const QUANTITY_MESSAGE = `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;

class QuoteLineDto {
  @ApiProperty()
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  @MaxLength(FIELD_LIMITS.productId)
  product: string;

  @ApiProperty({ minimum: MIN_QUANTITY, maximum: MAX_QUANTITY })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(MIN_QUANTITY, { message: QUANTITY_MESSAGE })
  @Max(MAX_QUANTITY, { message: QUANTITY_MESSAGE })
  quantity: number;
}

/** `POST /api/cart/quote`. */
export class CartQuoteDto implements CartQuoteRequest {
  @ApiProperty({ type: [QuoteLineDto] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(MAX_ORDER_LINES, {
    message: `A cart may hold at most ${MAX_ORDER_LINES} products`,
  })
  @ValidateNested({ each: true })
  @Type(() => QuoteLineDto)
  items: QuoteLineDto[];

  @ApiPropertyOptional({ description: 'Promotion code (case-insensitive)' })
  @IsOptional()
  @IsString({ message: 'code must be text' })
  @MaxLength(64, { message: 'code is at most 64 characters' })
  code?: string;
}

/** `POST /api/seller/promotions/:id/codes`. */
export class GenerateCodesDto {
  @ApiProperty({ minimum: 1, maximum: MAX_BULK_CODES })
  @Allow()
  count: unknown;

  @ApiPropertyOptional({ description: '1–8 letters or digits put before each code' })
  @Allow()
  prefix?: unknown;
}
