import { useId, useState } from 'react';
import { Button } from '@greencart/shared-ui';
import {
  formatGrams,
  gramsRangeText,
  type OrderDetail,
  type OrderItem,
} from '@greencart/contracts';
import { useWeighLineMutation } from './ordersApi';
import { orderedGramsOfItem, rangeProblem, readWeight, type ScaleUnit } from './weighing';
import './weighing.css';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link WeighForm}. */
export interface WeighFormProps {
  order: OrderDetail;
  item: OrderItem;
  position: number;
  /** Called once the weight was saved (or when staff go back without saving). */
  onDone?(): void;
}

/** The weight a field starts with: the packed one in the chosen unit, or empty. */
function startText(item: OrderItem, unit: ScaleUnit): string {
  if (item.packedGrams == null) return '';
  return unit === 'kg' ? String(item.packedGrams / 1000) : String(item.packedGrams);
}

/**
 * The packed weight of a weighed line, read from the scale in kg or g (staff choose), checked
 * here against the allowed range (the API checks it again, and the card hold), then saved:
 * the API reprices the line at its packed weight and the order's total with it.
 */
export function WeighForm({ order, item, position, onDone }: WeighFormProps) {
  const t = useSellerT();
  const [weigh, { isLoading }] = useWeighLineMutation();
  const [unit, setUnit] = useState<ScaleUnit>('kg');
  const [text, setText] = useState(() => startText(item, 'kg'));
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const unitId = useId();
  const problemId = useId();
  const rangeId = useId();
  const ordered = orderedGramsOfItem(item) ?? 0;
  const range = item.allowedGrams;
  return (
    <form
      className="seller-weigh"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const read = readWeight(text, unit);
        if ('problem' in read) {
          setProblem(read.problem);
          return;
        }
        const outside = rangeProblem(item, read.grams);
        if (outside) {
          setProblem(outside);
          return;
        }
        setProblem(null);
        void weigh({ id: order._id, position, packedGrams: read.grams })
          .unwrap()
          .then(
            () => onDone?.(),
            (error: { message?: string }) =>
              setProblem(error.message ?? t('orders.weightNotSaved')),
          );
      }}
    >
      <label htmlFor={inputId} className="seller-weigh__label">
        {t('orders.packedWeightOfNameValue', {
          name: item.name,
          value: unit === 'kg' ? 'kilograms' : 'grams',
        })}
      </label>
      <div className="seller-weigh__row">
        <input
          id={inputId}
          className="seller-weigh__input"
          inputMode="decimal"
          autoComplete="off"
          placeholder={unit === 'kg' ? String(ordered / 1000) : String(ordered)}
          value={text}
          aria-invalid={problem ? true : undefined}
          aria-describedby={[range ? rangeId : null, problem ? problemId : null]
            .filter(Boolean)
            .join(' ')}
          onChange={(event) => {
            setText(event.target.value);
            setProblem(null);
          }}
        />
        <label htmlFor={unitId} className="seller-weigh__unit-label">
          {t('orders.unit')}
        </label>
        <select
          id={unitId}
          className="seller-weigh__unit"
          value={unit}
          onChange={(event) => {
            const next = event.target.value as ScaleUnit;
            // Keep the weight typed so far: 0.94 kg becomes 940 g and back.
            const read = readWeight(text, unit);
            setText(
              'grams' in read
                ? next === 'kg'
                  ? String(read.grams / 1000)
                  : String(read.grams)
                : text,
            );
            setUnit(next);
            setProblem(null);
          }}
        >
          <option value="kg">{t('orders.kg')}</option>
          <option value="g">g</option>
        </select>
        <Button type="submit" disabled={isLoading}>
          {t('orders.saveWeight')}
        </Button>
        {onDone ? (
          <Button variant="secondary" onClick={onDone}>
            {t('orders.back')}
          </Button>
        ) : null}
      </div>
      {range ? (
        <p id={rangeId} className="seller-weigh__hint">
          {t('orders.allowedRangeForOrderedOrdered', {
            range: gramsRangeText(range),
            ordered: formatGrams(ordered),
          })}
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="seller-weigh__problem" role="alert">
          {problem}
        </p>
      ) : null}
    </form>
  );
}
