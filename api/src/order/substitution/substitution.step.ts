import { HttpStatus } from '@nestjs/common';
import { ERROR_CODES, formatTime, type DisplayFormat } from '@greencart/contracts';
import { AppError } from '../../common/app-error.js';
import {
  IN_TRANSACTION,
  NOTHING,
  type OrderChange,
  type OrderStep,
} from '../lifecycle/order-steps.js';

/** A move sending a packed order out: its open questions are read first. */
const sendsOut = (change: Pick<OrderChange, 'from' | 'to'>) =>
  change.from === 'Packing' && change.to === 'Out for delivery';

/**
 * Stops a move out of Packing while its questions are decided (order-lifecycle.service.ts
 * catches it, applies the lines' preferences, and moves again).
 */
export class QuestionsDue extends AppError {
  constructor(readonly orderId: string) {
    super(
      HttpStatus.CONFLICT,
      ERROR_CODES.SUBSTITUTION_QUESTION_OPEN,
      'Questions whose time has run out must be settled before the order leaves Packing',
    );
  }
}

/**
 * The packer cannot send an order out while the shopper may still answer one of its questions
 * (409 `SUBSTITUTION.QUESTION_OPEN`, naming the line and until when); a question whose window
 * has passed is settled by the line's preference first (`QuestionsDue`). Cancelling is not
 * held back: the open questions are closed when next read.
 */
export function substitutionStep(format: DisplayFormat): OrderStep {
  return {
    name: 'substitution-questions',
    async check(tx, change) {
      if (!sendsOut(change)) return;
      const open = (await tx.manager.query(
        `SELECT original_name AS name, expires_at AS "expiresAt", expires_at <= now() AS due
         FROM substitution_question WHERE order_id = $1 AND state = 'open'
         ORDER BY expires_at`,
        [change.order.id],
      )) as { name: string; expiresAt: Date; due: boolean }[];
      const waiting = open.filter((q) => !q.due);
      if (waiting.length > 0) {
        const first = waiting[0];
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.SUBSTITUTION_QUESTION_OPEN,
          `The customer may still answer about ${first.name} until ${formatTime(first.expiresAt, format)}: wait for the answer before sending the order out`,
        );
      }
      if (open.length > 0) throw new QuestionsDue(change.order.id);
    },
    // The questions are read in the transaction.
    atOnce: (change) => (sendsOut(change) ? IN_TRANSACTION : NOTHING),
  };
}
