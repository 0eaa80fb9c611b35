import { Controller, Get, Header } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { SHOP_SETTINGS_MAX_AGE_SECONDS, type ShopSettingsResponse } from '@greencart/contracts';
import { ShopSettingsService } from './shop-settings.service.js';

/**
 * `GET /api/shop/settings`: the shop's public settings, the same for every visitor, so any
 * cache may keep them for a few minutes (unlike the rest of /api/, which is `no-store`).
 */
@ApiTags('shop')
@Controller('api/shop')
export class ShopSettingsController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get('settings')
  @Header('cache-control', `public, max-age=${SHOP_SETTINGS_MAX_AGE_SECONDS}`)
  @ApiOperation({ summary: "The shop's public settings (weight tolerance, locale, time zone)" })
  @ApiOkResponse({
    description: '{ success, settings: { weightTolerancePercent, locale, timeZone } }',
  })
  publicSettings(): ShopSettingsResponse {
    return { success: true, settings: this.settings.publicSettings() };
  }
}
