import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import type { LoginRequest } from '@greencart/contracts';

/** Emails are compared case-insensitively: trimmed and lower-cased on the way in. */
export const normaliseEmail = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** `POST /api/user/login` and `POST /api/seller/login`. */
export class LoginDto implements LoginRequest {
  @ApiProperty({ example: 'shopper@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(254)
  email: string;

  @ApiProperty({ example: 'a long password' })
  @IsString()
  @IsNotEmpty({ message: 'password is required' })
  @MaxLength(72, { message: 'password must be at most 72 characters' })
  password: string;
}
