import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsDefined,
  IsEmail,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
  ValidateNested,
} from 'class-validator';
import {
  ADDRESS_EXTRA_LIMITS,
  ADDRESS_MESSAGES,
  DISTRICTS,
  FIELD_LIMITS,
  LK_PHONE_STORED,
  PROVINCES,
  postcodeMessage,
  type AddAddressRequest,
} from '@greencart/contracts';
import { IsPostcode, postcodeInput } from '../../common/field-rules.js';
import { districtInput, optionalText, phoneInput, provinceInput, trim } from './address-fields.js';

/** The district names, for `IsIn`. */
export const DISTRICT_NAMES = DISTRICTS.map((d) => d.name);

/** The address fields; `zip` (the form's field name) is an alias of `zipcode`. */
export class AddressInputDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'firstName is required' })
  @MaxLength(FIELD_LIMITS.personName)
  firstName: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'lastName is required' })
  @MaxLength(FIELD_LIMITS.personName)
  lastName: string;

  @ApiProperty()
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email: string;

  @ApiProperty({
    example: '077 123 4567',
    description:
      'A Sri Lankan mobile number, 07X XXX XXXX or +94 7X XXX XXXX; stored as +94 7X XXX XXXX',
  })
  @Transform(phoneInput)
  @IsString({ message: ADDRESS_MESSAGES.phone })
  @Matches(LK_PHONE_STORED, { message: ADDRESS_MESSAGES.phone })
  phone: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'street is required' })
  @MaxLength(FIELD_LIMITS.street)
  street: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'city is required' })
  @MaxLength(FIELD_LIMITS.region)
  city: string;

  @ApiProperty({ example: 'Western', description: 'The province, one of the nine' })
  @Transform(provinceInput)
  @IsDefined({ message: 'state is required: choose a province' })
  @IsIn(PROVINCES, { message: ADDRESS_MESSAGES.state })
  state: string;

  @ApiPropertyOptional({
    example: 'Colombo',
    description: 'One of the 25 districts, in the province',
  })
  @Transform(districtInput)
  @IsOptional()
  @IsIn(DISTRICT_NAMES, { message: ADDRESS_MESSAGES.district })
  district?: string | null;

  @ApiPropertyOptional({ example: 'Opposite the Keells supermarket' })
  @Transform(optionalText)
  @IsOptional()
  @IsString({ message: ADDRESS_MESSAGES.landmark })
  @MaxLength(ADDRESS_EXTRA_LIMITS.landmark, { message: ADDRESS_MESSAGES.landmark })
  landmark?: string | null;

  @ApiPropertyOptional({ example: 'Call on arrival, the gate is locked' })
  @Transform(optionalText)
  @IsOptional()
  @IsString({ message: ADDRESS_MESSAGES.deliveryInstructions })
  @MaxLength(ADDRESS_EXTRA_LIMITS.deliveryInstructions, {
    message: ADDRESS_MESSAGES.deliveryInstructions,
  })
  deliveryInstructions?: string | null;

  @ApiPropertyOptional({ example: '00100', description: 'Postcode as a string; or send it as zip' })
  @Transform(postcodeInput)
  @ValidateIf((o: AddressInputDto) => o.zipcode !== undefined || o.zip === undefined)
  @IsDefined({ message: 'zip is required' })
  @IsPostcode({ message: postcodeMessage('zip') })
  zipcode?: string;

  @ApiPropertyOptional({ example: '00100', description: 'Alias of zipcode (the form field name)' })
  @Transform(postcodeInput)
  @IsOptional()
  @IsPostcode({ message: postcodeMessage('zip') })
  zip?: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'country is required' })
  @MaxLength(FIELD_LIMITS.region)
  country: string;

  /** Make it the default address (a shopper's first address becomes the default anyway). */
  @ApiPropertyOptional({ description: 'Make it the default address' })
  @IsOptional()
  @IsBoolean({ message: 'isDefault must be true or false' })
  isDefault?: boolean;
}

/** `POST /api/address/add`. */
export class AddAddressDto implements AddAddressRequest {
  @ApiProperty({ type: AddressInputDto })
  @IsDefined({ message: 'address is required' })
  @IsObject({ message: 'address must be an object of the address fields' })
  @ValidateNested()
  @Type(() => AddressInputDto)
  address: AddressInputDto;

  /** Ignored: identity comes from the cookie. */
  @ApiPropertyOptional({ description: 'Ignored' })
  @IsOptional()
  @IsString()
  userId?: string;
}
