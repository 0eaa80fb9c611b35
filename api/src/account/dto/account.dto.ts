import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsEmail,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import {
  FIELD_LIMITS,
  PASSWORD_MIN_LENGTH,
  TYPE_MESSAGES,
  type ChangePasswordRequest,
  type ConfirmEmailRequest,
  type DeleteAccountRequest,
  type ForgotPasswordRequest,
  type ResetPasswordRequest,
  type UpdateProfileRequest,
} from '@greencart/contracts';
import { normaliseEmail } from '../../user/dto/login.dto.js';
import { MaxPasswordBytes } from '../../user/password-policy.js';

/** A new password: the registration rules (length here, common-password list in the service). */
function IsNewPassword(field: string) {
  return applyDecorators(
    IsString({ message: `${field} ${TYPE_MESSAGES.text}` }),
    MinLength(PASSWORD_MIN_LENGTH, {
      message: `${field} must be at least ${PASSWORD_MIN_LENGTH} characters`,
    }),
    MaxPasswordBytes() as PropertyDecorator,
  );
}

/** A password given to confirm who you are (any stored password, so no minimum). */
function IsCurrentPassword(field: string) {
  return applyDecorators(
    IsString({ message: `${field} ${TYPE_MESSAGES.text}` }),
    IsNotEmpty({ message: `${field} is required` }),
    MaxPasswordBytes() as PropertyDecorator,
  );
}

/** A one-time link's token: 43 URL-safe characters (32 random bytes). */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
function IsToken() {
  return applyDecorators(
    IsString({ message: `token ${TYPE_MESSAGES.text}` }),
    Matches(TOKEN, { message: 'token is not a valid link token' }),
  );
}

export class ForgotPasswordDto implements ForgotPasswordRequest {
  @ApiProperty({ example: 'shopper@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email: string;
}

export class ResetPasswordDto implements ResetPasswordRequest {
  @ApiProperty()
  @IsToken()
  token: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsNewPassword('password')
  password: string;
}

export class UpdateProfileDto implements UpdateProfileRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString()
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(FIELD_LIMITS.personName)
  name?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email?: string;
}

export class ConfirmEmailDto implements ConfirmEmailRequest {
  @ApiProperty()
  @IsToken()
  token: string;
}

export class ChangePasswordDto implements ChangePasswordRequest {
  @ApiProperty()
  @IsCurrentPassword('currentPassword')
  currentPassword: string;

  @ApiProperty({ minLength: PASSWORD_MIN_LENGTH })
  @IsNewPassword('newPassword')
  newPassword: string;
}

export class DeleteAccountDto implements DeleteAccountRequest {
  @ApiProperty()
  @IsCurrentPassword('password')
  password: string;
}
