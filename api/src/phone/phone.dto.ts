import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, Matches, MaxLength } from 'class-validator';
import {
  PHONE_CODE_LENGTH,
  TYPE_MESSAGES,
  type PhoneCodeRequest,
  type PhoneVerifyRequest,
} from '@greencart/contracts';

export class PhoneCodeDto implements PhoneCodeRequest {
  @ApiProperty({ example: '077 123 4567' })
  @IsString({ message: `phone ${TYPE_MESSAGES.text}` })
  @MaxLength(30, { message: 'phone is too long' })
  phone: string;
}

export class PhoneVerifyDto extends PhoneCodeDto implements PhoneVerifyRequest {
  @ApiProperty({ example: '123456' })
  @IsString({ message: `code ${TYPE_MESSAGES.text}` })
  @Matches(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), {
    message: `code must be the ${PHONE_CODE_LENGTH} digits from the SMS`,
  })
  code: string;
}

/** `PATCH /api/user/notifications`: the switches to change (others keep theirs); checked by the service. */
export class NotificationPreferencesDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    example: { delivered: { sms: true } },
  })
  @IsObject({ message: 'preferences must be an object' })
  preferences: Record<string, unknown>;
}
