import { useParams } from '@greencart/shared-ui/router';
import { useSellerOrderQuery } from './ordersApi';

/** The order named by the page's `:id`, read afresh each time the page opens. */
export function useOrderOfPage() {
  const { id = '' } = useParams();
  return useSellerOrderQuery(id, { refetchOnMountOrArgChange: true });
}
