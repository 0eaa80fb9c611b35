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
import { useSellerT } from '../../i18n/catalogue';

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
  const t = useSellerT();
  const { id = '' } = useParams();
  const { data, isLoading, isError, error, refetch } = usePickingListQuery(id, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <Spinner size="lg" label={t('windows.loadingThePickingList')} />;
  if (isError || !data) {
    return (error as { status?: number } | undefined)?.status === 404 ? (
      <EmptyState
        title={t('windows.windowNotFound')}
        action={<Link to={SELLER_PATHS.windows}>{t('windows.backToTheWindows')}</Link>}
      />
    ) : (
      <LoadFailed what={t('windows.thePickingList')} onRetry={() => void refetch()} />
    );
  }
  return (
    <PickingList
      data={data}
      tools={
        <div className="seller-slip__tools">
          <Link to={SELLER_PATHS.windows}>{t('windows.backToTheWindows')}</Link>
          <Button onClick={() => globalThis.print()}>{t('windows.print')}</Button>
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
  const t = useSellerT();
  const { window, lines } = data;
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Sub = headingLevel === 1 ? 'h2' : 'h3';
  const titleId = `seller-picking-title-${window.id}`;
  return (
    <article className="seller-slip seller-picking" aria-labelledby={titleId}>
      {tools}
      <Title id={titleId} className="seller-slip__title">
        {t('windows.pickingListLabel', { label: window.label })}
      </Title>
      <p>
        {window.zoneName}
        {window.kind === 'express' ? t('windows.express') : ''} ·{' '}
        {t('windows.orders', { count: window.orders.length })}
        {window.closed ? t('windows.windowClosed') : ''}
      </p>
      {lines.length === 0 ? (
        <p>{t('windows.nothingToPickNoOrder')}</p>
      ) : (
        <table className="seller-slip__lines" aria-label={t('windows.productsToPick')}>
          <thead>
            <tr>
              <th scope="col">{t('windows.picked')}</th>
              <th scope="col">{t('windows.product')}</th>
              <th scope="col">{t('windows.quantity')}</th>
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
          <Sub className="seller-picking__subtitle">{t('windows.orders')}</Sub>
          <table className="seller-slip__lines" aria-label={t('windows.ordersInThisWindow')}>
            <thead>
              <tr>
                <th scope="col">{t('windows.order')}</th>
                <th scope="col">{t('windows.customer')}</th>
                <th scope="col">{t('windows.phone')}</th>
                <th scope="col">{t('windows.status')}</th>
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
