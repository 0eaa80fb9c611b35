import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
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
  SUBSTITUTION_CHOICES,
  type AnswerQuestionRequest,
  type AskShortRequest,
  type ProposeSubstituteRequest,
  type SubstitutionChoice,
  type SubstitutionChoicesRequest,
  type SubstitutionChoiceValue,
} from '@greencart/contracts';

const CHOICE_MESSAGE = `choice must be one of: ${SUBSTITUTION_CHOICES.join(', ')}`;
const QUANTITY_MESSAGE = `quantity must be a whole number from 1 to ${MAX_QUANTITY}`;

/** A choice: `productId` only with `specific` (checked by `substitutionChoiceProblem`). */
export class SubstitutionChoiceDto implements SubstitutionChoiceValue {
  @ApiProperty({ enum: SUBSTITUTION_CHOICES })
  @IsIn(SUBSTITUTION_CHOICES, { message: CHOICE_MESSAGE })
  choice: SubstitutionChoice;

  @ApiPropertyOptional({ nullable: true, description: "With 'specific': the product id" })
  @IsOptional()
  @IsString({ message: 'productId must be a product id' })
  @MaxLength(FIELD_LIMITS.productId)
  productId: string | null;
}

/** One line's choice. */
export class LineChoiceDto extends SubstitutionChoiceDto {
  @ApiProperty({ minimum: 0 })
  @IsInt({ message: 'position must be a line position' })
  @Min(0, { message: 'position must be a line position' })
  @Max(MAX_ORDER_LINES, { message: 'position must be a line position' })
  position: number;
}

/** `PUT /api/order/user/:id/substitutions`. */
export class SubstitutionChoicesDto implements SubstitutionChoicesRequest {
  @ApiPropertyOptional({ type: SubstitutionChoiceDto })
  @IsOptional()
  @ValidateNested()
  @Type(() => SubstitutionChoiceDto)
  default?: SubstitutionChoiceDto;

  @ApiPropertyOptional({ type: [LineChoiceDto] })
  @IsOptional()
  @IsArray({ message: 'lines must be a list' })
  @ArrayMaxSize(MAX_ORDER_LINES)
  @ValidateNested({ each: true })
  @Type(() => LineChoiceDto)
  lines?: LineChoiceDto[];
}

/** `POST /api/order/seller/:id/items/:position/propose`. */
export class ProposeSubstituteDto implements ProposeSubstituteRequest {
  @ApiProperty({ example: 'papaya' })
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  @MaxLength(FIELD_LIMITS.productId)
  product: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_QUANTITY })
  @IsOptional()
  @IsInt({ message: QUANTITY_MESSAGE })
  @Min(1, { message: QUANTITY_MESSAGE })
  @Max(MAX_QUANTITY, { message: QUANTITY_MESSAGE })
  quantity?: number;
}

/** `POST /api/order/seller/:id/items/:position/ask-short`. */
export class AskShortDto implements AskShortRequest {
  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'available must be a whole number' })
  @Min(1, {
    message:
      'available must be at least 1: with none available, propose a substitute or mark the line short',
  })
  @Max(MAX_QUANTITY - 1, { message: 'available must be a whole number' })
  available: number;
}

/**
 * `POST /api/order/user/:id/substitutions/questions/:questionId`: only yes or no and the
 * version seen. A price or quantity sent with it is refused (unknown fields are a 400).
 */
export class AnswerQuestionDto implements AnswerQuestionRequest {
  @ApiProperty()
  @IsBoolean({ message: 'accept must be true or false' })
  accept: boolean;

  @ApiProperty({ minimum: 1 })
  @IsInt({ message: 'version must be the version of the proposal you answer' })
  @Min(1, { message: 'version must be the version of the proposal you answer' })
  version: number;
}
