import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { FIELD_LIMITS, type StockRequest } from '@greencart/contracts';

/** `POST /api/product/stock`. */
export class StockDto implements StockRequest {
  @ApiProperty({ example: 'gd46g23h' })
  @IsString()
  @IsNotEmpty({ message: 'id is required' })
  @MaxLength(FIELD_LIMITS.productId)
  id: string;

  @ApiProperty()
  @IsBoolean({ message: 'inStock must be true or false' })
  inStock: boolean;
}
