/**
 * The home banner's default words (the shop settings' `heroTitle` and `heroLead` before the
 * owner changes them), in a module that imports nothing: the storefront's startup frame paints
 * them before its store and the shared contracts module load, importing this file alone
 * (`@greencart/contracts/shop-defaults`, bundled into the frame's chunk), so the largest paint
 * does not wait for the whole of contracts (22 KB gzip).
 */
export const DEFAULT_HERO = {
  heroTitle: 'Freshness you can trust, savings you will love!',
  heroLead: 'Fresh vegetables, fruits, dairy and daily essentials from local farms to your door.',
} as const;
