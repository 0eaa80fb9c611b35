import type { Address } from '@greencart/contracts';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The shopper's landmark and delivery instructions (optional address fields, issue 39), for
 * the packer and the rider. Shown as text, whatever the shopper typed; nothing when neither
 * was given.
 */
export function RiderNotes({ address }: { address: Address }) {
  const t = useSellerT();
  if (!address.landmark && !address.deliveryInstructions) return null;
  return (
    <>
      {address.landmark ? (
        <span className="seller-rider-note">
          <strong>{t('orders.landmark')}</strong> {address.landmark}
        </span>
      ) : null}
      {address.deliveryInstructions ? (
        <span className="seller-rider-note">
          <strong>{t('orders.instructions')}</strong> {address.deliveryInstructions}
        </span>
      ) : null}
    </>
  );
}
