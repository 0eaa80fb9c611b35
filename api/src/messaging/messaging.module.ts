import { join } from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ShopModule } from '../shop/shop.module.js';
import type { SmsConfig } from '../config/sms-config.js';
import { NotifyLkSmsSender } from './notifylk/notifylk-sms-sender.js';
import { FolderSmsSender, SMS_SENDER, type SmsSender } from './sms-sender.js';
import { SmsWorker } from './sms-worker.js';

/** The sender for the configuration: the provider `SMS_PROVIDER` chooses, else the folder. */
export function createSmsSender(config: SmsConfig, dataDir: string): SmsSender {
  return config.provider === 'notifylk' && config.notifylk
    ? new NotifyLkSmsSender(config.notifylk)
    : new FolderSmsSender(join(dataDir, 'sms'));
}

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
