import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ShopModule } from '../shop/shop.module.js';
import { SMS_SENDER, createSmsSender } from './sms-sender.js';
import { SmsWorker } from './sms-worker.js';

/**
 * Text messages (docs/NOTIFICATIONS.md): the messaging port's adapter chosen by `SMS_PROVIDER`
 * and the worker that sends the outbox's SMS rows.
 */
@Module({
  imports: [ShopModule],
  providers: [
    SmsWorker,
    {
      provide: SMS_SENDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createSmsSender(config.sms, config.dataDir),
    },
  ],
  exports: [SMS_SENDER],
})
export class MessagingModule {}
