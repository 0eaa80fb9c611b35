import {
  DELIVERY_TEXTS,
  SLOT_MESSAGES,
  deliveryStanding,
  deliveryTerms,
  type Address,
  type DeliveryTerms,
} from '@greencart/contracts';
import { isSampleAddress } from '../address/sampleAddress';
import { allSlots, type CartSlots } from './cartSlots';
import { useGetAreaQuoteQuery, useGetDeliveryQuoteQuery } from './deliveryApi';

/** What the cart knows of delivery to the chosen address (docs/DELIVERY.md). */
export interface CartDelivery {
  /**
   * The terms of the address's zone; null while unknown (no address chosen, still loading, or
   * the quote failed): the cart then prices delivery free and the server has the last word.
   */
  terms: DeliveryTerms | null;
  /** The shop does not deliver to the chosen address's postcode. */
  outside: boolean;
  /** The zone was asked and has not answered yet (the cart's summary waits for it). */
  pending?: boolean;
}

/** Whether the cart has a real address to deliver to (not none, not the bundled sample). */
export function hasRealAddress(address: Address | null): address is Address {
  return address !== null && !isSampleAddress(address);
}

/**
 * The delivery zone of the chosen address, from `GET /api/delivery/quote`; with no real address
 * yet, of the area the shopper named in the cart (`area`, '' for none).
 */
export function useCartDelivery(address: Address | null, area = ''): CartDelivery {
  const postcode = hasRealAddress(address) ? address.zipcode : '';
  const byArea = !postcode && area !== '' ? area : '';
  const ofPostcode = useGetDeliveryQuoteQuery(postcode, { skip: !postcode });
  const ofArea = useGetAreaQuoteQuery(byArea, { skip: !byArea });
  const { data, isSuccess, isLoading } = postcode ? ofPostcode : ofArea;
  if ((!postcode && !byArea) || !isSuccess || data === undefined) {
    return { terms: null, outside: false, pending: isLoading };
  }
  if (data === null) return { terms: null, outside: true };
  return { terms: deliveryTerms(data), outside: false };
}

/** What the order summary says about delivery, and whether Place Order must wait. */
export interface DeliveryNotice {
  /** Why the order cannot be placed yet (outside the zones, below the minimum); else null. */
  blocking: string | null;
  /** A nudge that does not block ("Add LKR X more for free delivery"); else null. */
  hint: string | null;
}

/** The notice's words (English by default: `DELIVERY_TEXTS`; the cart passes its catalogue's). */
export interface DeliveryWords {
  outsideZones: string;
  belowMinimum: (minimumCents: number, shortCents: number) => string;
  freeDeliveryShort: (shortCents: number) => string;
  slotRequired: string;
  noSlotLeft: string;
}

/** Where the zone needs a delivery time and every one is full or closed. */
export const NO_SLOT_LEFT = 'No delivery time is left to book for this address: please try later';

/** Why the order must wait for a delivery time (the zone uses slots); else null. */
function slotBlocking(slots: CartSlots | undefined, words: DeliveryWords): string | null {
  const choices = slots?.choices;
  if (!choices?.slotsRequired || slots?.selected) return null;
  return allSlots(choices).some((slot) => slot.available) ? words.slotRequired : words.noSlotLeft;
}

const ENGLISH_WORDS: DeliveryWords = {
  outsideZones: DELIVERY_TEXTS.outsideZones,
  belowMinimum: DELIVERY_TEXTS.belowMinimum,
  freeDeliveryShort: DELIVERY_TEXTS.freeDeliveryShort,
  slotRequired: SLOT_MESSAGES.required,
  noSlotLeft: NO_SLOT_LEFT,
};

/**
 * The notice for `subtotalCents` of goods delivered as `delivery` says, with the delivery time
 * still to choose where the zone uses slots (docs/DELIVERY.md).
 */
export function deliveryNotice(
  subtotalCents: number,
  delivery: CartDelivery,
  slots?: CartSlots,
  words: DeliveryWords = ENGLISH_WORDS,
): DeliveryNotice {
  if (delivery.outside) return { blocking: words.outsideZones, hint: null };
  if (!delivery.terms) return { blocking: slotBlocking(slots, words), hint: null };
  const standing = deliveryStanding(subtotalCents, delivery.terms);
  return {
    blocking:
      standing.minimumShortCents > 0
        ? words.belowMinimum(delivery.terms.minimumCents, standing.minimumShortCents)
        : slotBlocking(slots, words),
    hint:
      standing.freeDeliveryShortCents !== null
        ? words.freeDeliveryShort(standing.freeDeliveryShortCents)
        : null,
  };
}
