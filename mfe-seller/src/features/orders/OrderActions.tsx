import { useId, useState } from 'react';
import { Button } from '@greencart/shared-ui';
import {
  ORDER_NOTE_MAX,
  STAFF_CANCEL_REASONS,
  WEIGHT_MESSAGES,
  nextStatuses,
  roleCan,
  type Order,
} from '@greencart/contracts';
import { useMoveOrderMutation } from './ordersApi';
import { useStaffRole } from '../session/useStaffRole';
import { DeliverForm } from './DeliverForm';
import './cancel-reasons.css';
import './weighing.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * Buttons for exactly the moves the transition table allows staff from the order's status;
 * cancelling asks for the reason the shopper will see (a ready-made one fills the box, which
 * staff may still edit, or they write their own), delivering a cash-on-delivery order the
 * cash collected ({@link DeliverForm}); while weighed lines wait for their weight, leaving
 * Packing is disabled and says how many are left. Cancel is offered only to a role with
 * `orders.cancel` (not packers; the API refuses them too). The status the staff member saw goes with the move,
 * so a change made meanwhile by someone else is refused, never overwritten.
 */
export function OrderActions({ order }: { order: Order }) {
  const t = useSellerT();
  const [move, { isLoading }] = useMoveOrderMutation();
  const [cancelling, setCancelling] = useState(false);
  const [delivering, setDelivering] = useState(false);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const unweighedId = useId();
  const role = useStaffRole();
  const mayCancel = role === null || roleCan(role, 'orders.cancel');
  const steps = nextStatuses(order.status, 'staff').filter(
    (status) => status !== 'Cancelled' || mayCancel,
  );
  if (steps.length === 0) return null;
  const send = (status: (typeof steps)[number], note?: string) =>
    void move({ id: order._id, status, from: order.status, note });
  // Delivering a cash-on-delivery order records the cash collected: it asks first.
  const collects = order.paymentType === 'COD' && !order.isPaid;
  // Weighed lines must be weighed before the order leaves Packing (the API refuses it too).
  const toWeigh = order.status === 'Packing' ? (order.toWeigh ?? 0) : 0;
  if (delivering && steps.includes('Delivered')) {
    return (
      <div
        className="seller-order__actions"
        aria-label={t('orders.nextStepsForNumber', { number: order.number })}
        role="group"
      >
        <DeliverForm order={order} onBack={() => setDelivering(false)} />
      </div>
    );
  }
  return (
    <div
      className="seller-order__actions"
      aria-label={t('orders.nextStepsForNumber', { number: order.number })}
      role="group"
    >
      {steps
        .filter((s) => s !== 'Cancelled')
        .map((status) => (
          <Button
            key={status}
            disabled={isLoading || toWeigh > 0}
            aria-describedby={toWeigh > 0 ? unweighedId : undefined}
            onClick={() =>
              status === 'Delivered' && collects ? setDelivering(true) : send(status)
            }
          >
            {t('orders.moveToStatus', { status })}
          </Button>
        ))}
      {steps.includes('Cancelled') && !cancelling ? (
        <Button variant="danger" disabled={isLoading} onClick={() => setCancelling(true)}>
          {t('orders.cancelOrder')}
        </Button>
      ) : null}
      {cancelling ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (reason.trim()) send('Cancelled', reason.trim());
          }}
        >
          <div
            role="group"
            aria-label={t('orders.commonReasons')}
            className="seller-cancel-presets"
          >
            {STAFF_CANCEL_REASONS.map((preset) => (
              <Button
                key={preset}
                variant="secondary"
                size="sm"
                aria-pressed={reason === preset}
                onClick={() => setReason(preset)}
              >
                {preset}
              </Button>
            ))}
          </div>
          <label htmlFor={reasonId}>{t('orders.reasonTheCustomerWillSee')}</label>
          <input
            id={reasonId}
            required
            maxLength={ORDER_NOTE_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button type="submit" variant="danger" disabled={isLoading}>
            {t('orders.cancelThisOrder')}
          </Button>
          <Button variant="secondary" onClick={() => setCancelling(false)}>
            {t('orders.keepIt')}
          </Button>
        </form>
      ) : null}
      {toWeigh > 0 ? (
        <p id={unweighedId} className="seller-leave-packing">
          {WEIGHT_MESSAGES.unweighed(toWeigh)}
        </p>
      ) : null}
    </div>
  );
}
