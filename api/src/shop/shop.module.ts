import { Module } from '@nestjs/common';
import { ShopSettingsController } from './shop-settings.controller.js';
import { ShopSettingsService } from './shop-settings.service.js';

/** The shop's own facts as the front ends read them: its public settings. */
@Module({
  controllers: [ShopSettingsController],
  providers: [ShopSettingsService],
  exports: [ShopSettingsService],
})
export class ShopModule {}
