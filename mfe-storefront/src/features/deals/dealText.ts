import { useCallback } from 'react';
import {
  COUPON_GUESS_LIMIT,
  dealWords,
  formatMoney,
  type CodeRefusalReason,
  type DealView,
} from '@greencart/contracts';
import type { TFunction } from '@greencart/shared-ui/i18n';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * What a deal gives in the page's language: the API's figures worded by the catalogue's
 * `deals.gives` phrases (the contracts' `dealWords`); an API without figures gives its English
 * `summary`.
 */
export function dealText(t: TFunction, deal: DealView): string {
  if (deal.percent === undefined || deal.minBasketCents === undefined) return deal.summary;
  return dealWords(
    deal,
    (key, values) => t(`deals.gives.${key}`, values),
    (cents) => formatMoney(cents / 100),
  );
}

/** {@link dealText} with the page's translate function. */
export function useDealText(): (deal: DealView) => string {
  const t = useStorefrontT();
  return useCallback((deal: DealView) => dealText(t, deal), [t]);
}

const REASON_KEYS: Record<CodeRefusalReason, string> = {
  invalid: 'invalid',
  expired: 'expired',
  'used-up': 'usedUp',
  'shopper-limit': 'shopperLimit',
  'min-basket': 'minBasket',
  'nothing-covered': 'nothingCovered',
  'too-many-tries': 'tooManyTries',
};

/**
 * Why a code did not apply, in the page's language, from the API's stable `reason`; an unknown
 * or missing reason (an older API) shows the API's English `fallback`.
 */
export function codeRefusalText(
  t: TFunction,
  reason: string | null | undefined,
  fallback: string,
  minBasketCents?: number | null,
): string {
  const key = reason ? REASON_KEYS[reason as CodeRefusalReason] : undefined;
  if (!key) return fallback;
  if (key === 'minBasket')
    return minBasketCents
      ? t('cart.codeReason.minBasket', { amount: formatMoney(minBasketCents / 100) })
      : t('cart.codeReason.minBasketUnknown');
  if (key === 'tooManyTries')
    return t('cart.codeReason.tooManyTries', { minutes: COUPON_GUESS_LIMIT.windowMinutes });
  return t(`cart.codeReason.${key}`);
}
