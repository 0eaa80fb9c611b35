import { useMemo, useState } from 'react';
import { useLocation } from '@greencart/shared-ui/router';
import type { Address, AddressFields } from '@greencart/contracts';
import { useAppSelector } from '../../app/hooks';
import { useGetAddressesQuery } from '../address/addressApi';
import { SAMPLE_ADDRESS } from '../address/sampleAddress';
import { selectUser } from '../session/sessionSlice';

/** Navigation state the add-address page leaves so the new address is chosen. */
export interface NewAddressState {
  newAddress?: AddressFields;
}

const SAMPLE_LIST: readonly Address[] = [SAMPLE_ADDRESS];

function sameFields(address: Address, fields: AddressFields): boolean {
  // A field not given (district, landmark, instructions) is null in one and absent in the other.
  return (Object.keys(fields) as (keyof AddressFields)[]).every(
    (key) => (address[key] ?? null) === (fields[key] ?? null),
  );
}

/**
 * The addresses offered in the cart and the chosen one. The list starts with the sample
 * address until the shopper's real addresses load (docs/COMPATIBILITY.md). Once they load, the
 * address just added (if the shopper comes from /add-address), else the default address (the
 * address book's choice), else the first one is chosen.
 */
export function useDeliveryAddress() {
  const user = useAppSelector(selectUser);
  const { data, isLoading } = useGetAddressesQuery(undefined, { skip: !user });
  const addresses = user && data ? data : SAMPLE_LIST;
  const { state } = useLocation() as { state: NewAddressState | null };
  const newAddress = state?.newAddress;
  const [chosenId, setChosenId] = useState<string | null>(null);

  const preferred = useMemo(() => {
    if (!user || !data || data.length === 0) return null;
    const added = newAddress ? data.filter((a) => sameFields(a, newAddress)).at(-1) : undefined;
    return added ?? data.find((a) => a.isDefault) ?? data[0];
  }, [user, data, newAddress]);

  // Until the shopper picks one, the preferred address is the choice.
  const selected = (chosenId ? addresses.find((a) => a._id === chosenId) : preferred) ?? null;
  return {
    addresses,
    selected,
    select: (address: Address) => setChosenId(address._id),
    /** A logged-in shopper's addresses have not answered yet (the cart's summary waits). */
    pending: isLoading,
  };
}
