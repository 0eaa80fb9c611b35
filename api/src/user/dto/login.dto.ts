import { ApiHideProperty, ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { FIELD_LIMITS, type LoginRequest } from '@greencart/contracts';
import { MaxPasswordBytes } from '../password-policy.js';

/** Emails are compared case-insensitively: trimmed and lower-cased on the way in. */
export const normaliseEmail = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** `POST /api/user/login` and `POST /api/seller/login`. */
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'shopper@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email: string;

  @ApiProperty({ example: 'a long password' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxPasswordBytes()
  password: string;

  /**
   * The original tutorial client sends its one form's `name` field (empty) with every login.
   * Accepted and ignored so that client can log in; anything but a short string is still refused.
   */
  @ApiHideProperty()
  @IsOptional()
  @IsString()
  @MaxLength(FIELD_LIMITS.personName)
  name?: string;
}
