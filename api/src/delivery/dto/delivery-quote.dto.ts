import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ZIP_PATTERN } from '@greencart/contracts';
import { IsPostcode, postcodeInput } from '../../common/field-rules.js';

/** `GET /api/delivery/quote?postcode=`: the postcode of the address the cart delivers to. */
export class DeliveryQuoteQueryDto {
  @ApiProperty({ example: '00100', pattern: ZIP_PATTERN })
  @Transform(postcodeInput)
  @IsPostcode()
  postcode: string;
}
