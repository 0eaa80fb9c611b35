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
import type { AddAddressRequest } from '@greencart/contracts';

const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
/** A postcode typed into a number field may arrive as a number; it is kept as a string. */
const postcode = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : trim({ value });
const ZIP_PATTERN = /^[0-9]{3,10}$/;

/** The address fields; `zip` (the form's field name) is an alias of `zipcode`. */
export class AddressInputDto {
  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'firstName is required' })
  @MaxLength(100)
  firstName: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'lastName is required' })
  @MaxLength(100)
  lastName: string;

  @ApiProperty()
  @Transform(trim)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: '+94 77 123 4567' })
  @Transform(trim)
  @Matches(/^\+?[0-9 ()-]{7,20}$/, { message: 'phone must be a phone number' })
  phone: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'street is required' })
  @MaxLength(200)
  street: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'city is required' })
  @MaxLength(100)
  city: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'state is required' })
  @MaxLength(100)
  state: string;

  @ApiPropertyOptional({ example: '00100', description: 'Postcode as a string; or send it as zip' })
  @Transform(postcode)
  @ValidateIf((o: AddressInputDto) => o.zipcode !== undefined || o.zip === undefined)
  @IsDefined({ message: 'zip is required' })
  @Matches(ZIP_PATTERN, { message: 'zip must be 3 to 10 digits' })
  zipcode?: string;

  @ApiPropertyOptional({ example: '00100', description: 'Alias of zipcode (the form field name)' })
  @Transform(postcode)
  @IsOptional()
  @Matches(ZIP_PATTERN, { message: 'zip must be 3 to 10 digits' })
  zip?: string;

  @ApiProperty()
  @Transform(trim)
  @IsString()
  @IsNotEmpty({ message: 'country is required' })
  @MaxLength(100)
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
