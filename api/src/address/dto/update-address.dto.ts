import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FIELD_LIMITS, postcodeMessage, type UpdateAddressRequest } from '@greencart/contracts';
import { IsPostcode, postcodeInput } from '../../common/field-rules.js';
import { PHONE, trim } from './address-fields.js';

/**
 * `PATCH /api/address/:id`: the fields to change, each validated like `POST /api/address/add`
 * (a field sent empty is refused, a field left out is kept). Unknown fields, `userId` among
 * them, are refused by the whitelist.
 */
export class UpdateAddressDto implements UpdateAddressRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'firstName is required' })
  @MaxLength(FIELD_LIMITS.personName)
  firstName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'lastName is required' })
  @MaxLength(FIELD_LIMITS.personName)
  lastName?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email?: string;

  @ApiPropertyOptional({ example: '+94 77 123 4567' })
  @IsOptional()
  @Transform(trim)
  @Matches(PHONE, { message: 'phone must be a phone number' })
  phone?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'street is required' })
  @MaxLength(FIELD_LIMITS.street)
  street?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'city is required' })
  @MaxLength(FIELD_LIMITS.region)
  city?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'state is required' })
  @MaxLength(FIELD_LIMITS.region)
  state?: string;

  @ApiPropertyOptional({ example: '00100' })
  @IsOptional()
  @Transform(postcodeInput)
  @IsPostcode({ message: postcodeMessage('zipcode') })
  zipcode?: string;

  @ApiPropertyOptional({ example: '00100', description: 'Alias of zipcode (the form field name)' })
  @IsOptional()
  @Transform(postcodeInput)
  @IsPostcode({ message: postcodeMessage('zip') })
  zip?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'country is required' })
  @MaxLength(FIELD_LIMITS.region)
  country?: string;
}
