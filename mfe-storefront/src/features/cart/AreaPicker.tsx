import { useEffect, useState } from 'react';
import { SelectField } from '@greencart/shared-ui';
import { useGetDeliveryAreasQuery } from './deliveryApi';
import { useStorefrontT } from '../../i18n/catalogue';

/** localStorage key of the area a shopper without an address named in the cart. */
export const CART_AREA_KEY = 'greencart.cartArea';

function storedArea(): string {
  try {
    return localStorage.getItem(CART_AREA_KEY) ?? '';
  } catch {
    return '';
  }
}

/**
 * The area a shopper with no address yet names in the cart, kept in this browser so the
 * cart quotes it again next time. '' until one is chosen.
 */
export function useCartArea(): [string, (area: string) => void] {
  const [area, setArea] = useState(storedArea);
  useEffect(() => {
    try {
      if (area) localStorage.setItem(CART_AREA_KEY, area);
      else localStorage.removeItem(CART_AREA_KEY);
    } catch {
      // Private windows may refuse storage: the choice lasts for this page only.
    }
  }, [area]);
  return [area, setArea];
}

/** Props of {@link AreaPicker}. */
export interface AreaPickerProps {
  area: string;
  onChange: (area: string) => void;
}

/**
 * Shown in the cart while the shopper has no address yet: "Your area", a choice of the areas
 * the shop's delivery zones name (`GET /api/delivery/areas`), so the cart can quote the fee,
 * minimum order and delivery times before an address is saved (docs/DELIVERY.md). Nothing when
 * the zones name no area.
 */
export function AreaPicker({ area, onChange }: AreaPickerProps) {
  const t = useStorefrontT();
  const { data: areas } = useGetDeliveryAreasQuery();
  if (!areas || areas.length === 0) return null;
  // An area kept from before that the zones no longer name is still shown as chosen.
  const names = area && !areas.includes(area) ? [area, ...areas] : areas;
  return (
    <div className="sf-summary__block">
      <SelectField
        label={t('checkout.yourArea')}
        placeholder={t('checkout.chooseArea')}
        hint={t('checkout.areaHint')}
        options={names.map((name) => ({ value: name, label: name }))}
        value={area}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
