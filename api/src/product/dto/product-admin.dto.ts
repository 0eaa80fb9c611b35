import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsOptional, IsString, MaxLength } from 'class-validator';
import {
  FIELD_LIMITS,
  MAX_PRODUCT_IMAGES,
  MAX_WEIGHT_LENGTH,
  type ProductAddData,
  type ProductEditRequest,
} from '@greencart/contracts';
import { StockCount } from '../../stock/dto/stock-count.decorator.js';
import { ProductDataDto } from './product-data.dto.js';

/** A product's image list: at most MAX_PRODUCT_IMAGES URLs (the edit's kept images, the file's). */
export function ProductImageList(): PropertyDecorator {
  return applyDecorators(
    MaxLength(FIELD_LIMITS.productImageUrl, { each: true }),
    IsString({ each: true }),
    ArrayMaxSize(MAX_PRODUCT_IMAGES, { message: `At most ${MAX_PRODUCT_IMAGES} images` }),
    IsArray({ message: 'images must be a list' }),
  );
}

/** The pack size label, as the add form, the edit and the catalogue file take it. */
function WeightLabel(): PropertyDecorator {
  return applyDecorators(MaxLength(MAX_WEIGHT_LENGTH), IsString(), IsOptional());
}

/**
 * The `productData` of `POST /api/product/add`: the shared fields plus the weight label and an
 * optional first count (the same limits as the edit page and the stock panel).
 */
export class ProductAddDto extends ProductDataDto implements ProductAddData {
  @ApiPropertyOptional({ example: '500 g', nullable: true })
  @WeightLabel()
  weight?: string | null;

  @ApiPropertyOptional({ example: 24, description: 'Units on hand; absent: stock not counted' })
  @IsOptional()
  @StockCount('onHand')
  onHand?: number;
}

/** `PATCH /api/product/:id`: the add form's fields (same rules), weight and kept images. */
export class ProductEditDto extends ProductDataDto implements ProductEditRequest {
  @ApiPropertyOptional({ example: '500 g', nullable: true })
  @WeightLabel()
  weight?: string | null;

  @ApiProperty({ type: [String], description: 'Images to keep, in order (URLs as answered)' })
  @ProductImageList()
  images: string[];
}
