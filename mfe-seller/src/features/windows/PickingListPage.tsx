import { Link, useParams } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import type { ReactNode } from 'react';
import type { PickingLine, SellerSlotWindow } from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { PhoneLink } from '../orders/PhoneLink';
import { usePickingListQuery } from '../delivery/slotsApi';
import '../orders/packing-slip.css';
import './windows.css';

/** A picking quantity: a count, or for a weighed product the weight ("1.5 kg"). */
export function pickingQuantity(line: PickingLine): string {
  if (!line.stepGrams) return String(line.quantity);
  const grams = line.quantity * line.stepGrams;
  return grams >= 1000 ? `${grams / 1000} kg` : `${grams} g`;
}

/**
 * `/seller/windows/:id/picking`: what to pick for one delivery window, summed over its orders,
 * with a tick box per product, then the orders to pack. Printed like the packing slip (the
 * dashboard's frame and the buttons are left off the paper).
 */
export function PickingListPage() {
  const { id = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = usePickingListQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <Spinner size="lg" label="Loading the picking list" />;
  if (isError || !data) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState
        title="Window not found"
        action={<Link to={SELLER_PATHS.windows}>Back to the windows</Link>}
      />
    ) : (
      <LoadFailed what="the picking list" onRetry={() => void refetch()} />
    );
  }
  return (
    <PickingList
      data={data}
      tools={
        <div className="seller-slip__tools">
          <Link to={SELLER_PATHS.windows}>Back to the windows</Link>
          <Button onClick={() => globalThis.print()}>Print</Button>
        </div>
      }
    />
  );
}

/** A window's picking list (its page's, and the print view's with `headingLevel` 2). */
export function PickingList({
  data,
  tools,
  headingLevel = 1,
}: {
  data: { window: SellerSlotWindow; lines: PickingLine[] };
  tools?: ReactNode;
  headingLevel?: 1 | 2;
}) {
  const { window, lines } = data;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const titleId = `seller-picking-title-${window.id}`;
  return (
    <article className="seller-slip seller-picking" aria-labelledby={titleId}>
      {tools}
      <Title id={titleId} className="seller-slip__title">
        Picking list · {window.label}
      </Title>
      <p>
        {window.zoneName}
        {window.kind === 'express' ? ' · Express' : ''} · {window.orders.length}{' '}
        {window.orders.length === 1 ? 'order' : 'orders'}
        {window.closed ? ' · window closed' : ''}
      </p>
      {lines.length === 0 ? (
        <p>Nothing to pick: no order is booked into this window.</p>
      ) : (
        <table className="seller-slip__lines" aria-label="Products to pick">
          <thead>
            <tr>
              <th scope="col">Picked</th>
              <th scope="col">Product</th>
              <th scope="col">Quantity</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line, index) => (
              <tr key={`${line.productId ?? line.name}-${index}`}>
                <td>
                  <span className="seller-slip__box" aria-hidden="true" />
                </td>
                <td>{line.name}</td>
                <td>{pickingQuantity(line)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {window.orders.length > 0 ? (
        <>
          <Sub className="seller-picking__subtitle">Orders</Sub>
          <table className="seller-slip__lines" aria-label="Orders in this window">
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Customer</th>
                <th scope="col">Phone</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {window.orders.map((order) => (
                <tr key={order._id}>
                  <td>
                    <Link to={`${SELLER_PATHS.orders}/${order._id}`}>{order.number}</Link>
                  </td>
                  <td>{order.customerName}</td>
                  <td>{order.phone ? <PhoneLink phone={order.phone} /> : null}</td>
                  <td>{order.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      ) : null}
    </article>
  );
}
