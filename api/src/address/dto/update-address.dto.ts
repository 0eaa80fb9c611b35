import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import {
  ADDRESS_EXTRA_LIMITS,
  ADDRESS_MESSAGES,
  FIELD_LIMITS,
  LK_PHONE_STORED,
  PROVINCES,
  postcodeMessage,
  type UpdateAddressRequest,
} from '@greencart/contracts';
import { IsPostcode, postcodeInput } from '../../common/field-rules.js';
import { districtInput, optionalText, phoneInput, provinceInput, trim } from './address-fields.js';
import { DISTRICT_NAMES } from './add-address.dto.js';

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

  @ApiPropertyOptional({ example: '077 123 4567' })
  @IsOptional()
  @Transform(phoneInput)
  @IsString({ message: ADDRESS_MESSAGES.phone })
  @Matches(LK_PHONE_STORED, { message: ADDRESS_MESSAGES.phone })
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

  @ApiPropertyOptional({ example: 'Western' })
  @IsOptional()
  @Transform(provinceInput)
  @IsIn(PROVINCES, { message: ADDRESS_MESSAGES.state })
  state?: string;

  /** null or empty clears it. */
  @ApiPropertyOptional({ example: 'Colombo' })
  @Transform(districtInput)
  @ValidateIf((o: UpdateAddressDto) => o.district !== null && o.district !== undefined)
  @IsIn(DISTRICT_NAMES, { message: ADDRESS_MESSAGES.district })
  district?: string | null;

  /** null or empty clears it. */
  @ApiPropertyOptional()
  @Transform(optionalText)
  @ValidateIf((o: UpdateAddressDto) => o.landmark !== null && o.landmark !== undefined)
  @IsString({ message: ADDRESS_MESSAGES.landmark })
  @MaxLength(ADDRESS_EXTRA_LIMITS.landmark, { message: ADDRESS_MESSAGES.landmark })
  landmark?: string | null;

  /** null or empty clears it. */
  @ApiPropertyOptional()
  @Transform(optionalText)
  @ValidateIf(
    (o: UpdateAddressDto) =>
      o.deliveryInstructions !== null && o.deliveryInstructions !== undefined,
  )
  @IsString({ message: ADDRESS_MESSAGES.deliveryInstructions })
  @MaxLength(ADDRESS_EXTRA_LIMITS.deliveryInstructions, {
    message: ADDRESS_MESSAGES.deliveryInstructions,
  })
  deliveryInstructions?: string | null;

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
