import { WebAppManifestController } from './web-app-manifest.controller.js';
import { Module } from '@nestjs/common';
import {
  ShopSettingsController,
  ShopSettingsSellerController,
} from './shop-settings.controller.js';
import { ShopSettingsService } from './shop-settings.service.js';

/** The shop's own facts (docs/SETTINGS.md): its settings, public and the owner's form. */
@Module({
  controllers: [ShopSettingsController, ShopSettingsSellerController, WebAppManifestController],
  providers: [ShopSettingsService],
  exports: [ShopSettingsService],
})
export class ShopModule {}
