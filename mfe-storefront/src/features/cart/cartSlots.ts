import { useState } from 'react';
import {
  deliveryFeeCents,
  toCents,
  type Address,
  type DeliverySlot,
  type SlotUnavailableReason,
} from '@greencart/contracts';
import { isSampleAddress } from '../address/sampleAddress';
import {
  useGetDeliverySlotsOfAreaQuery,
  useGetDeliverySlotsQuery,
  type DeliverySlotChoices,
} from './deliveryApi';

/** The delivery times the cart offers for the chosen address, and the one chosen. */
export interface CartSlots {
  /**
   * What the server offers for the address; null while unknown (no real address, loading, the
   * call failed or this API has no slots): the cart then behaves as without slots and the
   * server has the last word.
   */
  choices: DeliverySlotChoices | null;
  /** The chosen slot, when it is still offered and available; else null. */
  selected: DeliverySlot | null;
  select: (slotId: string) => void;
  /** Asks again (after a refusal: the slot may have filled up meanwhile). */
  refresh: () => void;
  /** The slots were asked and have not answered yet (the cart's summary waits for them). */
  pending?: boolean;
}

/** Every slot a shopper may see: express first, then the windows in time order. */
export function allSlots(choices: DeliverySlotChoices | null): DeliverySlot[] {
  if (!choices) return [];
  return choices.express ? [choices.express, ...choices.slots] : choices.slots;
}

/** Whether the cart shows a delivery time choice at all (never for a zone without slots). */
export function offersSlots(choices: DeliverySlotChoices | null): boolean {
  return Boolean(choices && (choices.slotsRequired || allSlots(choices).length > 0));
}

/**
 * The slots of the chosen address (`GET /api/delivery/slots?addressId=`) and the shopper's
 * pick; with no real address yet, the windows of the area named in the cart (`?area=`), to see.
 */
export function useCartSlots(address: Address | null, area = ''): CartSlots {
  const addressId = address && !isSampleAddress(address) ? address._id : '';
  const byArea = !addressId && area !== '' ? area : '';
  const ofAddress = useGetDeliverySlotsQuery(addressId, {
    skip: !addressId,
    // Windows fill up and close: ask afresh each time the cart opens.
    refetchOnMountOrArgChange: true,
  });
  const ofArea = useGetDeliverySlotsOfAreaQuery(byArea, { skip: !byArea });
  const { data, isSuccess, isLoading, refetch } = addressId ? ofAddress : ofArea;
  // The pick belongs to the address it was made for: another address starts with none.
  const [pick, setPick] = useState<{ addressId: string; slotId: string } | null>(null);
  const choices = (addressId || byArea) && isSuccess && data ? data : null;
  const selected =
    pick && pick.addressId === addressId
      ? (allSlots(choices).find((slot) => slot.id === pick.slotId && slot.available) ?? null)
      : null;
  return {
    choices,
    selected,
    select: (slotId) => setPick({ addressId, slotId }),
    refresh: () => {
      if (addressId || byArea) void refetch();
    },
    pending: isLoading,
  };
}

/** The short words beside a slot that cannot be chosen (the reason as text, not only grey). */
export const SLOT_REASON_WORDS: Record<SlotUnavailableReason, string> = {
  full: 'Full',
  'past-cut-off': 'Past cut-off',
  closed: 'Closed',
};

/**
 * The fee a slot would cost with `subtotalCents` of goods: the slot's fee, free from the zone's
 * threshold (`freeFromCents`, null: never free), as the money function charges it.
 */
export function slotFeeCents(
  slot: Pick<DeliverySlot, 'fee'>,
  subtotalCents: number,
  freeFromCents: number | null,
): number {
  return deliveryFeeCents(subtotalCents, { feeCents: toCents(slot.fee), freeFromCents });
}

/** The calendar day part of a window's label: "Thu 27 Nov" of "Thu 27 Nov, 08:00–10:00". */
export function slotDay(slot: Pick<DeliverySlot, 'label'>): string {
  const comma = slot.label.indexOf(',');
  return comma < 0 ? slot.label : slot.label.slice(0, comma);
}

/** The time part of a window's label: "08:00–10:00". */
export function slotTimes(slot: Pick<DeliverySlot, 'label'>): string {
  const comma = slot.label.indexOf(',');
  return comma < 0 ? slot.label : slot.label.slice(comma + 1).trim();
}
