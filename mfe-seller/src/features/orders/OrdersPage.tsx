import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from '@greencart/shared-ui/router';
import {
  Button,
  EmptyState,
  Spinner,
  VisuallyHidden,
  todayAndTomorrow,
} from '@greencart/shared-ui';
import {
  ORDER_STATUSES,
  PAYMENT_STATES,
  PAYMENT_STATE_LABELS,
  type Order,
  type OrderStatus,
  type PaymentState,
} from '@greencart/contracts';
import { TodayNeedNote, useTodayNeedParam } from '../today/TodayNeedNote';
import { useMoveSelectedOrderMutation, useSellerOrdersQuery } from './ordersApi';
import { printHref } from './OrdersPrintPage';
import { LoadFailed } from '../../common/LoadFailed';
import { OrderCard } from './OrderCard';
import { useSlotDayQuery } from '../delivery/slotsApi';
import '../../common/common.css';
import './orders.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * The shop's orders (`GET /api/order/seller`), newest first, one page at a time: filter by
 * status and payment (Delivered + Pending: cash not recorded), search by order number,
 * customer, phone or delivery area; select orders to confirm or print together. New orders and changes arrive over the seller's event stream (and on
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

/** What confirming one selected order did: confirmed, or the API's reason it was refused. */
interface Outcome {
  number: string;
  ok: boolean;
  text: string;
}

/**
 * The selected orders' tools: select all on the page, confirm them together (each through
 * the one status move, so each is checked as if confirmed alone; refusals are listed per
 * order), or print their packing slips with their windows' picking lists in one go.
 */
