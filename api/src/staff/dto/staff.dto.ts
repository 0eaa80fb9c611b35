import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsIn, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import {
  FIELD_LIMITS,
  STAFF_ROLES,
  TYPE_MESSAGES,
  type AcceptStaffInviteRequest,
  type ChangeStaffRoleRequest,
  type InviteStaffRequest,
  type StaffRole,
} from '@greencart/contracts';
import { ResetPasswordDto } from '../../account/dto/account.dto.js';
import { normaliseEmail } from '../../user/dto/login.dto.js';

const ROLE_MESSAGE = `role must be one of: ${STAFF_ROLES.join(', ')}`;

export class InviteStaffDto implements InviteStaffRequest {
  @ApiProperty({ example: 'packer@example.com' })
  @Transform(normaliseEmail)
  @IsEmail({}, { message: 'email must be a valid email address' })
  @MaxLength(FIELD_LIMITS.email)
  email: string;

  @ApiProperty({ maxLength: FIELD_LIMITS.personName })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: `name ${TYPE_MESSAGES.text}` })
  @IsNotEmpty({ message: 'name is required' })
  @MaxLength(FIELD_LIMITS.personName, {
    message: `name must be at most ${FIELD_LIMITS.personName} characters`,
  })
  name: string;

  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

export class ChangeStaffRoleDto implements ChangeStaffRoleRequest {
  @ApiProperty({ enum: STAFF_ROLES })
  @IsIn(STAFF_ROLES, { message: ROLE_MESSAGE })
  role: StaffRole;
}

/** The invitation's token and the new password: exactly the shopper's reset rules. */
export class AcceptStaffInviteDto extends ResetPasswordDto implements AcceptStaffInviteRequest {}
