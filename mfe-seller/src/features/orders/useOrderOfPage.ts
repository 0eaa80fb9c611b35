import { useParams } from '@greencart/shared-ui/router';
import { useSellerOrderQuery } from './ordersApi';

/**
 * The order named by the page's `:id`, read afresh each time the page opens (and, with
 * `refetchOnFocus`, each time the window regains focus).
 */
export function useOrderOfPage({ refetchOnFocus = false }: { refetchOnFocus?: boolean } = {}) {
  const { id = '' } = useParams();
  return useSellerOrderQuery(id, { refetchOnMountOrArgChange: true, refetchOnFocus });
}
