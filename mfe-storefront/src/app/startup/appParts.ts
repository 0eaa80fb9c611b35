import type { RuntimeConfig } from '@greencart/shared-ui';

/**
 * The parts of the full app's chunk (`storefront-app`), in the order `loadStorefrontApp`
 * (src/App.tsx) runs them, a part per task: the messages (in four parts), the shop's number and date formats,
 * the store's libraries (Redux Toolkit, RTK Query, immer), the store, the HTTP client (axios),
 * the screens, then the app. Run at once they made one 130 ms task on a throttled phone,
 * blocking input; and any of them in the task of a render made that render a long task. (Kept
 * here, not in App.tsx: App's chunk loads before the largest paint, this one after.)
 */
export function storefrontAppParts(config: RuntimeConfig): (() => Promise<unknown>)[] {
  return [
    // The messages: the contracts (which the catalogue's helpers import), the page's i18next
    // instance, the English catalogue, then the page's language (Sinhala or Tamil fetched now
    // when that is the language). Together they made one 46 ms task (unthrottled).
    () => import(/* webpackChunkName: "storefront-app" */ '@greencart/contracts'),
    () => import(/* webpackChunkName: "storefront-app" */ '@greencart/shared-ui/i18n'),
    () => import(/* webpackChunkName: "storefront-app" */ '../../i18n/catalogue'),
    () =>
      import(/* webpackChunkName: "storefront-app" */ '../../i18n/startLanguage').then((m) =>
        m.startStorefrontLanguage(),
      ),
    // The config's locale and time zone, checked here so that the app's first render (its
    // RuntimeConfigProvider) finds them checked. ICU's first use, costly (any first `Intl`
    // call), in three tasks: the locale's likely subtags, the locales ICU formats (the longest,
    // 10-15 ms unthrottled), then the time zone and the date format.
    () =>
      import(/* webpackChunkName: "storefront-app" */ '@greencart/contracts').then((m) => {
        try {
          new Intl.Locale(config.locale ?? m.DEFAULT_LOCALE).maximize();
        } catch {
          // An ill-formed locale: setDisplayFormat says so below.
        }
      }),
    () =>
      import(/* webpackChunkName: "storefront-app" */ '@greencart/contracts').then((m) =>
        m.isValidLocale(config.locale ?? m.DEFAULT_LOCALE),
      ),
    () =>
      import(/* webpackChunkName: "storefront-app" */ '@greencart/contracts').then((m) => {
        try {
          m.setDisplayFormat({
            ...(config.locale ? { locale: config.locale } : {}),
            ...(config.timeZone ? { timeZone: config.timeZone } : {}),
          });
        } catch {
          // The app's RuntimeConfigProvider throws it again, where the app shows it.
        }
      }),
    () => import(/* webpackChunkName: "storefront-app" */ '@reduxjs/toolkit'),
    () => import(/* webpackChunkName: "storefront-app" */ '@reduxjs/toolkit/query/react'),
    () => import(/* webpackChunkName: "storefront-app" */ '../storefrontApi'),
    () => import(/* webpackChunkName: "storefront-app" */ '../store'),
    () => import(/* webpackChunkName: "storefront-app" */ '../httpBaseQuery'),
    () => import(/* webpackChunkName: "storefront-app" */ '../StorefrontRoutes'),
    () => import(/* webpackChunkName: "storefront-app" */ '../StorefrontApp'),
  ];
}
