import './new-orders.css';
import { useSellerT } from '../../i18n/catalogue';

/** The count beside the sidebar's Orders link; read as part of the link's name. */
export function NewOrdersBadge({ count }: { count: number }) {
  const t = useSellerT();
  return (
    <span className="seller-new-orders">
      {count}
      <span className="seller-new-orders__words"> {t('newOrders.new')}</span>
    </span>
  );
}
