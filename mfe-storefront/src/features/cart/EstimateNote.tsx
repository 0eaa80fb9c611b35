import { formatCents, type PaymentType } from '@greencart/contracts';
import { useStorefrontT } from '../../i18n/catalogue';
import type { TFunction } from '@greencart/shared-ui/i18n';
import type { CartEstimate } from './cartEstimate';
import './weighed.css';

/** The contracts' `estimateNote` in the page's language. */
export function estimateText(t: TFunction, tolerancePercent: number | null): string {
  return tolerancePercent === null
    ? t('checkout.estimateNote')
    : t('checkout.estimateNoteTolerance', { percent: tolerancePercent });
}

/** The id of the note, which the total's "estimated" points to. */
export const ESTIMATE_NOTE_ID = 'sf-estimate-note';

/**
 * Under the checkout's total when the cart has weighed products: why the total is an
 * estimate and by at most how much it may change (the shop's tolerance); paying by card, the
 * hold on the card.
 */
export function EstimateNote({
  estimate,
  payment,
}: {
  estimate: CartEstimate;
  payment: PaymentType;
}) {
  const t = useStorefrontT();
  return (
    <p id={ESTIMATE_NOTE_ID} className="sf-summary__estimate">
      {estimateText(t, estimate.tolerancePercent)}
      {payment === 'Online' && estimate.holdCents !== null
        ? ` ${t('checkout.hold', { amount: formatCents(estimate.holdCents) })}`
        : ''}
    </p>
  );
}