function SelectionBar({
  orders,
  selected,
  setSelected,
}: {
  orders: Order[];
  selected: ReadonlySet<string>;
  setSelected: (ids: Set<string>) => void;
}) {
  const t = useSellerT();
  const allId = useId();
  const allRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [move] = useMoveSelectedOrderMutation();
  const [busy, setBusy] = useState(false);
  const [outcomes, setOutcomes] = useState<Outcome[]>([]);
  const chosen = orders.filter((order) => selected.has(order._id));
  const all = orders.length > 0 && chosen.length === orders.length;
  useEffect(() => {
    if (allRef.current) allRef.current.indeterminate = chosen.length > 0 && !all;
  }, [chosen.length, all]);

  async function confirmChosen() {
    setBusy(true);
    const done: Outcome[] = [];
    for (const order of chosen) {
      const result = await move({ id: order._id, status: 'Confirmed', from: order.status });
      done.push(
        result.error
          ? {
              number: order.number,
              ok: false,
              text: (result.error as { message?: string }).message ?? t('orders.notConfirmed'),
            }
          : { number: order.number, ok: true, text: 'Confirmed' },
      );
    }
    setOutcomes(done);
    setBusy(false);
    // The confirmed ones leave the selection; the refused stay selected to look at.
    setSelected(
      new Set(
        chosen.filter((o) => done.some((d) => d.number === o.number && !d.ok)).map((o) => o._id),
      ),
    );
  }

  const confirmed = outcomes.filter((o) => o.ok).length;
  return (
    <>
      <div className="seller-orders__bulk" role="group" aria-label={t('orders.selectedOrders')}>
        <span className="seller-orders__all">
          <input
            ref={allRef}
            id={allId}
            type="checkbox"
            checked={all}
            disabled={orders.length === 0}
            onChange={(event) =>
              setSelected(new Set(event.target.checked ? orders.map((o) => o._id) : []))
            }
          />
          <label htmlFor={allId}>{t('orders.selectAllOnThisPage')}</label>
        </span>
        <span className="seller-orders__count" aria-live="polite">
          {t('orders.lengthSelected', { length: chosen.length })}
        </span>
        <Button
          size="sm"
          disabled={chosen.length === 0}
          loading={busy}
          onClick={() => void confirmChosen()}
        >
          {t('orders.confirmSelected')}
        </Button>
        <Button
          size="sm"
          variant="secondary"
          disabled={chosen.length === 0}
          onClick={() =>
            navigate(
              printHref(
                chosen.map((o) => o._id),
                chosen.flatMap((o) => (o.deliveryWindow ? [o.deliveryWindow.slotId] : [])),
              ),
            )
          }
        >
          {t('orders.printSlipsAndPickingLists')}
        </Button>
      </div>
      <div role="status" className="seller-orders__outcomes">
        {outcomes.length > 0 ? (
          <>
            <p>{t('orders.confirmedOfOrders', { confirmed, count: outcomes.length })}</p>
            <ul>
              {outcomes.map((o) => (
                <li
                  key={o.number}
                  className={o.ok ? 'seller-orders__outcome--ok' : 'seller-orders__outcome--no'}
                >
                  {o.number}: {o.text}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </>
  );
}

export function OrdersPage() {
  const t = useSellerT();
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
  // The orders ticked on this page (a new filter or page starts with none).
  const [selected, setSelected] = useState<Set<string>>(() => new Set());
  const filterKey = JSON.stringify([status, payment, q, slot, toWeigh, cursor]);
  const [selectedFor, setSelectedFor] = useState(filterKey);
  if (selectedFor !== filterKey) {
    setSelectedFor(filterKey);
    setSelected(new Set());
  }
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
    content = <Spinner size="lg" label={t('orders.loadingOrders')} />;
  } else if (isError || !data) {
    content = <LoadFailed what={t('orders.theOrders')} onRetry={() => void refetch()} />;
  } else if (data.orders.length === 0) {
    content = (
      <EmptyState
        title={t('orders.noOrdersYet')}
        message={t('orders.ordersPlacedByShoppersAppear')}
      />
    );
  } else {
    content = (
      <>
        <SelectionBar orders={data.orders} selected={selected} setSelected={setSelected} />
        <ul className="seller-orders">
          {data.orders.map((order) => (
            <li
              key={order._id}
              className={selected.has(order._id) ? 'seller-order--selected' : undefined}
            >
              <OrderCard
                order={order}
                select={
                  <label>
                    <input
                      type="checkbox"
                      checked={selected.has(order._id)}
                      onChange={(event) => {
                        const next = new Set(selected);
                        if (event.target.checked) next.add(order._id);
                        else next.delete(order._id);
                        setSelected(next);
                      }}
                    />
                    <VisuallyHidden>
                      {t('orders.selectNumber', { number: order.number })}
                    </VisuallyHidden>
                  </label>
                }
              />
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    <section aria-labelledby="seller-orders-title">
      <h1 id="seller-orders-title" className="seller-page-title">
        {t('orders.ordersList')}
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
          <label htmlFor={statusId}>{t('orders.status')}</label>
          <select
            id={statusId}
            value={status}
            onChange={(event) => {
              setCursors([]);
              setStatus(event.target.value as OrderStatus | '');
            }}
          >
            <option value="">{t('orders.all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </div>
        <div className="seller-orders__filter">
          <label htmlFor={paymentId}>{t('orders.payment')}</label>
          <select
            id={paymentId}
            value={payment}
            onChange={(event) => {
              setCursors([]);
              setPayment(event.target.value as PaymentState | '');
            }}
          >
            <option value="">{t('orders.all')}</option>
            {PAYMENT_STATES.map((p) => (
              <option key={p} value={p}>
                {PAYMENT_STATE_LABELS[p]}
              </option>
            ))}
          </select>
        </div>
        {windows.length > 0 || slot ? (
          <div className="seller-orders__filter seller-orders__filter--window">
            <label htmlFor={windowId}>{t('orders.window')}</label>
            <select
              id={windowId}
              value={slot}
              onChange={(event) => {
                setCursors([]);
                setSearchParams(event.target.value ? { slot: event.target.value } : {});
              }}
            >
              <option value="">{t('orders.all')}</option>
              {slot && !windows.some((w) => w.value === slot) ? (
                <option value={slot}>{t('orders.theChosenWindow')}</option>
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
          <label htmlFor={searchId}>{t('orders.search')}</label>
          <div className="seller-orders__search-row">
            <input
              id={searchId}
              type="search"
              placeholder={t('orders.gc000123NamePhoneOr')}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <Button type="submit">{t('orders.search')}</Button>
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
          <label htmlFor={toWeighId}>{t('orders.onlyOrdersToWeigh')}</label>
        </div>
      </form>
      {content}
      <nav className="seller-orders__pages" aria-label={t('orders.pages')}>
        {cursors.length > 0 ? (
          <Button variant="secondary" onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('orders.newerOrders')}
          </Button>
        ) : null}
        {data?.nextCursor ? (
          <Button
            variant="secondary"
            onClick={() => data.nextCursor && setCursors([...cursors, data.nextCursor])}
          >
            {t('orders.olderOrders')}
          </Button>
        ) : null}
      </nav>
    </section>
  );
}
