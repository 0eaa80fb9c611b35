import { useState, type FormEvent } from 'react';
import {
  CATALOGUE_MESSAGES,
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_STOCK_NOTE_LENGTH,
  MAX_STOCK_QUANTITY,
  SELLER_STOCK_REASONS,
  isStockCount,
  type Product,
  type SellerStockReason,
  formatGrams,
  isWeighed,
} from '@greencart/contracts';
import { Button, SelectField, TextField, formatDateTime, notify } from '@greencart/shared-ui';
import { useAdjustStockMutation, useLedgerQuery, useSetTrackingMutation } from './productApi';

const REASON_LABELS: Record<string, string> = {
  sale: 'Sale',
  reservation: 'Held by a checkout',
  release: 'Checkout ended',
  restock: 'Delivery received',
  correction: 'Correction',
  waste: 'Waste',
  weighed: 'Packed by weight',
};

/** The largest count, as the messages write it ("1,000,000"). */
const MAX_COUNT_TEXT = MAX_STOCK_QUANTITY.toLocaleString('en');

/** A whole number from the text, or NaN. */
const wholeNumber = (text: string) => (/^-?\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/**
 * Stock of one product: start or stop counting, the low-stock threshold, adjustments with a
 * reason (a delivery, a correction, waste) and the ledger of every movement.
 */
export function StockPanel({ product }: { product: Product }) {
  const counted = product.quantity !== undefined;
  return (
    <section className="seller-product__stock" aria-labelledby="seller-stock-title">
      <h2 id="seller-stock-title" className="seller-product__heading">
        Stock
      </h2>
      <p>
        {counted
          ? `${isWeighed(product) ? formatGrams(product.quantity ?? 0) : product.quantity} available to sell${product.lowStock ? ' (low stock)' : ''}.`
          : 'Not counted: only the in-stock switch decides.'}
      </p>
      {isWeighed(product) ? (
        <p>Sold by weight: every count, threshold and adjustment here is in grams.</p>
      ) : null}
      <TrackingForm product={product} />
      {counted ? <AdjustForm product={product} /> : null}
      {counted ? <Ledger id={product._id} /> : null}
    </section>
  );
}

function TrackingForm({ product }: { product: Product }) {
  const [setTracking, { isLoading }] = useSetTrackingMutation();
  const counted = product.quantity !== undefined;
  const [onHand, setOnHand] = useState('');
  const [threshold, setThreshold] = useState(
    String(product.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
  );
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const units = wholeNumber(onHand);
    const low = wholeNumber(threshold);
    if (!isStockCount(units) || !isStockCount(low)) {
      setError(`Enter whole numbers from 0 to ${MAX_COUNT_TEXT}.`);
      return;
    }
    setError(undefined);
    const result = await setTracking({ id: product._id, onHand: units, lowStockThreshold: low });
    if (!result.error) {
      notify.success(counted ? 'Stock counted' : 'Stock counting started');
      setOnHand('');
    }
  }

  return (
    <form className="seller-product__row" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="stock-on-hand"
        label={
          counted
            ? 'Counted on the shelf'
            : isWeighed(product)
              ? 'Grams on the shelf'
              : 'Units on the shelf'
        }
        inputMode="numeric"
        value={onHand}
        onChange={(event) => setOnHand(event.target.value)}
        error={error}
      />
      <TextField
        id="stock-threshold"
        label="Low stock at"
        inputMode="numeric"
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={isLoading}>
        {counted ? 'Set count' : 'Start counting'}
      </Button>
      {counted ? (
        <Button
          type="button"
          variant="ghost"
          disabled={isLoading}
          onClick={() =>
            void setTracking({ id: product._id, onHand: null }).then((result) => {
              if (!result.error) notify.success('Stock no longer counted');
            })
          }
        >
          Stop counting
        </Button>
      ) : null}
    </form>
  );
}

function AdjustForm({ product }: { product: Product }) {
  const [adjust, { isLoading }] = useAdjustStockMutation();
  const [units, setUnits] = useState('');
  const [reason, setReason] = useState<SellerStockReason>('restock');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = wholeNumber(units);
    // One movement moves at most MAX_STOCK_QUANTITY units either way.
    const valid =
      (reason === 'correction' ? typed !== 0 : typed > 0) && isStockCount(Math.abs(typed));
    if (!Number.isInteger(typed) || !valid) {
      setError(
        reason === 'correction'
          ? `Enter the units to add, or a negative number to remove (up to ${MAX_COUNT_TEXT}).`
          : `Enter how many units, a whole number from 1 to ${MAX_COUNT_TEXT}.`,
      );
      return;
    }
    setError(undefined);
    // A delivery adds, waste removes, a correction goes the way it is typed.
    const result = await adjust({
      id: product._id,
      delta: reason === 'waste' ? -typed : typed,
      reason,
      note: note.trim() || undefined,
    });
    if (!result.error) {
      notify.success(result.data.message || CATALOGUE_MESSAGES.stockAdjusted);
      setUnits('');
      setNote('');
    }
  }

  return (
    <form className="seller-product__row" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        id="adjust-reason"
        label="Reason"
        value={reason}
        options={SELLER_STOCK_REASONS.map((value) => ({ value, label: REASON_LABELS[value] }))}
        onChange={(event) => setReason(event.target.value as SellerStockReason)}
      />
      <TextField
        id="adjust-units"
        label="Units"
        hint={reason === 'correction' ? 'Negative to remove' : undefined}
        inputMode="numeric"
        value={units}
        onChange={(event) => setUnits(event.target.value)}
        error={error}
      />
      <TextField
        id="adjust-note"
        label="Note"
        maxLength={MAX_STOCK_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={isLoading}>
        Adjust stock
      </Button>
    </form>
  );
}

function Ledger({ id }: { id: string }) {
  const { data: movements = [] } = useLedgerQuery(id);
  if (movements.length === 0) return null;
  return (
    <div className="seller-products__frame">
      <table className="seller-products seller-ledger">
        <caption>Stock movements, newest first</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Units</th>
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
              <td>{movement.delta > 0 ? `+${movement.delta}` : movement.delta}</td>
              <td>{movement.onHandAfter}</td>
              <td>{movement.actor}</td>
              <td>{movement.note ?? ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
