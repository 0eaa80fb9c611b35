import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  MAX_PACKED_GRAMS,
  MAX_QUANTITY,
  PACKED_GRAMS_MESSAGE,
  type PickLineRequest,
  type ShortPickRequest,
  type SubstituteRequest,
  type WeighRequest,
} from '@greencart/contracts';

const AVAILABLE_MESSAGE = `available must be a whole number from 0 to ${MAX_QUANTITY - 1}`;

/** `POST /api/order/seller/:id/items/:position/short`. */
export class ShortPickDto implements ShortPickRequest {
  @ApiProperty({ minimum: 0 })
  @IsInt({ message: AVAILABLE_MESSAGE })
  @Min(0, { message: AVAILABLE_MESSAGE })
  @Max(MAX_QUANTITY - 1, { message: AVAILABLE_MESSAGE })
  available: number;
}

/** `POST /api/order/seller/:id/items/:position/substitute`. */
export class SubstituteDto implements SubstituteRequest {
  @ApiProperty({ example: 'gd46g23h' })
  @IsString({ message: 'product must be a product id' })
  @IsNotEmpty({ message: 'product must be a product id' })
  @MaxLength(64)
  product: string;
}

/** `POST /api/order/seller/:id/items/:position/weight`: the grams packed for a weighed line. */
export class WeighDto implements WeighRequest {
  @ApiProperty({ minimum: 1, maximum: MAX_PACKED_GRAMS, example: 940 })
  @IsInt({ message: PACKED_GRAMS_MESSAGE })
  @Min(1, { message: PACKED_GRAMS_MESSAGE })
  @Max(MAX_PACKED_GRAMS, { message: PACKED_GRAMS_MESSAGE })
  packedGrams: number;
}

/** `POST /api/order/seller/:id/items/:position/pick`: the packer's tick. */
export class PickLineDto implements PickLineRequest {
  @ApiProperty()
  @IsBoolean({ message: 'picked must be true or false' })
  picked: boolean;
}
