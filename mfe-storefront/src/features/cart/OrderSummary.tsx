import {
  DEFAULT_TAX_TERMS,
  PAYMENT_TYPES,
  cashDueCents,
  formatCents,
  formatTaxPercent,
  type Address,
  type CartTotals,
  type PaymentType,
  type TaxTerms,
} from '@greencart/contracts';
import { Button, SelectField } from '@greencart/shared-ui';
import { AddressPicker } from './AddressPicker';
import { AreaPicker, type AreaPickerProps } from './AreaPicker';
import type { DeliveryNotice } from './cartDelivery';
import { DeliverySlotPicker, type DeliverySlotPickerProps } from './DeliverySlotPicker';
import type { CartEstimate } from './cartEstimate';
import { ESTIMATE_NOTE_ID, EstimateNote } from './EstimateNote';
import { PromoCode, type PromoCodeProps } from './PromoCode';
import { useStorefrontT } from '../../i18n/catalogue';

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  totals: CartTotals;
  /** The shop's tax terms the totals were priced with (shop settings); the spec's 2 % added. */
  tax?: TaxTerms;
  /** The shop rounds cash on delivery to the rupee (shop settings): say what will be asked. */
  cashRounding?: boolean;
  /** What to say about delivery to the chosen address; a `blocking` notice disables Place Order. */
  delivery?: DeliveryNotice;
  /** The delivery time choice, where the address's zone uses slots or offers express. */
  slots?: DeliverySlotPickerProps | null;
  /** The area choice, while the shopper has no address yet; null otherwise. */
  area?: AreaPickerProps | null;
  addresses: readonly Address[];
  selectedAddress: Address | null;
  onSelectAddress: (address: Address) => void;
  payment: PaymentType;
  onPaymentChange: (payment: PaymentType) => void;
  /** False when the API has no card payment (config, its options or a 503 answer). */
  onlineAvailable: boolean;
  /** The card payment provider's name, shown with the option ("Online Payment (PayHere)"). */
  onlineProvider?: string | null;
  /** Why online payment is not offered for this cart, under the payment method. */
  paymentNote?: string | null;
  /** Set when the cart has weighed products: the total is an estimate (and a card hold). */
  estimate?: CartEstimate | null;
  placing: boolean;
  onPlaceOrder: () => void;
  /** The code field and the deals applied (docs/PROMOTIONS.md). */
  promotions?: PromoCodeProps | null;
}

/** The id of the Place Order button, which the phone's sticky cart bar brings into view. */
export const PLACE_ORDER_ID = 'sf-place-order';

const DELIVERY_NOTICE_ID = 'sf-delivery-notice';

/**
 * The cart's order summary: address, payment method, price, shipping (the zone's fee, or
 * Free), the tax as the shop charges it (added, or included in the prices), total, the cash
 * asked at the door when the shop rounds it (docs/PAYMENTS.md "Cash rounding"), and what
 * delivery needs before Place Order (docs/DELIVERY.md).
 */
export function OrderSummary(props: OrderSummaryProps) {
  const t = useStorefrontT();
  const { totals, payment, onlineAvailable } = props;
  const tax = props.tax ?? DEFAULT_TAX_TERMS;
  // Cash only, and only an exact total (an estimate is settled after weighing).
  const cash =
    payment === 'COD' && props.cashRounding && !props.estimate
      ? cashDueCents(totals.totalCents, true)
      : null;
  const blocking = props.delivery?.blocking ?? null;
  const hint = props.delivery?.hint ?? null;
  const paymentLabel = (type: PaymentType) => t(`checkout.payment.${type}`);
  const onlineLabel = props.onlineProvider
    ? `${paymentLabel('Online')} (${props.onlineProvider})`
    : paymentLabel('Online');
  const options = PAYMENT_TYPES.map((type) => ({
    value: type,
    label:
      type !== 'Online'
        ? paymentLabel(type)
        : onlineAvailable
          ? onlineLabel
          : t('checkout.unavailable', { method: paymentLabel(type) }),
    disabled: type === 'Online' && !onlineAvailable,
  }));

  return (
    <aside className="sf-summary" aria-labelledby="sf-summary-title">
      <h2 id="sf-summary-title" className="sf-summary__title">
        {t('checkout.summary')}
      </h2>
      <AddressPicker
        addresses={props.addresses}
        selected={props.selectedAddress}
        onSelect={props.onSelectAddress}
      />
      {props.area ? <AreaPicker {...props.area} /> : null}
      {props.slots ? <DeliverySlotPicker {...props.slots} /> : null}
      <div className="sf-summary__block">
        <SelectField
          label={t('checkout.paymentMethod')}
          options={options}
          value={payment}
          hint={props.paymentNote ?? undefined}
          onChange={(event) => props.onPaymentChange(event.target.value as PaymentType)}
        />
      </div>
      {props.promotions ? <PromoCode {...props.promotions} /> : null}
      <dl className="sf-summary__figures">
        <div>
          <dt>{t('checkout.price')}</dt>
          <dd>{formatCents(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 ? (
          <div className="sf-summary__discount">
            <dt>{t('checkout.discount')}</dt>
            <dd>−{formatCents(totals.discountCents)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{t('checkout.shippingFee')}</dt>
          {totals.deliveryCents > 0 ? (
            <dd>{formatCents(totals.deliveryCents)}</dd>
          ) : (
            <dd className="sf-summary__free">{t('checkout.free')}</dd>
          )}
        </div>
        <div>
          <dt>
            {t(tax.pricesIncludeTax ? 'checkout.taxIncluded' : 'checkout.tax', {
              rate: `${formatTaxPercent(tax.taxPercent)}%`,
            })}
          </dt>
          <dd>{formatCents(totals.taxCents)}</dd>
        </div>
        <div className="sf-summary__total">
          <dt>{t('checkout.totalAmount')}</dt>
          <dd aria-describedby={props.estimate ? ESTIMATE_NOTE_ID : undefined}>
            {formatCents(totals.totalCents)}
            {props.estimate ? (
              <span className="sf-line__estimated">{t('checkout.estimated')}</span>
            ) : null}
          </dd>
        </div>
        {cash && cash.roundingCents !== 0 ? (
          <div className="sf-summary__cash">
            <dt>{t('checkout.cashDue')}</dt>
            <dd>
              {formatCents(cash.dueCents)}{' '}
              <span className="sf-summary__rounding">
                {t('checkout.rounded', {
                  amount: `${cash.roundingCents > 0 ? '+' : '−'}${formatCents(Math.abs(cash.roundingCents))}`,
                })}
              </span>
            </dd>
          </div>
        ) : null}
      </dl>
      {props.estimate ? <EstimateNote estimate={props.estimate} payment={payment} /> : null}
      {blocking || hint ? (
        <p
          id={DELIVERY_NOTICE_ID}
          className={
            blocking ? 'sf-summary__notice sf-summary__notice--stop' : 'sf-summary__notice'
          }
          role="status"
        >
          {blocking ?? hint}
        </p>
      ) : null}
      <Button
        id={PLACE_ORDER_ID}
        fullWidth
        size="lg"
        loading={props.placing}
        disabled={blocking !== null}
        aria-describedby={blocking ? DELIVERY_NOTICE_ID : undefined}
        onClick={props.onPlaceOrder}
      >
        {payment === 'Online' ? t('checkout.proceed') : t('checkout.placeOrder')}
      </Button>
    </aside>
  );
}
