import { Link, useSearchParams } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { usePickingListQuery } from '../delivery/slotsApi';
import { PickingList } from '../windows/PickingListPage';
import { PackingSlip } from './PackingSlipPage';
import { useSellerOrderQuery } from './ordersApi';
import '../../common/common.css';
import './packing-slip.css';
import { useSellerT } from '../../i18n/catalogue';

/** At most this many slips in one print (a page of the orders list at most). */
export const PRINT_MAX = 50;

/** The ids of a comma-separated parameter: distinct, non-empty, at most {@link PRINT_MAX}. */
export function idsOf(value: string | null): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ].slice(0, PRINT_MAX);
}

/** The print view's link: these orders' slips and these windows' picking lists. */
export function printHref(orderIds: readonly string[], slotIds: readonly string[]): string {
  const params = new URLSearchParams();
  if (slotIds.length > 0) params.set('slots', [...new Set(slotIds)].join(','));
  params.set('ids', orderIds.join(','));
  return `${SELLER_PATHS.printOrders}?${params.toString()}`;
}

function PrintedPickingList({ slotId }: { slotId: string }) {
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = usePickingListQuery(slotId, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <Spinner label={t('orders.loadingThePickingList')} />;
  if (isError || !data)
    return <LoadFailed what={t('orders.aPickingList')} onRetry={() => void refetch()} />;
  return (
    <div className="seller-print__sheet">
      <PickingList data={data} headingLevel={2} />
    </div>
  );
}

function PrintedSlip({ orderId }: { orderId: string }) {
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = useSellerOrderQuery(orderId, {
    refetchOnMountOrArgChange: true,
  });
  if (isLoading) return <Spinner label={t('orders.loadingAPackingSlip')} />;
  if (isError || !data)
    return <LoadFailed what={t('orders.aPackingSlip')} onRetry={() => void refetch()} />;
  return (
    <div className="seller-print__sheet">
      <PackingSlip order={data} headingLevel={2} />
    </div>
  );
}

/**
 * `/seller/orders/print?slots=…&ids=…`: several orders printed in one go (docs/ORDERS.md,
 * "Lists that scale"): their windows' picking lists first, then each order's packing slip,
 * each sheet on a page of its own. The print stylesheet leaves the dashboard's frame and
 * these buttons off the paper.
 */
export function OrdersPrintPage() {
  const t = useSellerT();
  const [params] = useSearchParams();
  const orderIds = idsOf(params.get('ids'));
  const slotIds = idsOf(params.get('slots'));
  if (orderIds.length === 0 && slotIds.length === 0) {
    return (
      <EmptyState
        title={t('orders.nothingToPrint')}
        message={t('orders.selectOrdersOnTheOrders')}
        action={<Link to={SELLER_PATHS.orders}>{t('orders.backToTheOrders')}</Link>}
      />
    );
  }
  return (
    <section className="seller-print" aria-labelledby="seller-print-title">
      <div className="seller-slip__tools">
        <Link to={SELLER_PATHS.orders}>{t('orders.backToTheOrders')}</Link>
        <Button onClick={() => globalThis.print()}>{t('orders.print')}</Button>
      </div>
      <h1 id="seller-print-title" className="seller-page-title seller-print__title">
        {slotIds.length > 0
          ? t('orders.printSlipsAndLists', {
              slips: t('orders.packingSlips', { count: orderIds.length }),
              count: slotIds.length,
            })
          : t('orders.printSlips', { slips: t('orders.packingSlips', { count: orderIds.length }) })}
      </h1>
      {slotIds.map((slotId) => (
        <PrintedPickingList key={slotId} slotId={slotId} />
      ))}
      {orderIds.map((orderId) => (
        <PrintedSlip key={orderId} orderId={orderId} />
      ))}
    </section>
  );
}
