import { ApiProperty } from '@nestjs/swagger';
import { IsString, MaxLength, MinLength } from 'class-validator';
import { NoControlCharacters } from '../../common/query-params.js';

const POSTCODE_MESSAGE = 'postcode must be 1 to 20 characters';

/** `GET /api/delivery/quote?postcode=`: the postcode of the address the cart delivers to. */
export class DeliveryQuoteQueryDto {
  @ApiProperty({ example: '00100' })
  @IsString({ message: POSTCODE_MESSAGE })
  @MinLength(1, { message: POSTCODE_MESSAGE })
  @MaxLength(20, { message: POSTCODE_MESSAGE })
  @NoControlCharacters()
  postcode: string;
}
