import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  ValidateIf,
  ValidateNested,
  registerDecorator,
  type ValidationOptions,
} from 'class-validator';
import {
  DELIVERY_AREA_NAME_MAX,
  DELIVERY_ZONE_AREAS_MAX,
  DELIVERY_ZONE_MESSAGES,
  DELIVERY_ZONE_NAME_MAX,
  DELIVERY_ZONE_POSTCODES_MAX,
  DELIVERY_ZONES_MAX,
  isValidDeliveryAmount,
  type DeliveryZone,
  type DeliveryZonesRequest,
} from '@greencart/contracts';

/** Rupees from 0 with at most 2 decimals (contracts' `isValidDeliveryAmount`), not a string. */
function IsDeliveryAmount(what: string, options?: ValidationOptions) {
  return (target: object, propertyName: string) =>
    registerDecorator({
      name: 'isDeliveryAmount',
      target: target.constructor,
      propertyName,
      options: { message: DELIVERY_ZONE_MESSAGES.amount(what), ...options },
      validator: { validate: (value: unknown) => isValidDeliveryAmount(value) },
    });
}

/**
 * One zone. The shape is checked here; the rules across zones (a pattern in two zones, two
 * zones of one name) and the patterns themselves by contracts' `deliveryZonesProblem`, which
 * the seller portal runs too.
 */
export class DeliveryZoneDto implements DeliveryZone {
  @ApiPropertyOptional({ description: 'Absent for a new zone' })
  @IsOptional()
  @IsUUID('all', { message: 'id is not a zone id' })
  id?: string;

  @ApiProperty({ maxLength: DELIVERY_ZONE_NAME_MAX, example: 'Colombo city' })
  @IsString({ message: DELIVERY_ZONE_MESSAGES.name })
  @MaxLength(DELIVERY_ZONE_NAME_MAX, { message: DELIVERY_ZONE_MESSAGES.name })
  name: string;

  @ApiProperty({ type: [String], example: ['00100', '002*'] })
  @IsArray({ message: DELIVERY_ZONE_MESSAGES.postcodes })
  @ArrayMaxSize(DELIVERY_ZONE_POSTCODES_MAX, { message: DELIVERY_ZONE_MESSAGES.postcodes })
  @IsString({ each: true, message: DELIVERY_ZONE_MESSAGES.postcodes })
  @MaxLength(20, { each: true, message: DELIVERY_ZONE_MESSAGES.postcodes })
  postcodes: string[];

  /** Optional for clients that predate areas (none kept). At least one postcode or area. */
  @ApiPropertyOptional({ type: [String], example: ['Dehiwala', 'Mount Lavinia'] })
  @IsOptional()
  @IsArray({ message: DELIVERY_ZONE_MESSAGES.areas })
  @ArrayMaxSize(DELIVERY_ZONE_AREAS_MAX, { message: DELIVERY_ZONE_MESSAGES.areas })
  @IsString({ each: true, message: DELIVERY_ZONE_MESSAGES.areas })
  @MaxLength(DELIVERY_AREA_NAME_MAX, { each: true, message: DELIVERY_ZONE_MESSAGES.areas })
  areas?: string[];

  @ApiProperty({ minimum: 0, example: 150, description: 'Rupees; 0: free delivery' })
  @IsDeliveryAmount('delivery fee')
  fee: number;

  @ApiProperty({
    minimum: 0,
    nullable: true,
    type: Number,
    example: 2000,
    description: 'Goods subtotal (rupees) from which delivery is free; null: never',
  })
  @ValidateIf((zone: DeliveryZoneDto) => zone.freeDeliveryFrom !== null)
  @IsDeliveryAmount('free-delivery threshold')
  freeDeliveryFrom: number | null;

  @ApiProperty({ minimum: 0, example: 500, description: 'Rupees of goods; 0: no minimum' })
  @IsDeliveryAmount('minimum order')
  minimumOrder: number;

  @ApiProperty()
  @IsBoolean({ message: DELIVERY_ZONE_MESSAGES.express })
  expressOffered: boolean;
}

/** `PUT /api/seller/delivery/zones`: the whole list, replacing the one kept. */
export class DeliveryZonesDto implements DeliveryZonesRequest {
  @ApiProperty({ type: [DeliveryZoneDto] })
  @IsArray({ message: DELIVERY_ZONE_MESSAGES.zones })
  @ArrayMinSize(1, { message: DELIVERY_ZONE_MESSAGES.zones })
  @ArrayMaxSize(DELIVERY_ZONES_MAX, { message: DELIVERY_ZONE_MESSAGES.zones })
  @ValidateNested({ each: true })
  @Type(() => DeliveryZoneDto)
  zones: DeliveryZoneDto[];
}
