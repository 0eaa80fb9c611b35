import { Module } from '@nestjs/common';
import { ShopModule } from '../shop/shop.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { MAILER, createMailer } from './mailer.js';
import { OutboxWorker } from './outbox-worker.js';
import { OutboxService } from './outbox.service.js';

/** Emails to shoppers: the outbox (written by the order module) and the worker that sends it. */
@Module({
  imports: [ShopModule],
  providers: [
    OutboxService,
    OutboxWorker,
    {
      provide: MAILER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => createMailer(config.mail, config.dataDir),
    },
  ],
  exports: [OutboxService],
})
export class MailModule {}
