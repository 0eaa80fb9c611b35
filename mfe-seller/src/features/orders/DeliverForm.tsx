import { useId, useState } from 'react';
import { Button } from '@greencart/shared-ui';
import {
  ORDER_NOTE_MAX,
  cashCollectedProblem,
  orderCashDue,
  formatMoney,
  toCents,
  type CashProblem,
  type Order,
} from '@greencart/contracts';
import { useMoveOrderMutation } from './ordersApi';
import { useSellerT } from '../../i18n/catalogue';

/** Rupees as typed ("1234", "1234.5"): a number, or the text itself for the rule to refuse. */
function typedAmount(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/**
 * The Deliver step of a cash-on-delivery order: staff confirm the cash the driver collected
 * (the amount due, after packing changes, unless they correct it) and, when less was
 * collected, say why. The API records it in the history and marks the order paid; the same
 * rule (contracts' `cashCollectedProblem`) is checked here first so the mistake shows beside
 * its field.
 */
export function DeliverForm({ order, onBack }: { order: Order; onBack(): void }) {
  const t = useSellerT();
  const [move, { isLoading }] = useMoveOrderMutation();
  // The amount due: rounded to the rupee when the order is (docs/PAYMENTS.md "Cash rounding").
  const due = orderCashDue(order);
  const [cash, setCash] = useState(due.toFixed(2));
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<CashProblem | null>(null);
  const cashId = useId();
  const noteId = useId();
  const errorId = useId();
  const invalid = (field: CashProblem['field']) =>
    problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  return (
    <form
      noValidate
      aria-label={t('orders.deliverNumber', { number: order.number })}
      onSubmit={(event) => {
        event.preventDefault();
        const amount = typedAmount(cash);
        const found = cashCollectedProblem(amount, toCents(due), note);
        setProblem(found);
        if (found || typeof amount !== 'number') return;
        void move({
          id: order._id,
          status: 'Delivered',
          from: order.status,
          cashCollected: amount,
          note: note.trim() || undefined,
        });
      }}
    >
      <label htmlFor={cashId}>
        {t('orders.cashCollectedLkrDueDue', { due: formatMoney(due) })}
      </label>
      <input
        id={cashId}
        inputMode="decimal"
        autoComplete="off"
        value={cash}
        onChange={(event) => setCash(event.target.value)}
        {...invalid('cashCollected')}
      />
      <label htmlFor={noteId}>{t('orders.noteWhyLessWasCollected')}</label>
      <input
        id={noteId}
        maxLength={ORDER_NOTE_MAX}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        {...invalid('note')}
      />
      {problem ? (
        <p id={errorId} role="alert" className="seller-order__pending">
          {problem.message}
        </p>
      ) : null}
      <Button type="submit" disabled={isLoading}>
        {t('orders.confirmDelivery')}
      </Button>
      <Button variant="secondary" onClick={onBack}>
        {t('orders.back')}
      </Button>
    </form>
  );
}
