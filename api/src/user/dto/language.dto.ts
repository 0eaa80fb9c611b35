import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import {
  LANGUAGES,
  LANGUAGE_MESSAGE,
  type Language,
  type UserLanguageRequest,
} from '@greencart/contracts';

/** `PUT /api/user/language`: one of the shop's languages, exactly (`si`, not `SI` or `si-LK`). */
export class UserLanguageDto implements UserLanguageRequest {
  @ApiProperty({ enum: LANGUAGES, example: 'si' })
  @IsIn(LANGUAGES, { message: LANGUAGE_MESSAGE })
  language: Language;
}
