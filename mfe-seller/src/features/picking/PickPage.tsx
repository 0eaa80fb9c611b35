import { lazy, Suspense, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner, VisuallyHidden } from '@greencart/shared-ui';
import {
  lineOfBarcode,
  linesToSettle,
  normalizeBarcode,
  roleCan,
  type OrderDetail,
} from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { OrderActions } from '../orders/OrderActions';
import { PackingLine } from '../orders/PackingLine';
import { PickSubstitutions } from '../substitutions/PickSubstitutions';
import { useSendOutBlock } from '../substitutions/useSendOutBlock';
import { useMoveOrderMutation } from '../orders/ordersApi';
import { customerName } from '../orders/orderText';
import { useOrderOfPage } from '../orders/useOrderOfPage';
import { useStaffRole } from '../session/useStaffRole';
import { useMarkOutOfStockMutation, usePickLineMutation } from './pickingApi';
import { ScanField } from './ScanField';
import '../../common/common.css';
import '../orders/orders.css';
import './picking.css';
import { useSellerT, type TFunction } from '../../i18n/catalogue';

/** The camera scanner and its decoder load only when someone opens it, on this screen. */
const CameraScanner = lazy(() => import('./CameraScanner'));

/** What a scan did, said in the live region: a line ticked, or why not. */
interface ScanOutcome {
  text: string;
  ok: boolean;
}

/**
 * What scanning `raw` does to `order`: the line of that product to tick (its position), or
 * what to tell the packer (a bad code, a product not in this order, a line already picked).
 */
export function scanOutcome(
  t: TFunction,
  order: OrderDetail,
  raw: string,
): { position: number } | ScanOutcome {
  const code = normalizeBarcode(raw);
  if (code === null) return { text: t('picking.scan.badBarcode', { raw }), ok: false };
  const position = lineOfBarcode(order.items, code);
  if (position < 0) return { text: t('picking.scan.notInOrder', { code }), ok: false };
  const line = order.items[position];
  if (line.quantity === 0) {
    return { text: t('picking.scan.nothingToPick', { name: line.name }), ok: false };
  }
  if (line.picked) return { text: t('picking.scan.alreadyPicked', { name: line.name }), ok: true };
  return { position };
}

/** The tick of one line: a labelled checkbox, saved at once and seen by every other screen. */
function PickTick({ order, position }: { order: OrderDetail; position: number }) {
  const t = useSellerT();
  const [pick, { isLoading }] = usePickLineMutation();
  const item = order.items[position];
  const packing = order.status === 'Packing';
  return (
    <label className="seller-pick__tick">
      <input
        type="checkbox"
        checked={Boolean(item.picked)}
        disabled={!packing || isLoading || item.quantity === 0}
        onChange={(event) => void pick({ id: order._id, position, picked: event.target.checked })}
      />
      <span>
        {t('picking.picked')}
        <VisuallyHidden>: {item.name}</VisuallyHidden>
      </span>
      {item.picked && item.pickedBy ? (
        <span className="seller-packing__note">
          {t('picking.byPickedby', { pickedBy: item.pickedBy })}
        </span>
      ) : null}
    </label>
  );
}

/** "Shelf empty": marks the line's product out of stock for shoppers (`stock.out`). */
function OutOfStockButton({ order, position }: { order: OrderDetail; position: number }) {
  const t = useSellerT();
  const [mark, { isLoading }] = useMarkOutOfStockMutation();
  const [done, setDone] = useState(false);
  const product = order.items[position].product;
  if (!product) return null;
  if (done || !product.inStock) {
    return <span className="seller-packing__note">{t('picking.outOfStockForShoppers')}</span>;
  }
  return (
    <Button
      variant="secondary"
      size="sm"
      disabled={isLoading}
      onClick={() =>
        void mark(product._id)
          .unwrap()
          .then(
            () => setDone(true),
            () => undefined,
          )
      }
    >
      {t('picking.markOutOfStock')}
      <VisuallyHidden>: {product.name}</VisuallyHidden>
    </Button>
  );
}

/**
 * `/seller/orders/:id/pick`, the pick screen: one order's lines with a tick each (saved, and
 * seen live by other staff), the packing actions of the order page (short pick, substitute,
 * weigh), scanning by USB scanner or camera, and Out for delivery once every line is settled
 * (ticked, weighed when sold by weight, or packed to none).
 */
