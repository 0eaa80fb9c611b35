import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsArray,
  IsBoolean,
  IsInt,
  IsObject,
  IsOptional,
  IsString,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  DELIVERY_AREA_NAME_MAX,
  DELIVERY_AREA_QUERY_MESSAGE,
  ZIP_PATTERN,
  type ExpressSettings,
  type SlotTemplateRequest,
  type SlotUpdateRequest,
  type SlotWindowTemplate,
} from '@greencart/contracts';
import { IsCalendarDate, IsPostcode, postcodeInput } from '../../common/field-rules.js';
import { NoControlCharacters } from '../../common/query-params.js';

/** `GET /api/delivery/slots?addressId=` (logged-in shopper) or `?postcode=` and/or `?area=`. */
export class DeliverySlotsQueryDto {
  @ApiPropertyOptional({ description: 'One of the logged-in shopper’s addresses' })
  @IsOptional()
  @IsString({ message: 'addressId must be an address id' })
  @MaxLength(64, { message: 'addressId must be an address id' })
  @NoControlCharacters()
  addressId?: string;

  @ApiPropertyOptional({ example: '00100', pattern: ZIP_PATTERN })
  @IsOptional()
  @Transform(postcodeInput)
  @IsPostcode()
  postcode?: string;

  /** An area name (a shopper with no address yet), alone or with a postcode. */
  @ApiPropertyOptional({ example: 'Dehiwala' })
  @IsOptional()
  @IsString({ message: DELIVERY_AREA_QUERY_MESSAGE })
  @MaxLength(DELIVERY_AREA_NAME_MAX, { message: DELIVERY_AREA_QUERY_MESSAGE })
  @NoControlCharacters()
  area?: string;
}

/** `GET /api/seller/delivery/slots?date=YYYY-MM-DD`. */
export class SellerSlotDayQueryDto {
  @ApiPropertyOptional({ example: '2026-11-26', description: 'Default: today (shop time zone)' })
  @IsOptional()
  @IsCalendarDate()
  date?: string;
}

/**
 * `PUT /api/seller/delivery/slot-templates/:zoneId`. Shapes are checked here loosely; the rules
 * are contracts' `slotTemplateProblem` (400 with the field at fault).
 */
export class SlotTemplateDto implements SlotTemplateRequest {
  @ApiProperty({ type: 'array', items: { type: 'object' } })
  @IsArray({ message: 'windows must be a list' })
  windows: SlotWindowTemplate[];

  @ApiProperty({ example: 120 })
  @IsInt({ message: 'leadTimeMinutes must be a whole number of minutes' })
  leadTimeMinutes: number;

  @ApiProperty({ nullable: true, example: '22:00' })
  @ValidateIf((_o, v) => v !== null)
  @IsString({ message: 'cutoffTime must be HH:MM or null' })
  cutoffTime: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true })
  @IsObject({ message: 'express must be an object' })
  @Type(() => Object)
  express: ExpressSettings;
}

/** `PATCH /api/seller/delivery/slots/:id`. */
export class SlotUpdateDto implements SlotUpdateRequest {
  @ApiPropertyOptional({ description: 'May go below booked: it only stops new bookings' })
  @IsOptional()
  @IsInt({ message: 'capacity must be a whole number' })
  capacity?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: 'closed must be true or false' })
  closed?: boolean;
}

/** `POST /api/order/user/:id/slot` and `POST /api/order/seller/:id/slot`. */
export class OrderSlotMoveDto {
  @ApiProperty()
  @IsString({ message: 'slotId is not a delivery slot id' })
  @MaxLength(64, { message: 'slotId is not a delivery slot id' })
  slotId: string;
}
