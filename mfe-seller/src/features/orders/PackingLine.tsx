import { useId, useState, type ReactNode } from 'react';
import { Button, VisuallyHidden } from '@greencart/shared-ui';
import {
  SUBSTITUTION_LABELS,
  formatCents,
  formatGrams,
  formatKg,
  formatMoney,
  formatPerKg,
  gramsRangeText,
  toCents,
  type OrderDetail,
  type OrderItem,
} from '@greencart/contracts';
import { useShortPickMutation, useSubstituteMutation, useSubstitutesQuery } from './ordersApi';
import { WeighForm } from './WeighForm';
import { awaitsWeight, cardCharged, orderedGramsOfItem } from './weighing';
import { useSellerT } from '../../i18n/catalogue';

/** Props of {@link PackingLine}. */
export interface PackingLineProps {
  order: OrderDetail;
  item: OrderItem;
  /** The line's position in the order (what the packing calls name). */
  position: number;
  /** A first cell before the product (the pick screen's tick). */
  leading?: ReactNode;
  /**
   * Whether the line says its older "If unavailable" flag. The pick screen sets false: its
   * substitutions section shows each line's choice (best match, a specific product, refund).
   */
  showPreference?: boolean;
}

/** A short-pick form: how many of the line could be packed (0 removes it). */
function ShortPickForm({ order, item, position, onDone }: PackingLineProps & { onDone(): void }) {
  const t = useSellerT();
  const [shortPick, { isLoading }] = useShortPickMutation();
  const [available, setAvailable] = useState(0);
  const inputId = useId();
  return (
    <form
      className="seller-packing__form"
      onSubmit={(event) => {
        event.preventDefault();
        void shortPick({ id: order._id, position, available })
          .unwrap()
          .then(onDone, () => undefined);
      }}
    >
      <label htmlFor={inputId}>
        {item.stepGrams
          ? t('orders.howManyStepgramsStepsOf', {
              stepGrams: formatGrams(item.stepGrams),
              name: item.name,
              quantity: item.quantity,
            })
          : t('orders.howManyOfNameCould', { name: item.name, quantity: item.quantity })}
      </label>
      <input
        id={inputId}
        type="number"
        min={0}
        max={item.quantity - 1}
        step={1}
        required
        value={available}
        onChange={(event) => setAvailable(Number(event.target.value))}
      />
      <Button type="submit" disabled={isLoading}>
        {t('orders.saveShortPick')}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t('orders.back')}
      </Button>
    </form>
  );
}

/** Picks another in-stock product of the same category to replace the line. */
function SubstituteForm({ order, item, position, onDone }: PackingLineProps & { onDone(): void }) {
  const t = useSellerT();
  const category = item.product?.category ?? '';
  const { data: candidates = [], isLoading: loading } = useSubstitutesQuery(category, {
    skip: !category,
  });
  const [substitute, { isLoading }] = useSubstituteMutation();
  const choices = candidates.filter((p) => p._id !== item.product?._id);
  const [product, setProduct] = useState('');
  const selectId = useId();
  return (
    <form
      className="seller-packing__form"
      onSubmit={(event) => {
        event.preventDefault();
        if (!product) return;
        void substitute({ id: order._id, position, product })
          .unwrap()
          .then(onDone, () => undefined);
      }}
    >
      <label htmlFor={selectId}>{t('orders.replaceNameWith', { name: item.name })}</label>
      <select
        id={selectId}
        required
        value={product}
        disabled={loading}
        onChange={(event) => setProduct(event.target.value)}
      >
        <option value="">{loading ? 'Loading…' : t('orders.chooseAProduct')}</option>
        {choices.map((p) => (
          <option key={p._id} value={p._id}>
            {p.name} · {formatCents(toCents(p.offerPrice))}
          </option>
        ))}
      </select>
      <Button type="submit" disabled={isLoading || !product}>
        {t('orders.substitute')}
      </Button>
      <Button variant="secondary" onClick={onDone}>
        {t('orders.back')}
      </Button>
      {!loading && choices.length === 0 ? (
        <p role="status">{t('orders.noOtherValueProductIs', { value: category || 'similar' })}</p>
      ) : null}
    </form>
  );
}

/**
 * One line of an order on the seller's detail page: what was ordered and, while the order is
 * Packing, the grocer's step: weigh a line sold by weight (its ordered weight, allowed range,
 * packed weight and repriced amount: {@link WeighForm}), mark it short, or replace it when the
 * shopper said a similar product is fine.
 */
