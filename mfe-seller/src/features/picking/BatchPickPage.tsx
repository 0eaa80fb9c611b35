import { useId, useState } from 'react';
import { Link, useParams } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner, VisuallyHidden } from '@greencart/shared-ui';
import {
  batchShareText,
  batchTotalText,
  type BatchPickProduct,
  type BatchPickShare,
} from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { useMoveOrderMutation } from '../orders/ordersApi';
import { printHref } from '../orders/OrdersPrintPage';
import { useBatchPickQuery, usePickLineMutation } from './pickingApi';
import '../../common/common.css';
import './picking.css';
import { useSellerT } from '../../i18n/catalogue';

/** A share's key: its order and line. */
const keyOf = (share: BatchPickShare) => `${share.orderId}:${share.position}`;

/** What a tick from the batch did, said in the live region. */
type Say = (text: string, ok: boolean) => void;

/** One product of the batch: what to take in all, and a tick per order that gets some. */
function BatchProduct({
  product,
  shown,
  onTick,
}: {
  product: BatchPickProduct;
  shown: (share: BatchPickShare) => boolean;
  onTick: (shares: BatchPickShare[], picked: boolean) => void;
}) {
  const t = useSellerT();
  const titleId = useId();
  const ready = product.shares.filter((share) => share.status === 'Packing');
  const all = product.shares.every(shown);
  return (
    <li className="seller-batch__product" aria-labelledby={titleId}>
      <div className="seller-batch__head">
        <h2 id={titleId} className="seller-batch__name">
          {product.name}
        </h2>
        <p className="seller-batch__total">
          <VisuallyHidden>{t('picking.take')} </VisuallyHidden>
          {batchTotalText(product)}
        </p>
        <label className="seller-pick__tick seller-batch__all">
          <input
            type="checkbox"
            checked={all}
            disabled={ready.length === 0}
            onChange={(event) => onTick(ready, event.target.checked)}
          />
          <span>
            {t('picking.allPicked')}
            <VisuallyHidden>: {product.name}</VisuallyHidden>
          </span>
        </label>
      </div>
      <ul
        className="seller-batch__shares"
        aria-label={t('picking.ordersGettingName', { name: product.name })}
      >
        {product.shares.map((share) => (
          <li key={keyOf(share)} className="seller-batch__share">
            <label className="seller-pick__tick">
              <input
                type="checkbox"
                checked={shown(share)}
                disabled={share.status !== 'Packing'}
                onChange={(event) => onTick([share], event.target.checked)}
              />
              <span>
                <VisuallyHidden>{t('picking.nameFor', { name: product.name })} </VisuallyHidden>
                <span className="seller-batch__number">{share.number}</span>{' '}
                <span className="seller-batch__customer">{share.customerName}</span>
              </span>
            </label>
            <span className="seller-batch__qty">{batchShareText(share)}</span>
            {share.status !== 'Packing' ? (
              <span className="seller-packing__note">
                {t('picking.statusNotPackingYet', { status: share.status })}
              </span>
            ) : share.picked && share.pickedBy ? (
              <span className="seller-packing__note">
                {t('picking.byPickedby', { pickedBy: share.pickedBy })}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * `/seller/queue/batch/:slotId`: batch picking of one delivery window (docs/ORDERS.md, "Batch
 * picking"). Each product to take from the shelves with its total (kg for weighed ones) and
 * which order gets how much; a tick here is the order line's own pick tick (saved, and seen
 * live on the order's pick screen and by other staff). Orders not yet Packing are listed but
 * cannot be ticked; confirmed ones start packing together from here.
 */
export function BatchPickPage() {
  const t = useSellerT();
  const { slotId = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = useBatchPickQuery(slotId, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const [pick] = usePickLineMutation();
  const [move, { isLoading: starting }] = useMoveOrderMutation();
  // Ticks shown at once, until the batch is read again.
  const [pending, setPending] = useState<Record<string, boolean>>({});
  const [said, setSaid] = useState<{ text: string; ok: boolean } | null>(null);
  const [pendingFor, setPendingFor] = useState(data);
  if (pendingFor !== data) {
    setPendingFor(data);
    setPending({});
  }

  if (isLoading) return <Spinner size="lg" label={t('picking.loadingTheBatch')} />;
  if (isError || !data) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState
        title={t('picking.windowNotFound')}
        action={<Link to={SELLER_PATHS.queue}>{t('picking.backToThePickQueue')}</Link>}
      />
    ) : (
      <LoadFailed what={t('picking.theBatch')} onRetry={() => void refetch()} />
    );
  }
  const say: Say = (text, ok) => setSaid({ text, ok });
  const shown = (share: BatchPickShare) => pending[keyOf(share)] ?? share.picked;

  async function tick(shares: BatchPickShare[], picked: boolean) {
    const todo = shares.filter((share) => shown(share) !== picked);
    setPending((now) => ({ ...now, ...Object.fromEntries(todo.map((s) => [keyOf(s), picked])) }));
    const refused: string[] = [];
    for (const share of todo) {
      const result = await pick({ id: share.orderId, position: share.position, picked });
      if (result.error) {
        refused.push(
          `${share.number}: ${(result.error as { message?: string }).message ?? t('picking.refused')}`,
        );
        setPending((now) => {
          const { [keyOf(share)]: _dropped, ...rest } = now;
          return rest;
        });
      }
    }
    if (refused.length > 0) say(refused.join('; '), false);
    else if (todo.length > 0)
      say(
        t(picked ? 'picking.linesMarkedPicked' : 'picking.linesMarkedNotPicked', {
          count: todo.length,
        }),
        true,
      );
  }

  const confirmed = data.orders.filter((order) => order.status === 'Confirmed');
  const unconfirmed = data.orders.filter((order) => order.status === 'Order Placed').length;

  async function startPacking() {
    const refused: string[] = [];
    for (const order of confirmed) {
      const result = await move({ id: order._id, status: 'Packing', from: order.status });
      if (result.error)
        refused.push(
          `${order.number}: ${(result.error as { message?: string }).message ?? t('picking.refused')}`,
        );
    }
    say(
      refused.length > 0
        ? t('picking.notStarted', { refused: refused.join('; ') })
        : t('picking.ordersNowPacking', { count: confirmed.length }),
      refused.length === 0,
    );
  }

  return (
    <section aria-labelledby="seller-batch-title" className="seller-batch">
      <p className="seller-batch__back">
        <Link to={SELLER_PATHS.queue}>{t('picking.backToThePickQueue')}</Link>
      </p>
      <h1 id="seller-batch-title" className="seller-page-title">
        {t('picking.batchPickLabel', { label: data.window.label })}
      </h1>
      <p className="seller-batch__summary">
        {t('picking.orders', { count: data.orders.length })} ·{' '}
        {t('picking.products', { count: data.products.length })}
        {unconfirmed > 0 ? t('picking.unconfirmedNotConfirmedYet', { unconfirmed }) : ''}
      </p>
      <div className="seller-batch__tools">
        {confirmed.length > 0 ? (
          <Button loading={starting} onClick={() => void startPacking()}>
            {t('picking.startPackingConfirmed', { count: confirmed.length })}
          </Button>
        ) : null}
        {data.orders.length > 0 ? (
          <Link
            to={printHref(
              data.orders.map((order) => order._id),
              [data.window.slotId],
            )}
          >
            {t('picking.printSlipsAndPickingList')}
          </Link>
        ) : null}
      </div>
      <p
        role="status"
        className={
          said ? `seller-pick__outcome seller-pick__outcome--${said.ok ? 'ok' : 'no'}` : undefined
        }
      >
        {said?.text}
      </p>
      {data.products.length === 0 ? (
        <EmptyState title={t('picking.nothingToPick')} message={t('picking.noOrderOfThisWindow')} />
      ) : (
        <ul className="seller-batch__products">
          {data.products.map((product) => (
            <BatchProduct
              key={product.productId ?? product.name}
              product={product}
              shown={shown}
              onTick={(shares, picked) => void tick(shares, picked)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
