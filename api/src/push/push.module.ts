import { readFile } from 'node:fs/promises';
import { Agent } from 'node:https';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ShopModule } from '../shop/shop.module.js';
import { PushController } from './push.controller.js';
import { PUSH_SENDER, WebPushSender } from './push-sender.js';
import { PushService } from './push.service.js';
import { PushWorker } from './push-worker.js';
import { resolveVapidKeys } from './vapid-keys.js';

/**
 * Web Push (docs/NOTIFICATIONS.md): the shopper's devices, and the worker that sends the
 * outbox's push rows with the configured (or the development) VAPID keys.
 */
@Module({
  imports: [ShopModule],
  controllers: [PushController],
  providers: [
    PushService,
    PushWorker,
    {
      provide: PUSH_SENDER,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig) => {
        const keys = await resolveVapidKeys(config.push, config.dataDir, config.nodeEnv);
        if (!keys) return null;
        const agent = config.push.caFile
          ? new Agent({ ca: await readFile(config.push.caFile), keepAlive: true })
          : undefined;
        return new WebPushSender(keys, config.push.subject, agent);
      },
    },
  ],
  exports: [PUSH_SENDER],
})
export class PushModule {}