export function PackingLine(props: PackingLineProps) {
  const t = useSellerT();
  const { order, item } = props;
  const [editing, setEditing] = useState<'short' | 'substitute' | null>(null);
  const packing = order.status === 'Packing';
  const mayShort = item.quantity > 0;
  // A line packed short to none may still be replaced (for the quantity ordered), unless the
  // order was paid online: its money went back at the short pick, it cannot be charged again.
  const mayReplace =
    item.substitution === 'similar' &&
    item.substitutedFrom === null &&
    (mayShort || !(order.paymentType === 'Online' && order.isPaid));
  const weighed = orderedGramsOfItem(item);
  const waiting = awaitsWeight(item, order);
  const [reweighing, setReweighing] = useState(false);
  return (
    <tr>
      {props.leading !== undefined ? (
        <td className="seller-packing__lead">{props.leading}</td>
      ) : null}
      <td>
        <span className="seller-packing__name">{item.name}</span>
        {item.substitutedFrom ? (
          <span className="seller-packing__note">
            {t('orders.replacesSubstitutedfrom', { substitutedFrom: item.substitutedFrom })}
          </span>
        ) : null}
        {props.showPreference !== false ? (
          <span className="seller-packing__note">
            {t('orders.ifUnavailableValue', { value: SUBSTITUTION_LABELS[item.substitution] })}
          </span>
        ) : null}
      </td>
      {weighed !== null ? (
        <td data-label={t('orders.weight')}>
          {formatGrams(weighed)} {t('orders.ordered')}
          {item.allowedGrams && item.quantity > 0 ? (
            <span className="seller-packing__note">
              {t('orders.allowedAllowedgrams', { allowedGrams: gramsRangeText(item.allowedGrams) })}
            </span>
          ) : null}
          {item.packedGrams != null ? (
            <span className="seller-weighed">
              {t('orders.packed')} {formatKg(item.packedGrams)}
              {item.weighedBy ? (
                <span className="seller-packing__note">
                  {t('orders.weighedByWeighedby', { weighedBy: item.weighedBy })}
                </span>
              ) : null}
            </span>
          ) : waiting ? (
            <span className="seller-weighed seller-weighed--todo">{t('orders.toWeigh')}</span>
          ) : null}
          {item.orderedQuantity !== null ? (
            <span className="seller-packing__note">
              {t('orders.valueAskedFor', {
                value: formatGrams(item.orderedQuantity * (item.stepGrams ?? 0)),
              })}
            </span>
          ) : null}
        </td>
      ) : (
        <td data-label={t('orders.quantity')}>
          {item.quantity}
          {item.orderedQuantity !== null ? (
            <span className="seller-packing__note">
              {t('orders.ofOrderedquantityOrdered', { orderedQuantity: item.orderedQuantity })}
            </span>
          ) : null}
        </td>
      )}
      <td className="seller-packing__money" data-label={t('orders.price')}>
        {weighed !== null && item.pricePerKg !== undefined
          ? formatPerKg(item.pricePerKg)
          : formatCents(toCents(item.offerPrice))}
      </td>
      <td className="seller-packing__money" data-label={t('orders.lineTotal')}>
        {weighed !== null && item.lineAmount !== undefined
          ? formatMoney(item.lineAmount)
          : formatCents(toCents(item.offerPrice) * item.quantity)}
        {waiting ? <span className="seller-packing__note">{t('orders.estimated')}</span> : null}
      </td>
      <td>
        {packing && editing === null && (waiting || reweighing) ? (
          <WeighForm
            order={order}
            item={item}
            position={props.position}
            onDone={reweighing ? () => setReweighing(false) : undefined}
          />
        ) : null}
        {packing &&
        editing === null &&
        !reweighing &&
        (mayShort || mayReplace || weighed !== null) ? (
          <div className="seller-packing__buttons">
            {weighed !== null && !waiting && item.quantity > 0 && !cardCharged(order) ? (
              <Button variant="secondary" onClick={() => setReweighing(true)}>
                {t('orders.weighAgain')}
                <VisuallyHidden>: {item.name}</VisuallyHidden>
              </Button>
            ) : null}
            {mayShort ? (
              <Button variant="secondary" onClick={() => setEditing('short')}>
                {t('orders.markShort')}
                <VisuallyHidden>: {item.name}</VisuallyHidden>
              </Button>
            ) : null}
            {mayReplace ? (
              <Button variant="secondary" onClick={() => setEditing('substitute')}>
                {t('orders.substitute')}
                <VisuallyHidden>: {item.name}</VisuallyHidden>
              </Button>
            ) : null}
          </div>
        ) : null}
        {packing && editing === 'short' ? (
          <ShortPickForm {...props} onDone={() => setEditing(null)} />
        ) : null}
        {packing && editing === 'substitute' ? (
          <SubstituteForm {...props} onDone={() => setEditing(null)} />
        ) : null}
      </td>
    </tr>
  );
}
