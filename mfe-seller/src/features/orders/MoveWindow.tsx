import { useState } from 'react';
import {
  SLOT_MESSAGES,
  mayChangeWindow,
  roleCan,
  type OrderDetail,
  type SellerSlotWindow,
} from '@greencart/contracts';
import { Button, WindowPicker, notify, todayAndTomorrow } from '@greencart/shared-ui';
import { useMoveOrderSlotMutation, useSlotDayQuery } from '../delivery/slotsApi';
import { useStaffRole } from '../session/useStaffRole';
import { useSellerT } from '../../i18n/catalogue';

/** Statuses in which staff may still move an order to another window (until Packing ends). */

/**
 * The windows an order in `current` may move to: today's and tomorrow's of the same zone,
 * open, with room, still bookable, other than its own. Empty when the order's window is not
 * among them (then its zone is not known here).
 */
export function moveTargets(
  windows: readonly SellerSlotWindow[],
  current: string,
  nowMs: number,
): SellerSlotWindow[] {
  const own = windows.find((w) => w.id === current);
  if (!own) return [];
  return windows.filter(
    (w) =>
      w.id !== current &&
      w.zoneId === own.zoneId &&
      w.kind === 'standard' &&
      !w.closed &&
      w.booked < w.capacity &&
      Date.parse(w.cutoffAt) > nowMs,
  );
}

/**
 * "Change window" on the seller's order page: staff with `orders.move` pick another of today's
 * or tomorrow's windows of the order's zone (docs/DELIVERY.md, "Moving an order").
 */
export function MoveWindow({ order }: { order: OrderDetail }) {
  const t = useSellerT();
  const role = useStaffRole();
  const [today, tomorrow] = todayAndTomorrow();
  const first = useSlotDayQuery(today);
  const second = useSlotDayQuery(tomorrow);
  const [move, { isLoading }] = useMoveOrderSlotMutation();
  const [open, setOpen] = useState(false);
  // When the page opened: a window whose bookings close meanwhile is refused by the server.
  const [openedAt] = useState(() => Date.now());
  const current = order.deliveryWindow;
  if (!current || current.kind !== 'standard' || !mayChangeWindow(order.status, 'staff'))
    return null;
  if (role !== null && !roleCan(role, 'orders.move')) return null;
  const targets = moveTargets(
    [...(first.data?.windows ?? []), ...(second.data?.windows ?? [])],
    current.slotId,
    openedAt,
  );
  if (targets.length === 0) return null;

  async function pick(target: string) {
    const result = await move({ id: order._id, slotId: target });
    if (!result.error) {
      notify.success(SLOT_MESSAGES.slotMoved);
      setOpen(false);
    }
  }

  if (!open) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setOpen(true)}>
        {t('orders.changeWindow')}
      </Button>
    );
  }
  return (
    <WindowPicker
      className="seller-move-window"
      label={t('orders.newWindow')}
      placeholder={t('orders.chooseAWindow')}
      windows={targets.map((w) => ({
        value: w.id,
        label: `${w.label} (${w.booked} of ${w.capacity} booked)`,
      }))}
      submitLabel={t('orders.moveTheOrder')}
      keepLabel={t('orders.keepThisWindow')}
      busy={isLoading}
      onPick={(target) => void pick(target)}
      onKeep={() => setOpen(false)}
    />
  );
}
