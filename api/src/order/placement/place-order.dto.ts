import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsDefined,
  IsIn,
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
  MAX_ORDER_LINES,
  MAX_QUANTITY,
  MESSAGES,
  MIN_QUANTITY,
  SLOT_MESSAGES,
  SUBSTITUTION_CHOICES,
  SUBSTITUTION_PREFERENCES,
  type PlaceOrderRequest,
  type SubstitutionChoice,
  type SubstitutionPreference,
} from '@greencart/contracts';

const QUANTITY_MESSAGE = `quantity must be a whole number from ${MIN_QUANTITY} to ${MAX_QUANTITY}`;

/** One requested line: a product id and an integer quantity. */
export class OrderLineDto {
  @ApiProperty({ example: 'gd46g23h' })
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  @MaxLength(FIELD_LIMITS.productId)
  product: string;

  @ApiProperty({ minimum: MIN_QUANTITY, maximum: MAX_QUANTITY })
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(MIN_QUANTITY, { message: QUANTITY_MESSAGE })
  @Max(MAX_QUANTITY, { message: QUANTITY_MESSAGE })
  quantity: number;

  @ApiPropertyOptional({ enum: SUBSTITUTION_PREFERENCES, default: 'refund' })
  @IsOptional()
  @IsIn(SUBSTITUTION_PREFERENCES, {
    message: `substitution must be one of: ${SUBSTITUTION_PREFERENCES.join(', ')}`,
  })
  substitution?: SubstitutionPreference;

  @ApiPropertyOptional({ enum: SUBSTITUTION_CHOICES, description: 'docs/SUBSTITUTIONS.md' })
  @IsOptional()
  @IsIn(SUBSTITUTION_CHOICES, {
    message: `choice must be one of: ${SUBSTITUTION_CHOICES.join(', ')}`,
  })
  choice?: SubstitutionChoice;

  @ApiPropertyOptional({ description: "With choice 'specific': the product wanted instead" })
  @IsOptional()
  @IsString({ message: 'choiceProduct must be a product id' })
  @IsNotEmpty({ message: 'choiceProduct must be a product id' })
  @MaxLength(FIELD_LIMITS.productId)
  choiceProduct?: string;
}

/** The two place-order routes (cash, and online: the spec's paths). A client's `amount` is ignored. */
export class PlaceOrderDto implements PlaceOrderRequest {
  /** Accepted because the original tutorial client sends it, and ignored: identity comes from the cookie. */
  @ApiPropertyOptional({ description: 'Ignored' })
  @IsOptional()
  @IsString()
  userId?: string;

  /** Accepted and ignored: the server prices every order from the database. */
  @ApiPropertyOptional({ description: 'Ignored: the server computes the amount' })
  @IsOptional()
  amount?: unknown;

  @ApiProperty({ type: [OrderLineDto] })
  @IsArray({ message: 'items must be a list' })
  @ArrayMaxSize(MAX_ORDER_LINES, {
    message: `An order may hold at most ${MAX_ORDER_LINES} products`,
  })
  @ValidateNested({ each: true })
  @Type(() => OrderLineDto)
  items: OrderLineDto[];

  /**
   * A promotion code the shopper typed (docs/PROMOTIONS.md), read case-insensitively. One that
   * does not apply now is refused with 409 `ORDER.PROMOTION_UNAVAILABLE`: send again without it.
   */
  @ApiPropertyOptional({ description: 'Promotion code (case-insensitive)', example: 'SAVE10' })
  @IsOptional()
  @IsString({ message: 'code must be text' })
  @MaxLength(64, { message: 'code is at most 64 characters' })
  code?: string;

  /** The default substitution choice of lines without their own (docs/SUBSTITUTIONS.md). */
  @ApiPropertyOptional({ enum: ['best_match', 'refund'], default: 'refund' })
  @IsOptional()
  @IsIn(['best_match', 'refund'], { message: 'substitutionDefault must be best_match or refund' })
  substitutionDefault?: 'best_match' | 'refund';

  /** The delivery slot (docs/DELIVERY.md): required only where the address's zone uses slots. */
  @ApiPropertyOptional({ description: 'Delivery slot id (GET /api/delivery/slots)' })
  @IsOptional()
  @IsString({ message: SLOT_MESSAGES.invalidId })
  @MaxLength(64, { message: SLOT_MESSAGES.invalidId })
  slotId?: string;

  @ApiProperty({ description: 'Address id' })
  @IsDefined({ message: MESSAGES.selectAddress })
  @IsString({ message: MESSAGES.selectAddress })
  @IsNotEmpty({ message: MESSAGES.selectAddress })
  address: string;
}
