import { formatKg, isWeighed, type Product } from '@greencart/contracts';
import { formatDateTime } from '@greencart/shared-ui';
import { useLedgerQuery } from './productApi';

/** The words of each ledger reason. */
export const REASON_LABELS: Record<string, string> = {
  sale: 'Sale',
  reservation: 'Held by a checkout',
  release: 'Checkout ended',
  restock: 'Delivery received',
  correction: 'Correction',
  waste: 'Waste',
  weighed: 'Packed by weight',
};

/** The ledger of one product's stock movements, newest first (kilograms when sold by weight). */
export function StockLedger({ product }: { product: Product }) {
  const { data: movements = [] } = useLedgerQuery(product._id);
  if (movements.length === 0) return null;
  const weighed = isWeighed(product);
  const amount = (value: number) => (weighed ? formatKg(value) : String(value));
  return (
    <div className="seller-products__frame">
      <table className="seller-products seller-ledger">
        <caption>Stock movements, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">{weighed ? 'Weight' : 'Units'}</th>
            <th scope="col">On hand after</th>
            <th scope="col">Who</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {movements.map((movement) => (
            <tr key={movement._id}>
              <td>
                <time dateTime={movement.createdAt}>{formatDateTime(movement.createdAt)}</time>
              </td>
              <td>{REASON_LABELS[movement.reason] ?? movement.reason}</td>
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
