import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
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
import { FIELD_LIMITS, postcodeMessage, type AddAddressRequest } from '@greencart/contracts';
import { IsPostcode, postcodeInput } from '../../common/field-rules.js';
import { PHONE, trim } from './address-fields.js';

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

  @ApiProperty({ example: '+94 77 123 4567' })
  @Transform(trim)
  @Matches(PHONE, { message: 'phone must be a phone number' })
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

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'state is required' })
  @MaxLength(FIELD_LIMITS.region)
  state: string;

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
