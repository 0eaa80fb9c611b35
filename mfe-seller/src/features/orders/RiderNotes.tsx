import type { Address } from '@greencart/contracts';

/**
 * The shopper's landmark and delivery instructions (optional address fields, issue 39), for
 * the packer and the rider. Shown as text, whatever the shopper typed; nothing when neither
 * was given.
 */
export function RiderNotes({ address }: { address: Address }) {
  if (!address.landmark && !address.deliveryInstructions) return null;
  return (
    <>
      {address.landmark ? (
        <span className="seller-rider-note">
          <strong>Landmark:</strong> {address.landmark}
        </span>
      ) : null}
      {address.deliveryInstructions ? (
        <span className="seller-rider-note">
          <strong>Instructions:</strong> {address.deliveryInstructions}
        </span>
      ) : null}
    </>
  );
}
