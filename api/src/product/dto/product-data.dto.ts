import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsNotEmpty,
  IsNumber,
  IsString,
  MaxLength,
} from 'class-validator';
import { CATEGORY_VALUES, type Category, type ProductData } from '@greencart/contracts';

/** Numeric strings (`"450"`) from the multipart form become numbers; anything else is left to fail. */
function toNumber({ value }: { value: unknown }): unknown {
  if (typeof value === 'string' && value.trim() !== '' && !Number.isNaN(Number(value)))
    return Number(value);
  return value;
}

/** The JSON of the `productData` multipart field of `POST /api/product/add`. */
export class ProductDataDto implements ProductData {
  @ApiProperty({ example: 'Organic Tomatoes 1 kg' })
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(200)
  name: string;

  @ApiProperty({ type: [String], example: ['Fresh and juicy', 'Grown without pesticides'] })
  @IsArray({ message: 'description must be a list of lines' })
  @ArrayMaxSize(20)
  @IsString({ each: true })
  @MaxLength(500, { each: true })
  description: string[];

  @ApiProperty({ enum: CATEGORY_VALUES })
  @IsIn(CATEGORY_VALUES, { message: `category must be one of ${CATEGORY_VALUES.join(', ')}` })
  category: Category;

  @ApiProperty({
    example: 450,
    description: 'Rupees, at most 2 decimals; a numeric string is accepted',
  })
  @Transform(toNumber)
  @IsNumber({ maxDecimalPlaces: 2 }, { message: 'price must be a number with at most 2 decimals' })
  price: number;

  @ApiProperty({ example: 399.5, description: 'Rupees, at most 2 decimals, not above price' })
  @Transform(toNumber)
  @IsNumber(
    { maxDecimalPlaces: 2 },
    { message: 'offerPrice must be a number with at most 2 decimals' },
  )
  offerPrice: number;
}
