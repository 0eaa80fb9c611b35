import { lazy, Suspense, useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner, VisuallyHidden } from '@greencart/shared-ui';
import {
  PICK_MESSAGES,
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
export function scanOutcome(order: OrderDetail, raw: string): { position: number } | ScanOutcome {
  const code = normalizeBarcode(raw);
  if (code === null) return { text: `${raw}: ${PICK_MESSAGES.badBarcode}`, ok: false };
  const position = lineOfBarcode(order.items, code);
  if (position < 0) return { text: PICK_MESSAGES.notInOrder(code), ok: false };
  const line = order.items[position];
  if (line.quantity === 0) return { text: PICK_MESSAGES.nothingToPick(line.name), ok: false };
  if (line.picked) return { text: `${line.name} is already picked`, ok: true };
  return { position };
}

/** The tick of one line: a labelled checkbox, saved at once and seen by every other screen. */
function PickTick({ order, position }: { order: OrderDetail; position: number }) {
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
        Picked<VisuallyHidden>: {item.name}</VisuallyHidden>
      </span>
      {item.picked && item.pickedBy ? (
        <span className="seller-packing__note">by {item.pickedBy}</span>
      ) : null}
    </label>
  );
}

/** "Shelf empty": marks the line's product out of stock for shoppers (`stock.out`). */
function OutOfStockButton({ order, position }: { order: OrderDetail; position: number }) {
  const [mark, { isLoading }] = useMarkOutOfStockMutation();
  const [done, setDone] = useState(false);
  const product = order.items[position].product;
  if (!product) return null;
  if (done || !product.inStock) {
    return <span className="seller-packing__note">Out of stock for shoppers</span>;
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
      Mark out of stock<VisuallyHidden>: {product.name}</VisuallyHidden>
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

  if (isLoading) return <Spinner size="lg" label="Loading the order" />;
  if (!order || isError) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState
        title="Order not found"
        action={<Link to={SELLER_PATHS.queue}>Back to the pick queue</Link>}
      />
    ) : (
      <LoadFailed what="the order" onRetry={() => void refetch()} />
    );
  }
  const packing = order.status === 'Packing';
  const left = linesToSettle(order.items);
  const mayMarkOut = role === null || roleCan(role, 'stock.out');

  const scan = (raw: string) => {
    const found = scanOutcome(order, raw);
    if (!('position' in found)) {
      setOutcome(found);
      return;
    }
    const name = order.items[found.position].name;
    void pick({ id: order._id, position: found.position, picked: true })
      .unwrap()
      .then(
        () => setOutcome({ text: PICK_MESSAGES.picked(name), ok: true }),
        () => setOutcome({ text: `${name} could not be ticked`, ok: false }),
      );
  };

  return (
    <section aria-labelledby="seller-pick-title" className="seller-pick">
      <p>
        <Link to={SELLER_PATHS.queue}>Pick queue</Link> ·{' '}
        <Link to={`${SELLER_PATHS.orders}/${order._id}`}>Order page</Link>
      </p>
      <h1 id="seller-pick-title" className="seller-page-title">
        Pick {order.number}
      </h1>
      <p role="status" className="seller-order-detail__status">
        Status: {order.status}
      </p>
      <p className="seller-pick__who">
        {customerName(order.address)} · {order.address.city}
        {order.deliveryWindow ? ` · ${order.deliveryWindow.label}` : ''}
      </p>
      {packing ? (
        <div className="seller-pick__scan">
          <ScanField onScan={scan} />
          <Button variant="secondary" onClick={() => setCamera((open) => !open)}>
            {camera ? 'Close the camera' : 'Scan with the camera'}
          </Button>
          {camera ? (
            <Suspense fallback={<Spinner label="Starting the camera" />}>
              <CameraScanner onScan={scan} />
            </Suspense>
          ) : null}
        </div>
      ) : (
        <>
          <p>Move the order to Packing to tick its lines.</p>
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
        <table className="seller-packing seller-pick__lines" aria-label="Lines to pick">
          <thead>
            <tr>
              <th scope="col">Picked</th>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
              <th scope="col">Price</th>
              <th scope="col">Line total</th>
              <th scope="col">Packing</th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item, position) => (
              <PackingLine
                key={`${position}-${item.name}`}
                order={order}
                item={item}
                position={position}
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
            Out for delivery
          </Button>
          <p id="seller-pick-left">
            {blocked ??
              (left > 0
                ? `${left} ${left === 1 ? 'line' : 'lines'} still to pick or weigh`
                : 'Every line is picked.')}
          </p>
        </div>
      ) : null}
    </section>
  );
}
