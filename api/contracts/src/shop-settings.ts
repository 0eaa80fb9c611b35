/**
 * The shop's public settings (docs/SHOPPER-UX.md "Shop settings"): what both front ends need
 * to know of how the shop is run, published by the API from its configuration today (a later
 * issue keeps them in the database, edited by the owner). The constants in these contracts are
 * only their defaults.
 */
import type { DisplayFormat } from './format.js';
import type { ApiSuccess } from './types.js';

/** `GET /api/shop/settings`, path shared by the API and the front ends. */
export const SHOP_SETTINGS_PATH = '/api/shop/settings';

/**
 * How long a browser (or a proxy) may keep the settings before asking again, in seconds: they
 * change rarely, and the server checks every amount anyway.
 */
export const SHOP_SETTINGS_MAX_AGE_SECONDS = 300;

/** The settings every visitor may read. */
export interface ShopSettings extends DisplayFormat {
  /**
   * How far a packed weight may differ from the ordered weight, percent either way: the
   * estimate note and the card-hold preview of a cart with weighed products use it.
   */
  weightTolerancePercent: number;
}

/** The answer of `GET /api/shop/settings`. */
export type ShopSettingsResponse = ApiSuccess<{ settings: ShopSettings }>;
