import { Module } from '@nestjs/common';
import { MessagingModule } from '../messaging/messaging.module.js';
import { UserModule } from '../user/user.module.js';
import { PhoneController } from './phone.controller.js';
import { PhoneService } from './phone.service.js';

/** Verified phone numbers, logging in by phone, notification switches (docs/NOTIFICATIONS.md). */
@Module({
  imports: [MessagingModule, UserModule],
  controllers: [PhoneController],
  providers: [PhoneService],
})
export class PhoneModule {}
