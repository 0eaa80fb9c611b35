import { ApiProperty } from '@nestjs/swagger';
import { IsObject, IsString, MaxLength } from 'class-validator';
import {
  PUSH_ENDPOINT_MAX_LENGTH,
  TYPE_MESSAGES,
  type PushSubscriptionBody,
} from '@greencart/contracts';

/** `POST /api/user/push`: the browser's `PushSubscription.toJSON()`; keys checked by the service. */
export class PushSubscribeDto implements PushSubscriptionBody {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/dXk…' })
  @IsString({ message: `endpoint ${TYPE_MESSAGES.text}` })
  @MaxLength(PUSH_ENDPOINT_MAX_LENGTH, { message: 'endpoint is too long' })
  endpoint: string;

  @ApiProperty({ example: { p256dh: 'BNc…', auth: 'tBH…' } })
  @IsObject({ message: 'keys must be an object with p256dh and auth' })
  keys: { p256dh: string; auth: string };
}

/** `DELETE /api/user/push`: the device's endpoint. */
export class PushUnsubscribeDto {
  @ApiProperty({ example: 'https://fcm.googleapis.com/fcm/send/dXk…' })
  @IsString({ message: `endpoint ${TYPE_MESSAGES.text}` })
  @MaxLength(PUSH_ENDPOINT_MAX_LENGTH, { message: 'endpoint is too long' })
  endpoint: string;
}
