import { PAYMENT_LABELS, type Order } from '@greencart/contracts';

/** The "Method" and "Payment" rows of an order's facts list (`<dl>`). */
export function PaymentState({ order }: { order: Order }) {
  return (
    <>
      <div>
        <dt>Method</dt>
        <dd>{PAYMENT_LABELS[order.paymentType] ?? order.paymentType}</dd>
      </div>
      <div>
        <dt>Payment</dt>
        <dd className={order.isPaid ? 'seller-order__paid' : 'seller-order__pending'}>
          {order.isPaid ? 'Paid' : 'Pending'}
        </dd>
      </div>
    </>
  );
}