export function PickPage() {
  const t = useSellerT();
  const {
    data: order,
    isLoading,
    isError,
    error,
    refetch,
  } = useOrderOfPage({ refetchOnFocus: true });
  const role = useStaffRole();
  const [pick] = usePickLineMutation();
  const [move, { isLoading: moving }] = useMoveOrderMutation();
  const [outcome, setOutcome] = useState<ScanOutcome | null>(null);
  const [camera, setCamera] = useState(false);
  const blocked = useSendOutBlock(order?._id);

  if (isLoading) return <Spinner size="lg" label={t('picking.loadingTheOrder')} />;
  if (!order || isError) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState
        title={t('picking.orderNotFound')}
        action={<Link to={SELLER_PATHS.queue}>{t('picking.backToThePickQueue')}</Link>}
      />
    ) : (
      <LoadFailed what={t('picking.theOrder')} onRetry={() => void refetch()} />
    );
  }
  const packing = order.status === 'Packing';
  const left = linesToSettle(order.items);
  const mayMarkOut = role === null || roleCan(role, 'stock.out');

  const scan = (raw: string) => {
    const found = scanOutcome(t, order, raw);
    if (!('position' in found)) {
      setOutcome(found);
      return;
    }
    const name = order.items[found.position].name;
    void pick({ id: order._id, position: found.position, picked: true })
      .unwrap()
      .then(
        () => setOutcome({ text: t('picking.scan.picked', { name }), ok: true }),
        () => setOutcome({ text: t('picking.scan.notTicked', { name }), ok: false }),
      );
  };

  return (
    <section aria-labelledby="seller-pick-title" className="seller-pick">
      <p>
        <Link to={SELLER_PATHS.queue}>{t('picking.pickQueue')}</Link> ·{' '}
        <Link to={`${SELLER_PATHS.orders}/${order._id}`}>{t('picking.orderPage')}</Link>
      </p>
      <h1 id="seller-pick-title" className="seller-page-title">
        {t('picking.pickNumber', { number: order.number })}
      </h1>
      <p role="status" className="seller-order-detail__status">
        {t('picking.statusStatus', { status: order.status })}
      </p>
      <p className="seller-pick__who">
        {customerName(order.address)} · {order.address.city}
        {order.deliveryWindow ? ` · ${order.deliveryWindow.label}` : ''}
      </p>
      {packing ? (
        <div className="seller-pick__scan">
          <ScanField onScan={scan} />
          <Button variant="secondary" onClick={() => setCamera((open) => !open)}>
            {camera ? t('picking.closeTheCamera') : t('picking.scanWithTheCamera')}
          </Button>
          {camera ? (
            <Suspense fallback={<Spinner label={t('picking.startingTheCamera')} />}>
              <CameraScanner onScan={scan} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <>
          <p>{t('picking.moveTheOrderToPacking')}</p>
          <OrderActions order={order} />
        </>
      )}
      <p
        role="status"
        aria-live="polite"
        className={
          outcome ? `seller-pick__outcome seller-pick__outcome--${outcome.ok ? 'ok' : 'no'}` : ''
        }
      >
        {outcome?.text ?? ''}
      </p>
      <div className="seller-table-scroll">
        <table className="seller-packing seller-pick__lines" aria-label={t('picking.linesToPick')}>
          <thead>
            <tr>
              <th scope="col">{t('picking.picked')}</th>
              <th scope="col">{t('picking.product')}</th>
              <th scope="col">{t('picking.quantity')}</th>
              <th scope="col">{t('picking.price')}</th>
              <th scope="col">{t('picking.lineTotal')}</th>
              <th scope="col">{t('picking.packing')}</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, position) => (
              <PackingLine
                key={`${position}-${item.name}`}
                order={order}
                item={item}
                position={position}
                // The substitutions section below shows each line's choice: one truth.
                showPreference={false}
                leading={
                  <div className="seller-pick__lead">
                    <PickTick order={order} position={position} />
                    {packing && mayMarkOut ? (
                      <OutOfStockButton order={order} position={position} />
                    ) : null}
                  </div>
                }
              />
            ))}
          </tbody>
        </table>
      </div>
      <PickSubstitutions order={order} />
      {packing ? (
        <div className="seller-pick__done">
          <Button
            disabled={moving || left > 0 || blocked !== null}
            aria-describedby="seller-pick-left"
            onClick={() =>
              void move({ id: order._id, status: 'Out for delivery', from: order.status })
            }
          >
            {t('picking.outForDelivery')}
          </Button>
          <p id="seller-pick-left">
            {blocked ??
              (left > 0
                ? t('picking.linesStillToPick', { count: left })
                : t('picking.everyLineIsPicked'))}
          </p>
        </div>
      ) : null}
    </section>
  );
}
