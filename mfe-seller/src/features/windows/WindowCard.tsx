import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { SLOT_MESSAGES, formatMoney, type SellerSlotWindow } from '@greencart/contracts';
import { Button, Modal, TextField, formatDateTime, notify } from '@greencart/shared-ui';
import { SELLER_PATHS } from '../../app/paths';
import { PhoneLink } from '../orders/PhoneLink';
import { useUpdateSlotMutation } from '../delivery/slotsApi';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link WindowCard}. */
export interface WindowCardProps {
  window: SellerSlotWindow;
  /** Whether the staff member may change capacity and close windows (`settings.write`). */
  mayChange: boolean;
}

/** The booked orders of a window: number (to the order), customer, phone, status, amount. */
function WindowOrders({ window }: { window: SellerSlotWindow }) {
  const t = useSellerT();
  if (window.orders.length === 0)
    return <p className="seller-windows__none">{t('windows.noOrdersYet')}</p>;
  return (
    <ul
      className="seller-windows__orders"
      aria-label={t('windows.ordersInLabel', { label: window.label })}
    >
      {window.orders.map((order) => (
        <li key={order._id}>
          <Link to={`${SELLER_PATHS.orders}/${order._id}`}>{order.number}</Link> ·{' '}
          {order.customerName} ·{' '}
          {order.phone ? <PhoneLink phone={order.phone} /> : t('windows.noPhone')} · {order.status}{' '}
          · {formatMoney(order.amount)}
        </li>
      ))}
    </ul>
  );
}

/** A new capacity for the window (below the booked count only stops new bookings). */
function CapacityForm({ window }: { window: SellerSlotWindow }) {
  const t = useSellerT();
  const [update, { isLoading }] = useUpdateSlotMutation();
  const [text, setText] = useState(String(window.capacity));
  const [error, setError] = useState<string | undefined>();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const capacity = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
    if (!Number.isInteger(capacity) || capacity < 0) {
      setError(t('windows.capacityWholeNumber'));
      return;
    }
    const result = await update({ id: window.id, capacity });
    if (!result.error) notify.success(SLOT_MESSAGES.slotUpdated);
  }

  return (
    <form className="seller-windows__capacity" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        label={t('windows.capacity')}
        // The visible word, and which window for a screen reader moving from field to field.
        aria-label={t('windows.capacityOfLabel', { label: window.label })}
        inputMode="numeric"
        value={text}
        error={error}
        onChange={(event) => {
          setText(event.target.value);
          setError(undefined);
        }}
      />
      <Button type="submit" variant="secondary" size="sm" loading={isLoading}>
        {t('windows.changeCapacity')}
      </Button>
    </form>
  );
}

/** Close (with a confirm step listing the booked orders to contact) or reopen the window. */
function CloseWindow({ window }: { window: SellerSlotWindow }) {
  const t = useSellerT();
  const [update, { isLoading }] = useUpdateSlotMutation();
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);

  async function setClosed(closed: boolean) {
    const result = await update({ id: window.id, closed });
    if (!result.error) {
      setConfirming(false);
      notify.success(SLOT_MESSAGES.slotUpdated);
    }
  }

  if (window.closed) {
    return (
      <Button
        variant="secondary"
        size="sm"
        loading={isLoading}
        onClick={() => void setClosed(false)}
      >
        {t('windows.reopenWindow')}
      </Button>
    );
  }
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
        {t('windows.closeWindow')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('windows.closeLabel', { label: window.label })}
        initialFocusRef={keepRef}
      >
        <p>
          {t('windows.noNewOrderCanBook')}
          {window.orders.length > 0 ? t('windows.contactTheseCustomersIfYou') : '.'}
        </p>
        {window.orders.length > 0 ? <WindowOrders window={window} /> : null}
        <div className="seller-windows__confirm">
          <Button variant="danger" loading={isLoading} onClick={() => void setClosed(true)}>
            {t('windows.closeTheWindow')}
          </Button>
          <Button ref={keepRef} variant="secondary" onClick={() => setConfirming(false)}>
            {t('windows.keepItOpen')}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/**
 * One delivery window for staff: when, which zone, booked of capacity, whether it is closed,
 * its orders, links to its picking list and to the orders list filtered by it, and (owner and
 * manager) its capacity and Close.
 */
export function WindowCard({ window, mayChange }: WindowCardProps) {
  const t = useSellerT();
  const titleId = useId();
  const full = window.booked >= window.capacity;
  // When the page showed it: a window past its cut-off says its bookings have closed.
  const [shownAt] = useState(() => Date.now());
  const pastCutOff = Date.parse(window.cutoffAt) <= shownAt;
  return (
    <article className="seller-windows__card" aria-labelledby={titleId}>
      <header className="seller-windows__head">
        <h3 id={titleId} className="seller-windows__title">
          {window.label}
        </h3>
        <p className="seller-windows__zone">
          {window.zoneName}
          {window.kind === 'express' ? t('windows.express') : ''}
        </p>
      </header>
      <dl className="seller-windows__facts">
        <div>
          <dt>{t('windows.booked')}</dt>
          <dd>
            {t(full ? 'windows.bookedOfFull' : 'windows.bookedOf', {
              booked: window.booked,
              capacity: window.capacity,
            })}
          </dd>
        </div>
        <div>
          <dt>{t('windows.state')}</dt>
          <dd className={window.closed ? 'seller-windows__closed' : undefined}>
            {window.closed ? 'Closed' : 'Open'}
          </dd>
        </div>
        <div>
          <dt>{pastCutOff ? t('windows.bookingsClosed') : t('windows.bookingsClose')}</dt>
          <dd>
            <time dateTime={window.cutoffAt}>{formatDateTime(window.cutoffAt)}</time>
          </dd>
        </div>
      </dl>
      <WindowOrders window={window} />
      <div className="seller-windows__actions">
        <Link to={`${SELLER_PATHS.windows}/${window.id}/picking`}>{t('windows.pickingList')}</Link>
        <Link to={`${SELLER_PATHS.orders}?slot=${encodeURIComponent(window.id)}`}>
          {t('windows.ordersOfThisWindow')}
        </Link>
      </div>
      {mayChange ? (
        <div className="seller-windows__actions">
          <CapacityForm window={window} />
          <CloseWindow window={window} />
        </div>
      ) : null}
    </article>
  );
}
