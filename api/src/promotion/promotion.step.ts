import {
  IN_TRANSACTION,
  NOTHING,
  isNote,
  type OrderChange,
  type OrderStep,
} from '../order/lifecycle/order-steps.js';
import { releasePromotions, restorePromotions } from './promotion-limits.js';

/** A move that gives back (cancelled) or takes again (reinstated) the promotions' uses. */
const movesUses = (change: Pick<OrderChange, 'from' | 'to'>) =>
  !isNote(change) && (change.to === 'Cancelled' || change.from === 'Cancelled');

/**
 * The promotions of a move (docs/PROMOTIONS.md, "Give-back"): a cancelled order (by staff, the
 * shopper, or an online checkout that expired unpaid) gives back the uses it took, once; one
 * reinstated from Cancelled takes them again.
 */
export const promotionStep: OrderStep = {
  name: 'promotions',
  async apply(tx, change) {
    if (isNote(change)) return;
    if (change.to === 'Cancelled') await releasePromotions(tx.manager, change.order.id);
    else if (change.from === 'Cancelled') await restorePromotions(tx.manager, change.order.id);
  },
  // The promotions' rows are locked and updated in the transaction.
  atOnce: (change) => (movesUses(change) ? IN_TRANSACTION : NOTHING),
};
