import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import {
  DELIVERY_AREA_NAME_MAX,
  DELIVERY_AREA_QUERY_MESSAGE,
  ZIP_PATTERN,
} from '@greencart/contracts';
import { IsPostcode, postcodeInput } from '../../common/field-rules.js';
import { NoControlCharacters } from '../../common/query-params.js';

/**
 * `GET /api/delivery/quote?postcode=&area=`: the postcode and/or the area (area/town) of the
 * place the cart delivers to; at least one of them (checked by the controller).
 */
export class DeliveryQuoteQueryDto {
  @ApiPropertyOptional({ example: '00100', pattern: ZIP_PATTERN })
  @IsOptional()
  @Transform(postcodeInput)
  @IsPostcode()
  postcode?: string;

  @ApiPropertyOptional({ example: 'Dehiwala' })
  @IsOptional()
  @IsString({ message: DELIVERY_AREA_QUERY_MESSAGE })
  @MaxLength(DELIVERY_AREA_NAME_MAX, { message: DELIVERY_AREA_QUERY_MESSAGE })
  @NoControlCharacters()
  area?: string;
}
