import { useParams } from '@greencart/shared-ui/router';
import { useSellerApi } from '../../app/hooks';

/** The order named by the page's `:id`, read afresh each time the page opens. */
export function useOrderOfPage() {
  const { id = '' } = useParams();
  return useSellerApi().useSellerOrderQuery(id, { refetchOnMountOrArgChange: true });
}
