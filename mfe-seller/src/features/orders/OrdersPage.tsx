import { EmptyState, Spinner } from '@greencart/shared-ui';
import { useSellerApi } from '../../app/hooks';
import { LoadFailed } from '../../common/LoadFailed';
import { OrderCard } from './OrderCard';
import '../../common/common.css';
import './orders.css';

/** Every order of the shop (`GET /api/order/seller`), fetched afresh each time the page opens. */
export function OrdersPage() {
  const api = useSellerApi();
  const {
    data: orders,
    isLoading,
    isError,
    refetch,
  } = api.useSellerOrdersQuery(undefined, {
    // New orders arrive from shoppers all the time; a cached list would hide them.
    refetchOnMountOrArgChange: true,
  });

  let content;
  if (isLoading) {
    content = <Spinner size="lg" label="Loading orders" />;
  } else if (isError || !orders) {
    content = <LoadFailed what="the orders" onRetry={() => void refetch()} />;
  } else if (orders.length === 0) {
    content = <EmptyState title="No orders yet" message="Orders placed by shoppers appear here." />;
  } else {
    content = (
      <ul className="seller-orders">
        {orders.map((order) => (
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
      {content}
    </section>
  );
}
