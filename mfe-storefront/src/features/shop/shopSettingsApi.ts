import {
  DEFAULT_SHOP_PROFILE,
  SHOP_SETTINGS_MAX_AGE_SECONDS,
  SHOP_SETTINGS_PATH,
  SHOP_SETTINGS_REFRESH_MS,
  taxTermsOf,
  type ShopProfile,
  type ShopSettings,
  type ShopSettingsResponse,
  type TaxTerms,
} from '@greencart/contracts';
import { storefrontApi } from '../../app/storefrontApi';

/** What every visitor may read of the owner's settings (the staff's SMS numbers are not). */
export type PublicShopProfile = Omit<ShopProfile, 'staffOrderSmsNumbers'>;

/**
 * `GET /api/shop/settings`: the shop's public settings (docs/SETTINGS.md): name, contact,
 * home page texts, tax and cash terms, weight tolerance, locale and time zone.
 */
export const shopSettingsApi = storefrontApi.injectEndpoints({
  endpoints: (build) => ({
    shopSettings: build.query<ShopSettings, void>({
      query: () => ({ url: SHOP_SETTINGS_PATH }),
      transformResponse: (body: ShopSettingsResponse) => body.settings,
      keepUnusedDataFor: Math.max(SHOP_SETTINGS_MAX_AGE_SECONDS, 60),
    }),
  }),
});

/**
 * How an open storefront learns of an owner's change without a reload: it asks again every
 * {@link SHOP_SETTINGS_REFRESH_MS} and whenever its tab comes back into focus. Polling (not the
 * live order stream) because that stream belongs to logged-in shoppers and staff, while every
 * visitor sees the settings; the API answers an unchanged copy with a 304 (ETag), so a poll
 * costs a few hundred bytes.
 */
const LIVE = { pollingInterval: SHOP_SETTINGS_REFRESH_MS, refetchOnFocus: true } as const;

/**
 * The owner's settings, kept up to date while the page is open ({@link LIVE}); the defaults
 * (today's texts) until the first answer arrives, so the page paints at once and never waits
 * for them.
 */
export function useShopProfile(): PublicShopProfile {
  const { data } = shopSettingsApi.useShopSettingsQuery(undefined, LIVE);
  return data ?? DEFAULT_SHOP_PROFILE;
}

/** The shop's tax terms, for the cart and the product page (the API prices by the same). */
export function useTaxTerms(): TaxTerms {
  return taxTermsOf(useShopProfile());
}

/**
 * The shop's weight tolerance, percent either way, for the estimates of weighed products; null
 * until the settings have arrived (or when `skip`: a page without weighed products asks nothing,
 * so pages that do not need it never wait for it).
 */
export function useWeightTolerance(skip = false): number | null {
  const { data } = shopSettingsApi.useShopSettingsQuery(undefined, { skip });
  return data?.weightTolerancePercent ?? null;
}
