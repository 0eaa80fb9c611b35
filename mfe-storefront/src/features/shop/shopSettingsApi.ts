import {
  SHOP_SETTINGS_MAX_AGE_SECONDS,
  SHOP_SETTINGS_PATH,
  type ShopSettings,
  type ShopSettingsResponse,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** `GET /api/shop/settings`: the shop's public settings (weight tolerance, locale, time zone). */
export const shopSettingsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      query: () => ({ url: SHOP_SETTINGS_PATH }),
      transformResponse: (body: ShopSettingsResponse) => body.settings,
      // As long as the API lets a browser keep them: they change rarely.
      keepUnusedDataFor: SHOP_SETTINGS_MAX_AGE_SECONDS,
    }),
  }),
});

/**
 * The shop's weight tolerance, percent either way, for the estimates of weighed products; null
 * until the settings have arrived (or when `skip`: a page without weighed products asks nothing,
 * so pages that do not need it never wait for it).
 */
export function useWeightTolerance(skip = false): number | null {
  const { data } = shopSettingsApi.useShopSettingsQuery(undefined, { skip });
  return data?.weightTolerancePercent ?? null;
}
