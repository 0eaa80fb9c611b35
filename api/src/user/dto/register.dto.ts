import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import type { RegisterRequest } from '@greencart/contracts';
import { normaliseEmail } from './login.dto.js';

/** `POST /api/user/register`. */
export class RegisterDto implements RegisterRequest {
  @ApiProperty({ example: 'Nimal Perera' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(100)
  name: string;

  @ApiProperty({ example: 'shopper@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'a long password', minLength: 8 })
  @IsString()
  @MinLength(8, { message: 'password must be at least 8 characters' })
  // bcrypt only reads the first 72 bytes; longer passwords would be silently truncated.
  @MaxLength(72, { message: 'password must be at most 72 characters' })
  password: string;
}
