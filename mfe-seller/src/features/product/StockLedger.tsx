import { formatKg, isWeighed, type Product } from '@greencart/contracts';
import { formatDateTime } from '@greencart/shared-ui';
import { useLedgerQuery } from './productApi';
import { useSellerT } from '../../i18n/catalogue';

/** Catalogue key of the words of each ledger reason. */
export const REASON_LABELS: Record<string, string> = {
  sale: 'product.reasons.sale',
  reservation: 'product.reasons.reservation',
  release: 'product.reasons.release',
  restock: 'product.reasons.restock',
  correction: 'product.reasons.correction',
  waste: 'product.reasons.waste',
  weighed: 'product.reasons.weighed',
};

/** The ledger of one product's stock movements, newest first (kilograms when sold by weight). */
export function StockLedger({ product }: { product: Product }) {
  const t = useSellerT();
  const { data: movements = [] } = useLedgerQuery(product._id);
  if (movements.length === 0) return null;
  const weighed = isWeighed(product);
  const amount = (value: number) => (weighed ? formatKg(value) : String(value));
  return (
    <div className="seller-products__frame">
      <table className="seller-products seller-ledger">
        <caption>{t('product.stockMovementsNewestFirst')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product.when')}</th>
            <th scope="col">{t('product.what')}</th>
            <th scope="col">{t(weighed ? 'product.ledgerWeight' : 'product.ledgerUnits')}</th>
            <th scope="col">{t('product.onHandAfter')}</th>
            <th scope="col">{t('product.who')}</th>
            <th scope="col">{t('product.note')}</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement._id}>
              <td>
                <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt)}</time>
              </td>
              <td>
                {movement.reason in REASON_LABELS
                  ? t(REASON_LABELS[movement.reason])
                  : movement.reason}
              </td>
              <td>{movement.delta > 0 ? `+${amount(movement.delta)}` : amount(movement.delta)}</td>
              <td>{amount(movement.onHandAfter)}</td>
              <td>{movement.actor}</td>
              <td>{movement.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
