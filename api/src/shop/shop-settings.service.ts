import { Inject, Injectable } from '@nestjs/common';
import type { ShopSettings } from '@greencart/contracts';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';

/**
 * The shop's public settings, read from the API's configuration (`WEIGHT_TOLERANCE_PERCENT`,
 * `SHOP_LOCALE`, `SHOP_TIME_ZONE`), so the storefront's estimates use the figures the API
 * charges by. A later issue keeps them in the database; readers go through this service.
 */
@Injectable()
export class ShopSettingsService {
  private readonly settings: ShopSettings;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.settings = {
      weightTolerancePercent: config.weightTolerancePercent,
      locale: config.mail.format.locale,
      timeZone: config.mail.format.timeZone,
    };
  }

  /** The settings every visitor may read. */
  publicSettings(): ShopSettings {
    return this.settings;
  }
}
