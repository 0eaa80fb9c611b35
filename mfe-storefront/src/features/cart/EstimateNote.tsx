import { estimateNote, holdText, type PaymentType } from '@greencart/contracts';
import type { CartEstimate } from './cartEstimate';
import './weighed.css';

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
  return (
    <p id={ESTIMATE_NOTE_ID} className="sf-summary__estimate">
      {estimateNote(estimate.tolerancePercent)}
      {payment === 'Online' && estimate.holdCents !== null
        ? ` ${holdText(estimate.holdCents)}`
        : ''}
    </p>
  );
}
