import { useState } from 'react';
import { SLOT_MESSAGES, mayChangeWindow, type OrderDetail } from '@greencart/contracts';
import { Button, WindowPicker } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionToApiError } from '../../lib/apiErrors';
import {
  useGetDeliverySlotsOfPostcodeQuery,
  useMoveMyOrderSlotMutation,
} from '../cart/deliveryApi';
import { useStorefrontT } from '../../i18n/catalogue';

/** The shopper may move a window while the order is not being packed yet (the API's rule). */

/** The window choices, asked only once the shopper opens the form. */
function TimeForm({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const t = useStorefrontT();
  const { data, isLoading, isError } = useGetDeliverySlotsOfPostcodeQuery(order.address.zipcode, {
    refetchOnMountOrArgChange: true,
  });
  const [move, { isLoading: moving }] = useMoveMyOrderSlotMutation();
  const current = order.deliveryWindow?.slotId;
  const choices = (data?.slots ?? []).filter((slot) => slot.available && slot.id !== current);

  async function pick(target: string) {
    try {
      await move({ id: order._id, slotId: target }).unwrap();
      notify.success(SLOT_MESSAGES.slotMoved);
      onDone();
    } catch (rejection) {
      notify.error(rejectionToApiError(rejection).message);
    }
  }

  if (isLoading) return <p className="sf-muted">{t('orders.loadingTimes')}</p>;
  if (isError || choices.length === 0) {
    return (
      <div className="sf-order-move">
        <p>{t('orders.noOtherTime')}</p>
        <Button variant="secondary" size="sm" onClick={onDone}>
          {t('orders.close')}
        </Button>
      </div>
    );
  }
  return (
    <WindowPicker
      label={t('orders.newTime')}
      placeholder={t('orders.chooseTime')}
      windows={choices.map((slot) => ({ value: slot.id, label: slot.label }))}
      submitLabel={t('orders.changeIt')}
      keepLabel={t('orders.keepTime')}
      busy={moving}
      onPick={(target) => void pick(target)}
      onKeep={onDone}
    />
  );
}

/**
 * "Change delivery time" on the shopper's order page: another free window of the order's zone,
 * while the order is not being packed yet (docs/DELIVERY.md, "Moving an order"). Express
 * orders keep their promise.
 */
export function ChangeDeliveryTime({ order }: { order: OrderDetail }) {
  const t = useStorefrontT();
  const [open, setOpen] = useState(false);
  if (order.deliveryWindow?.kind !== 'standard' || !mayChangeWindow(order.status, 'shopper'))
    return null;
  return open ? (
    <TimeForm order={order} onDone={() => setOpen(false)} />
  ) : (
    <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
      {t('orders.changeTime')}
    </Button>
  );
}
