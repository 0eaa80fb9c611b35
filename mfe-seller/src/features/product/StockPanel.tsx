import { useState, type FormEvent } from 'react';
import {
  CATALOGUE_MESSAGES,
  DEFAULT_LOW_STOCK_THRESHOLD,
  MAX_STOCK_NOTE_LENGTH,
  SELLER_STOCK_REASONS,
  isStockCount,
  isWeighed,
  stockAmountText,
  type Product,
  type SellerStockReason,
} from '@greencart/contracts';
import { Button, SelectField, TextField, notify } from '@greencart/shared-ui';
import { useAdjustStockMutation, useSetTrackingMutation } from './productApi';
import { REASON_LABELS, StockLedger } from './StockLedger';
import { stockAmountInput } from './stockAmount';
import { useSellerT } from '../../i18n/catalogue';

/**
 * Stock of one product: start or stop counting, the low-stock threshold, adjustments with a
 * reason (a delivery, a correction, waste) and the ledger of every movement. A product sold by
 * weight is counted in grams and shown and typed in kilograms ("2.5"), to the gram.
 */
export function StockPanel({ product }: { product: Product }) {
  const t = useSellerT();
  const counted = product.quantity !== undefined;
  return (
    <section className="seller-product__stock" aria-labelledby="seller-stock-title">
      <h2 id="seller-stock-title" className="seller-product__heading">
        {t('product.stock')}
      </h2>
      <p>
        {counted
          ? t(product.lowStock ? 'product.availableLowStock' : 'product.available', {
              amount: stockAmountText(product.quantity ?? 0, product),
            })
          : t('product.notCountedOnlyTheIn')}
      </p>
      {isWeighed(product) ? <p>{t('product.soldByWeightEveryCount')}</p> : null}
      <TrackingForm product={product} />
      {counted ? <AdjustForm product={product} /> : null}
      {counted ? <StockLedger product={product} /> : null}
    </section>
  );
}

function TrackingForm({ product }: { product: Product }) {
  const t = useSellerT();
  const [setTracking, { isLoading }] = useSetTrackingMutation();
  const counted = product.quantity !== undefined;
  const input = stockAmountInput(product);
  const kg = input.unit === 'kg';
  const [onHand, setOnHand] = useState('');
  const [threshold, setThreshold] = useState(
    input.write(product.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD),
  );
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const amount = input.read(onHand);
    const low = input.read(threshold);
    if (!isStockCount(amount) || !isStockCount(low)) {
      setError(
        t(kg ? 'product.stockErrors.countKg' : 'product.stockErrors.countUnits', {
          max: input.maxText,
        }),
      );
      return;
    }
    setError(undefined);
    const result = await setTracking({ id: product._id, onHand: amount, lowStockThreshold: low });
    if (!result.error) {
      notify.success(counted ? t('product.stockCounted') : t('product.stockCountingStarted'));
      setOnHand('');
    }
  }

  return (
    <form className="seller-product__row" onSubmit={(event) => void submit(event)} noValidate>
      <TextField
        id="stock-on-hand"
        label={
          counted
            ? t(kg ? 'product.countedOnTheShelfKg' : 'product.countedOnTheShelf')
            : kg
              ? t('product.kilogramsOnTheShelf')
              : t('product.unitsOnTheShelf')
        }
        inputMode={kg ? 'decimal' : 'numeric'}
        value={onHand}
        onChange={(event) => setOnHand(event.target.value)}
        error={error}
      />
      <TextField
        id="stock-threshold"
        label={kg ? t('product.lowStockAtKg') : t('product.lowStockAt')}
        inputMode={kg ? 'decimal' : 'numeric'}
        value={threshold}
        onChange={(event) => setThreshold(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={isLoading}>
        {counted ? t('product.setCount') : t('product.startCounting')}
      </Button>
      {counted ? (
        <Button
          type="button"
          variant="ghost"
          disabled={isLoading}
          onClick={() =>
            void setTracking({ id: product._id, onHand: null }).then((result) => {
              if (!result.error) notify.success(t('product.stockNoLongerCounted'));
            })
          }
        >
          {t('product.stopCounting')}
        </Button>
      ) : null}
    </form>
  );
}

function AdjustForm({ product }: { product: Product }) {
  const t = useSellerT();
  const [adjust, { isLoading }] = useAdjustStockMutation();
  const input = stockAmountInput(product);
  const kg = input.unit === 'kg';
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState<SellerStockReason>('restock');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = input.read(amount, { signed: reason === 'correction' });
    // One movement moves at most the largest count either way.
    const valid =
      typed !== null &&
      (reason === 'correction' ? typed !== 0 : typed > 0) &&
      isStockCount(Math.abs(typed));
    if (!valid) {
      const key =
        reason === 'correction'
          ? kg
            ? 'product.stockErrors.correctionKg'
            : 'product.stockErrors.correctionUnits'
          : kg
            ? 'product.stockErrors.moveKg'
            : 'product.stockErrors.moveUnits';
      setError(t(key, { max: input.maxText }));
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
      setAmount('');
      setNote('');
    }
  }

  return (
    <form className="seller-product__row" onSubmit={(event) => void submit(event)} noValidate>
      <SelectField
        id="adjust-reason"
        label={t('product.reason')}
        value={reason}
        options={SELLER_STOCK_REASONS.map((value) => ({ value, label: t(REASON_LABELS[value]) }))}
        onChange={(event) => setReason(event.target.value as SellerStockReason)}
      />
      <TextField
        id="adjust-units"
        label={kg ? 'Kilograms' : 'Units'}
        hint={reason === 'correction' ? t('product.negativeToRemove') : undefined}
        inputMode={kg ? 'decimal' : 'numeric'}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        error={error}
      />
      <TextField
        id="adjust-note"
        label={t('product.note')}
        maxLength={MAX_STOCK_NOTE_LENGTH}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <Button type="submit" variant="secondary" disabled={isLoading}>
        {t('product.adjustStock')}
      </Button>
    </form>
  );
}
