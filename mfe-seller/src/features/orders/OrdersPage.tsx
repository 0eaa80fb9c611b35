import { useId, useState } from 'react';
import { useSearchParams } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner, todayAndTomorrow } from '@greencart/shared-ui';
import {
  ORDER_STATUSES,
  PAYMENT_STATES,
  PAYMENT_STATE_LABELS,
  type OrderStatus,
  type PaymentState,
} from '@greencart/contracts';
import { TodayNeedNote, useTodayNeedParam } from '../today/TodayNeedNote';
import { useSellerOrdersQuery } from './ordersApi';
import { LoadFailed } from '../../common/LoadFailed';
import { OrderCard } from './OrderCard';
import { useSlotDayQuery } from '../delivery/slotsApi';
import '../../common/common.css';
import './orders.css';

/**
 * The shop's orders (`GET /api/order/seller`), newest first, one page at a time: filter by
 * status and payment (Delivered + Pending: cash not recorded), search by order number,
 * customer or phone. New orders and changes arrive over the seller's event stream (and on
 * focus), so the list refreshes without a reload.
 */
/** Today's and tomorrow's windows as choices of the Window filter ("Thu 26 Nov, 08:00–10:00 · Kandy"). */
function useWindowChoices(): { value: string; label: string }[] {
  const [today, tomorrow] = todayAndTomorrow();
  const first = useSlotDayQuery(today);
  const second = useSlotDayQuery(tomorrow);
  return [...(first.data?.windows ?? []), ...(second.data?.windows ?? [])].map((w) => ({
    value: w.id,
    label: `${w.label} · ${w.zoneName}`,
  }));
}

export function OrdersPage() {
  const statusId = useId();
  const paymentId = useId();
  const windowId = useId();
  const searchId = useId();
  const toWeighId = useId();
  // `?slot=` comes from a window's "Orders of this window" link (the Delivery windows page).
  const [searchParams, setSearchParams] = useSearchParams();
  const slot = searchParams.get('slot') ?? '';
  // `?need=` comes from a count of Today.
  const need = useTodayNeedParam(searchParams);
  const windows = useWindowChoices();
  const [status, setStatus] = useState<OrderStatus | ''>('');
  const [payment, setPayment] = useState<PaymentState | ''>('');
  const [toWeigh, setToWeigh] = useState(false);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [cursors, setCursors] = useState<string[]>([]);
  const cursor = cursors.at(-1);
  // Read again on each live order event (the feed invalidates `Orders`) and on focus.
  const { data, isLoading, isError, refetch } = useSellerOrdersQuery(
    {
      status: status || undefined,
      payment: payment || undefined,
      q: q || undefined,
      slotId: slot || undefined,
      toWeigh: toWeigh || undefined,
      need,
      cursor,
    },
    // New orders arrive from shoppers all the time; a cached list would hide them.
    { refetchOnMountOrArgChange: true, refetchOnFocus: true },
  );

  let content;
  if (isLoading) {
    content = <Spinner size="lg" label="Loading orders" />;
  } else if (isError || !data) {
    content = <LoadFailed what="the orders" onRetry={() => void refetch()} />;
  } else if (data.orders.length === 0) {
    content = <EmptyState title="No orders yet" message="Orders placed by shoppers appear here." />;
  } else {
    content = (
      <ul className="seller-orders">
        {data.orders.map((order) => (
          <li key={order._id}>
            <OrderCard order={order} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="seller-orders-title">
      <h1 id="seller-orders-title" className="seller-page-title">
        Orders List
      </h1>
      {need ? (
        <TodayNeedNote
          need={need}
          onClear={() => {
            const next = new URLSearchParams(searchParams);
            next.delete('need');
            setCursors([]);
            setSearchParams(next);
          }}
        />
      ) : null}
      <form
        className={
          windows.length > 0 || slot
            ? 'seller-orders__filters seller-orders__filters--windows'
            : 'seller-orders__filters'
        }
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          setCursors([]);
          setQ(text.trim());
        }}
      >
        {/* Each filter is its label over its control, so the bar lines up on a phone too. */}
        <div className="seller-orders__filter">
          <label htmlFor={statusId}>Status</label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setCursors([]);
              setStatus(event.target.value as OrderStatus | '');
            }}
          >
            <option value="">All</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="seller-orders__filter">
          <label htmlFor={paymentId}>Payment</label>
          <select
            id={paymentId}
            value={payment}
            onChange={(event) => {
              setCursors([]);
              setPayment(event.target.value as PaymentState | '');
            }}
          >
            <option value="">All</option>
            {PAYMENT_STATES.map((p) => (
              <option key={p} value={p}>
                {PAYMENT_STATE_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        {windows.length > 0 || slot ? (
          <div className="seller-orders__filter seller-orders__filter--window">
            <label htmlFor={windowId}>Window</label>
            <select
              id={windowId}
              value={slot}
              onChange={(event) => {
                setCursors([]);
                setSearchParams(event.target.value ? { slot: event.target.value } : {});
              }}
            >
              <option value="">All</option>
              {slot && !windows.some((w) => w.value === slot) ? (
                <option value={slot}>The chosen window</option>
              ) : null}
              {windows.map((w) => (
                <option key={w.value} value={w.value}>
                  {w.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div className="seller-orders__filter seller-orders__filter--search">
          <label htmlFor={searchId}>Search</label>
          <div className="seller-orders__search-row">
            <input
              id={searchId}
              type="search"
              placeholder="GC-000123, name or phone"
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit">Search</Button>
          </div>
        </div>
        <div className="seller-orders__filter seller-orders__filter--to-weigh">
          <input
            id={toWeighId}
            type="checkbox"
            checked={toWeigh}
            onChange={(event) => {
              setCursors([]);
              setToWeigh(event.target.checked);
            }}
          />
          <label htmlFor={toWeighId}>Only orders to weigh</label>
        </div>
      </form>
      {content}
      <nav className="seller-orders__pages" aria-label="Pages">
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer orders
          </Button>
        ) : null}
        {data?.nextCursor ? (
          <Button
            variant="secondary"
            onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
          >
            Older orders
          </Button>
        ) : null}
      </nav>
    </section>
  );
}
