import { HttpStatus } from '@nestjs/common';
import {
  ERROR_CODES,
  ORDER_NOTE_MAX,
  cashCollectedProblem,
  formatCents,
  fromCents,
  toCents,
} from '@greencart/contracts';
import { AppError } from '../../common/app-error.js';
import type { OrderEntity } from '../order.entity.js';

/** What staff say when they deliver an order. */
export interface Delivery {
  /** Rupees collected, as sent; undefined means the amount due. */
  cashCollected?: number;
  /** Who delivered it (the seller's email): the history names them. */
  staff: string;
  /** The staff member's note, if any (required when less than the amount due was collected). */
  note: string | null;
}

/** The order's changes and the history note of a cash-on-delivery order being delivered. */
export interface CashRecord {
  changes: Pick<OrderEntity, 'isPaid' | 'cashCollectedCents'>;
  note: string;
}

/**
 * The cash a cash-on-delivery order's delivery records (docs/ORDERS.md, "Cash on delivery"):
 * the amount due (the order's amount after packing changes, plus its cash rounding) unless
 * staff correct it, within
 * contracts' `cashCollectedProblem` (never more than due; less with a note saying why). Null
 * for an online order, which was paid at checkout and has no cash to record.
 */
export function cashOnDelivery(order: OrderEntity, delivery: Delivery): CashRecord | null {
  if (order.paymentType !== 'COD') {
    if (delivery.cashCollected === undefined) return null;
    throw AppError.validation(
      'This order was paid online: there is no cash to record',
      'cashCollected',
    );
  }
  // The amount rounded to the rupee when the order is (docs/PAYMENTS.md "Cash rounding").
  const due = order.amountCents + (order.roundingCents ?? 0);
  const collected = delivery.cashCollected ?? fromCents(due);
  const problem = cashCollectedProblem(collected, due, delivery.note);
  if (problem?.field === 'note') {
    throw new AppError(
      HttpStatus.BAD_REQUEST,
      ERROR_CODES.ORDER_REASON_REQUIRED,
      problem.message,
      'note',
    );
  }
  if (problem) throw AppError.validation(problem.message, problem.field);
  const cents = toCents(collected);
  const record = `Cash collected ${formatCents(cents)} of ${formatCents(due)} due, recorded by ${delivery.staff}`;
  const note = delivery.note ? `${record}. ${delivery.note}` : record;
  return {
    changes: { isPaid: true, cashCollectedCents: cents },
    // The history keeps notes of at most ORDER_NOTE_MAX; the record itself comes first.
    note: note.length > ORDER_NOTE_MAX ? `${note.slice(0, ORDER_NOTE_MAX - 1)}…` : note,
  };
}
