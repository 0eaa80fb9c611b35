import {
  PAYMENT_LABELS,
  PAYMENT_TYPES,
  TAX_PERCENT,
  formatCents,
  type Address,
  type CartTotals,
  type PaymentType,
} from '@greencart/contracts';
import { Button, SelectField } from '@greencart/shared-ui';
import { AddressPicker } from './AddressPicker';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  totals: CartTotals;
  addresses: readonly Address[];
  selectedAddress: Address | null;
  onSelectAddress: (address: Address) => void;
  payment: PaymentType;
  onPaymentChange: (payment: PaymentType) => void;
  /** False when the API has no card payment (config or a 503 answer). */
  onlineAvailable: boolean;
  placing: boolean;
  onPlaceOrder: () => void;
}

/** The id of the Place Order button, which the phone's sticky cart bar brings into view. */
export const PLACE_ORDER_ID = 'sf-place-order';

/** The cart's order summary: address, payment method, price, free shipping, 2 % tax, total. */
export function OrderSummary(props: OrderSummaryProps) {
  const { totals, payment, onlineAvailable } = props;
  const options = PAYMENT_TYPES.map((type) => ({
    value: type,
    label:
      type === 'Online' && !onlineAvailable
        ? `${PAYMENT_LABELS[type]} (unavailable)`
        : PAYMENT_LABELS[type],
    disabled: type === 'Online' && !onlineAvailable,
  }));

  return (
    <aside className="sf-summary" aria-labelledby="sf-summary-title">
      <h2 id="sf-summary-title" className="sf-summary__title">
        Order Summary
      </h2>
      <AddressPicker
        addresses={props.addresses}
        selected={props.selectedAddress}
        onSelect={props.onSelectAddress}
      />
      <div className="sf-summary__block">
        <SelectField
          label="Payment Method"
          options={options}
          value={payment}
          onChange={(event) => props.onPaymentChange(event.target.value as PaymentType)}
        />
      </div>
      <dl className="sf-summary__figures">
        <div>
          <dt>Price</dt>
          <dd>{formatCents(totals.subtotalCents)}</dd>
        </div>
        <div>
          <dt>Shipping Fee</dt>
          <dd className="sf-summary__free">Free</dd>
        </div>
        <div>
          <dt>Tax ({TAX_PERCENT}%)</dt>
          <dd>{formatCents(totals.taxCents)}</dd>
        </div>
        <div className="sf-summary__total">
          <dt>Total Amount:</dt>
          <dd>{formatCents(totals.totalCents)}</dd>
        </div>
      </dl>
      <Button
        id={PLACE_ORDER_ID}
        fullWidth
        size="lg"
        loading={props.placing}
        onClick={props.onPlaceOrder}
      >
        {payment === 'Online' ? 'Proceed to Checkout' : 'Place Order'}
      </Button>
    </aside>
  );
}
