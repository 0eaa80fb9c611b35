import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { FIELD_LIMITS, PASSWORD_MIN_LENGTH, type RegisterRequest } from '@greencart/contracts';
import { MaxPasswordBytes } from '../password-policy.js';
import { normaliseEmail } from './login.dto.js';

/** `POST /api/user/register`. */
export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'Nimal Perera' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(FIELD_LIMITS.personName)
  name: string;

  @ApiProperty({ example: 'shopper@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email: string;

  @ApiProperty({ example: 'a long password', minLength: PASSWORD_MIN_LENGTH })
  @IsString()
  @MinLength(PASSWORD_MIN_LENGTH, {
    message: `password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  })
  @MaxPasswordBytes()
  password: string;
}
