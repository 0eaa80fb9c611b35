import { deliveryPromiseText, displayFormat, zoneOffsetMinutes } from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { useGetAddressesQuery } from '../address/addressApi';
import { useGetDeliverySlotsQuery } from '../cart/deliveryApi';
import { selectUser } from '../session/sessionSlice';
import { useShopProfile } from './shopSettingsApi';

/**
 * The delivery promise the home page shows (docs/SETTINGS.md "Claims that are true"): the
 * owner's own wording when they set one; else what the shop can do now for the shopper's area
 * (their default, else first, saved address): express open there, "Delivered in about 30
 * minutes"; else the next window with room, "Next delivery: tomorrow 08:00–10:00". Null when
 * nothing true can be said (a visitor with no address yet, or no window with room): the page
 * then promises nothing.
 */
export function useDeliveryPromise(): string | null {
  const profile = useShopProfile();
  const own = profile.deliveryPromise.trim() !== '';
  const user = useAppSelector(selectUser);
  const { data: addresses } = useGetAddressesQuery(undefined, { skip: own || !user });
  const area = addresses?.find((a) => a.isDefault) ?? addresses?.[0];
  const { data: slots, fulfilledTimeStamp } = useGetDeliverySlotsQuery(area?._id ?? '', {
    skip: own || !area,
    // Express closes and windows fill up: read again every minute while the page is open.
    pollingInterval: 60_000,
  });
  // "Now" is when the windows were read, so the promise is true of that answer.
  const now = fulfilledTimeStamp ?? 0;
  return deliveryPromiseText(
    profile.deliveryPromise,
    slots ? { express: slots.express, slots: slots.slots } : null,
    now,
    zoneOffsetMinutes(displayFormat().timeZone, now),
  );
}
