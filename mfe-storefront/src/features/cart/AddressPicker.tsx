import { useId, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import type { Address } from '@greencart/contracts';
import { describeAddress, isSampleAddress } from '../address/sampleAddress';
import { useStorefrontT } from '../../i18n/catalogue';

/** Props of {@link AddressPicker}. */
export interface AddressPickerProps {
  addresses: readonly Address[];
  selected: Address | null;
  onSelect: (address: Address) => void;
}

/**
 * The delivery address of the order summary: the chosen address (or 'No address found'),
 * a Change button revealing the saved addresses as radio buttons, and a link to add one.
 * The bundled sample (listed until real addresses load, docs/COMPATIBILITY.md: for a guest, and for
 * a shopper whose addresses have not arrived) is shown as an example only, never as a choice: an
 * order cannot go to it.
 */
export function AddressPicker({ addresses, selected, onSelect }: AddressPickerProps) {
  const t = useStorefrontT();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const choices = addresses.filter((address) => !isSampleAddress(address));
  const sample = addresses.find(isSampleAddress);

  return (
    <div className="sf-summary__block">
      <h3 className="sf-summary__label">{t('checkout.deliveryAddress')}</h3>
      <div className="sf-address">
        <p className="sf-address__current">
          {selected ? describeAddress(selected) : t('notices.shop.noAddress')}
        </p>
        <button
          type="button"
          className="sf-link-button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((wasOpen) => !wasOpen)}
        >
          {t('checkout.change')}
        </button>
      </div>
      {open ? (
        <div id={listId} className="sf-address__list">
          {choices.length > 0 ? (
            <fieldset>
              <legend className="gc-visually-hidden">{t('checkout.chooseAddress')}</legend>
              {choices.map((address) => (
                <label key={address._id} className="sf-address__option">
                  <input
                    type="radio"
                    name="delivery-address"
                    value={address._id}
                    checked={selected?._id === address._id}
                    onChange={() => {
                      onSelect(address);
                      setOpen(false);
                    }}
                  />
                  <span>{describeAddress(address)}</span>
                </label>
              ))}
            </fieldset>
          ) : null}
          {sample ? (
            <p className="sf-address__example">
              {describeAddress(sample, t('checkout.exampleAddress'))}
            </p>
          ) : null}
          <Link to="/add-address" className="sf-address__add">
            {t('address.add')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
