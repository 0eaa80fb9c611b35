import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  ERROR_CODES,
  allowedGrams,
  appliedOutcome,
  availableStock,
  decideQuestion,
  effectiveChoice,
  formatCents,
  formatGrams,
  formatOrderNumber,
  formatTime,
  fromCents,
  outcomeNote,
  questionNotice,
  stockUnitsOf,
  substitutePriceCents,
  type ErrorCode,
  type Language,
  type QuestionDecision,
  type QuestionOutcome,
  type SubstitutionChoiceValue,
} from '@greencart/contracts';
import type { EntityManager } from 'typeorm';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { AppError } from '../../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { OutboxService } from '../../mail/outbox.service.js';
import { ProductEntity } from '../../product/product.entity.js';
import { OrderPackingService, type LineEditFn } from '../fulfilment/order-packing.service.js';
import { toleranceOf } from '../fulfilment/order-weighing.js';
import { OrderTransitions, type OrderTransaction } from '../lifecycle/order-transitions.js';
import { OrderItemEntity } from '../order-item.entity.js';
import type { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';
import { PaymentCheckService } from '../payment/payment-check.service.js';
import { OrderQueryService } from '../views/order-query.service.js';
import { SubstitutionQuestionEntity } from './substitution-question.entity.js';
import { ANSWER_MINUTES_SQL } from './substitution.sql.js';

/** Who decided, as the audit log records it (the log's staff id has no foreign key). */
const NOBODY = '00000000-0000-0000-0000-000000000000';
const CUSTOMER: AuditActor = {
  staffId: NOBODY,
  staffName: 'Customer',
  staffEmail: '',
  requestId: null,
};
const NO_ANSWER: AuditActor = {
  staffId: NOBODY,
  staffName: 'System (no answer in time)',
  staffEmail: '',
  requestId: null,
};

const conflict = (code: ErrorCode, message: string) =>
  new AppError(HttpStatus.CONFLICT, code, message);

/** A refusal to answer after the transaction committed (a late answer applies the timeout). */
class Refused {
  constructor(readonly error: AppError) {}
}

/**
 * The packer's questions and their outcomes (docs/SUBSTITUTIONS.md). Every step runs under the
 * order's row lock (`OrderRows.lock`), so a proposal, an answer from each of two tabs, a late
 * answer and the timeout job take turns and `decideQuestion` (contracts) gives each one outcome.
 * An outcome changes the line through `OrderPackingService.applyEdit`, the one way a line
 * changes while packing: money (refunds, promotions' give-back), stock, history, email and
 * audit follow the packing rules.
 */
@Injectable()
export class SubstitutionQuestionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly transitions: OrderTransitions,
    private readonly packing: OrderPackingService,
    private readonly query: OrderQueryService,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly checks: PaymentCheckService,
  ) {}

  /** The packer proposes a substitute for a line; a changed proposal is the next version. */
  async propose(
    orderId: string,
    position: number,
    dto: { product: string; quantity?: number },
    actor: AuditActor,
  ): Promise<void> {
    await this.transitions.run(async (tx) => {
      const { order, line, lines } = await this.packingLine(tx, orderId, position);
      const replacement = await tx.manager.findOne(ProductEntity, { where: { id: dto.product } });
      if (!replacement) throw this.unavailable('That product is not in the catalogue');
      if (replacement.archivedAt !== null) {
        throw this.unavailable(`${replacement.name} is no longer sold`);
      }
      if (!replacement.inStock) throw this.unavailable(`${replacement.name} is out of stock`);
      if (replacement.id === (line.substitutedFromProductId ?? line.productId)) {
        throw this.unavailable('The substitute must be another product');
      }
      // The substitute's way: by the unit (null), or weighed in its steps. Another way than the
      // line's (a weighed product for a unit line, the reverse, or other steps) gives the line
      // that way once accepted; its quantity must then be said, in the substitute's units or steps.
      const stepGrams =
        replacement.soldBy === 'weight' && replacement.stepGrams ? replacement.stepGrams : null;
      const across = stepGrams !== line.stepGrams;
      if (across && dto.quantity === undefined) {
        throw AppError.validation(
          stepGrams === null
            ? `${replacement.name} is sold by the unit: say how many`
            : `${replacement.name} is sold by weight in steps of ${stepGrams} g: say how many steps`,
          'quantity',
        );
      }
      if (
        line.quantity === 0 &&
        order.paymentType === 'Online' &&
        order.isPaid &&
        order.holdState !== 'authorised'
      ) {
        throw conflict(
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          'This order was paid online and the missing items were refunded: the customer cannot be charged for a substitute',
        );
      }
      const ordered = line.orderedQuantity ?? line.quantity;
      const quantity = dto.quantity ?? ordered;
      // The price rule (contracts `substitutePriceCents`): never more than the original line.
      const originalCents = line.offerPriceCents * ordered;
      const unitCents = substitutePriceCents(originalCents, replacement.offerPriceCents, quantity);
      // A weighed substitute is charged per kg × the grams packed. Sold another way, the line
      // may be weighed up to the heaviest allowed weight: the price per kg is capped so that
      // even that weight costs no more than the original line.
      const perKgCents =
        stepGrams !== null && replacement.offerPricePerKgCents !== null
          ? substitutePriceCents(
              originalCents,
              replacement.offerPricePerKgCents,
              across
                ? allowedGrams(quantity * stepGrams, toleranceOf(order)).max
                : quantity * stepGrams,
              1000,
            )
          : null;
      await this.ask(tx, order, line, lines, actor, {
        kind: 'substitute',
        proposedProductId: replacement.id,
        proposedName: replacement.name,
        proposedImage: replacement.images[0] ?? '',
        proposedQuantity: quantity,
        proposedUnitCents: unitCents,
        proposedPerKgCents: perKgCents,
        proposedStepGrams: stepGrams,
        available: null,
      });
    });
  }

  /** The packer found fewer than the line asks for: the shopper keeps them or refuses. */
  async askShort(
    orderId: string,
    position: number,
    available: number,
    actor: AuditActor,
  ): Promise<void> {
    await this.transitions.run(async (tx) => {
      const { order, line, lines } = await this.packingLine(tx, orderId, position);
      if (available >= line.quantity) {
        throw AppError.validation(
          `available must be fewer than the ${line.quantity} still on this line`,
          'available',
        );
      }
      await this.ask(tx, order, line, lines, actor, {
        kind: 'short',
        proposedProductId: null,
        proposedName: null,
        proposedImage: null,
        proposedQuantity: null,
        proposedUnitCents: null,
        proposedPerKgCents: null,
        proposedStepGrams: null,
        available,
      });
    });
  }

  /**
   * The shopper answers a question of their own order (404 for anyone else's). Refused (409)
   * when already decided, when the packer changed the proposal, or after the window — then the
   * line's preference is applied first, in the same transaction, as the timeout would.
   */
  async answer(
    userId: string,
    orderId: string,
    questionId: string,
    dto: { accept: boolean; version: number },
  ): Promise<QuestionOutcome> {
    const outcome = await this.checks.afterSettling(() =>
      this.transitions.run(async (tx) => {
        const order = await OrderRows.lock(tx.manager, { id: orderId });
        if (!order || order.userId !== userId || !this.query.isVisible(order)) {
          throw this.query.notFound();
        }
        const question = await tx.manager.findOne(SubstitutionQuestionEntity, {
          where: { id: questionId, orderId },
        });
        if (!question) {
          throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such question on this order');
        }
        if (question.state === 'open' && order.status !== 'Packing') {
          await this.close(tx.manager, question);
          return new Refused(
            conflict(
              ERROR_CODES.SUBSTITUTION_ANSWERED,
              `The order is ${order.status}: nothing is packed any more`,
            ),
          );
        }
        const choice = await this.choiceOf(tx.manager, order, question.position);
        const decision = decideQuestion(
          {
            kind: question.kind,
            state: question.state,
            version: question.version,
            expiresAt: question.expiresAt.getTime(),
            choice,
            proposedProductId: question.proposedProductId,
          },
          { type: 'answer', accept: dto.accept, version: dto.version, at: Date.now() },
        );
        if (!decision.ok) {
          if (decision.timeout) await this.apply(tx, order, question, decision.timeout);
          return new Refused(conflict(decision.code, decision.message));
        }
        return this.apply(tx, order, question, decision);
      }),
    );
    if (outcome instanceof Refused) throw outcome.error;
    return outcome;
  }

  /**
   * Applies the line's preference to every open question whose window has passed (of one order,
   * or all): the timeout job, and an order about to leave Packing. Each order in its own
   * transaction, under its lock; a question answered meanwhile is left as it is.
   * @returns how many questions it decided
   */
  async settleDue(now: Date = new Date(), orderId?: string): Promise<number> {
    const due = (await this.transitions.run((tx) =>
      tx.manager.query(
        `SELECT DISTINCT order_id AS "orderId" FROM substitution_question
         WHERE state = 'open' AND expires_at <= $1 ${orderId ? 'AND order_id = $2' : ''}
         LIMIT 100`,
        orderId ? [now, orderId] : [now],
      ),
    )) as { orderId: string }[];
    let decided = 0;
    for (const { orderId: id } of due) {
      decided += await this.checks.afterSettling(() =>
        this.transitions.run(async (tx) => {
          const order = await OrderRows.lock(tx.manager, { id });
          if (!order) return 0;
          const open = await tx.manager.find(SubstitutionQuestionEntity, {
            where: { orderId: id, state: 'open' },
            order: { createdAt: 'ASC' },
          });
          let count = 0;
          for (const question of open) {
            if (question.expiresAt.getTime() > now.getTime()) continue;
            if (order.status !== 'Packing') {
              await this.close(tx.manager, question);
              continue;
            }
            const choice = await this.choiceOf(tx.manager, order, question.position);
            const decision = decideQuestion(
              {
                kind: question.kind,
                state: question.state,
                version: question.version,
                expiresAt: question.expiresAt.getTime(),
                choice,
                proposedProductId: question.proposedProductId,
              },
              { type: 'timeout', at: now.getTime() },
            );
            if (!decision.ok) continue;
            await this.apply(tx, order, question, decision);
            // The order row was repriced by the edit: read it again for the next question.
            const again = await OrderRows.lock(tx.manager, { id });
            if (again) Object.assign(order, again);
            count += 1;
          }
          return count;
        }),
      );
    }
    return decided;
  }

  /** The locked Packing order and the line at `position` (404, 409 otherwise). */
  private async packingLine(tx: OrderTransaction, orderId: string, position: number) {
    const order = await OrderRows.lock(tx.manager, { id: orderId });
    if (!order || !this.query.isVisible(order)) throw this.query.notFound();
    if (order.status !== 'Packing') {
      throw conflict(
        ERROR_CODES.ORDER_TRANSITION_REFUSED,
        `Questions can only be asked while the order is Packing; it is ${order.status}`,
      );
    }
    const lines = await tx.manager.find(OrderItemEntity, {
      where: { orderId },
      order: { position: 'ASC' },
    });
    const line = lines.find((l) => l.position === position);
    if (!line) {
      throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such line to pack on this order');
    }
    return { order, line, lines };
  }

  /**
   * Writes a question (closing the line's open one as `replaced`: the new proposal is the next
   * version), the timeline note, the notice to the shopper in their language through the outbox
   * (email, and the SMS and push twins the outbox writes for their chosen channels), the audit
   * row and the live event.
   */
  private async ask(
    tx: OrderTransaction,
    order: OrderEntity,
    line: OrderItemEntity,
    lines: OrderItemEntity[],
    actor: AuditActor,
    proposal: Pick<
      SubstitutionQuestionEntity,
      | 'kind'
      | 'proposedProductId'
      | 'proposedName'
      | 'proposedImage'
      | 'proposedQuantity'
      | 'proposedUnitCents'
      | 'proposedPerKgCents'
      | 'proposedStepGrams'
      | 'available'
    >,
  ): Promise<void> {
    const { manager } = tx;
    const open = await manager.find(SubstitutionQuestionEntity, {
      where: { orderId: order.id, state: 'open' },
    });
    // A refusal must leave something to deliver (else the packer cancels or calls instead):
    // some other line with goods that no open question may take away.
    const asked = new Set(open.map((q) => q.position));
    asked.add(line.position);
    if (!lines.some((l) => l.quantity > 0 && !asked.has(l.position))) {
      throw conflict(
        ERROR_CODES.ORDER_TRANSITION_REFUSED,
        'If the customer refused, nothing would be left to deliver: call them, or cancel the order',
      );
    }
    const previous = open.find((q) => q.position === line.position);
    if (previous) {
      await manager.update(
        SubstitutionQuestionEntity,
        { id: previous.id },
        { state: 'replaced', decidedAt: new Date() },
      );
    }
    const [{ max }] = (await manager.query(
      `SELECT COALESCE(MAX(version), 0)::int AS max FROM substitution_question
       WHERE order_id = $1 AND position = $2`,
      [order.id, line.position],
    )) as { max: number }[];
    const [{ minutes }] = (await manager.query(`SELECT ${ANSWER_MINUTES_SQL} AS minutes`)) as {
      minutes: number;
    }[];
    const expiresAt = new Date(Date.now() + Number(minutes) * 60_000);
    const question = manager.create(SubstitutionQuestionEntity, {
      ...proposal,
      orderId: order.id,
      position: line.position,
      state: 'open',
      version: max + 1,
      originalName: line.substitutedFrom ?? line.name,
      originalQuantity: line.orderedQuantity ?? line.quantity,
      expiresAt,
      outcome: null,
      decidedBy: null,
      decidedAt: null,
      askedBy: actor.staffName || actor.staffEmail,
    });
    await manager.save(question);
    const format = this.config.mail.format;
    const values = {
      original: question.originalName,
      product: proposal.proposedName ?? '',
      // A weighed substitute says its weight ("1 kg"), a unit one how many.
      quantity:
        proposal.proposedStepGrams && proposal.proposedQuantity !== null
          ? formatGrams(proposal.proposedQuantity * proposal.proposedStepGrams, format)
          : String(proposal.proposedQuantity ?? question.originalQuantity),
      available: String(proposal.available ?? ''),
      amount: formatCents(
        (proposal.proposedUnitCents ?? 0) * (proposal.proposedQuantity ?? 0),
        format,
      ),
      time: formatTime(expiresAt, format),
    };
    await tx.note(order, 'staff', questionNotice('en', proposal.kind, values), null);
    const language = await this.languageOf(manager, order.userId);
    // A kind of its own (docs/NOTIFICATIONS.md): the shopper's "A question about a substitute"
    // switches decide its email, SMS and push.
    await this.outbox.add(
      manager,
      'order.substitution_question',
      { orderId: order.id, note: questionNotice(language, proposal.kind, values) },
      `order.substitution_question:${question.id}`,
    );
    await this.audit.record(manager, {
      actor,
      action: 'order.substitution-ask',
      recordType: 'order',
      recordId: order.id,
      recordLabel: formatOrderNumber(order.number),
      before: previous ? { line: line.position, version: previous.version } : null,
      after: {
        line: line.position,
        version: question.version,
        kind: proposal.kind,
        product: proposal.proposedName,
        quantity: proposal.proposedQuantity ?? proposal.available,
        offerPrice:
          proposal.proposedUnitCents !== null ? fromCents(proposal.proposedUnitCents) : null,
      },
    });
  }

  /**
   * Records a decision and changes the line by its outcome through the packing rules: the
   * substitute packed (the original written off the shelf, the substitute sold, at the price
   * the question showed), the line refunded (packed to none), or the available ones kept. An
   * accepted substitute that can no longer be sold (sold out, marked out of stock, archived)
   * falls back to the refund (`sold_out`): the question stays decided as it was answered.
   * @returns the outcome applied
   */
  private async apply(
    tx: OrderTransaction,
    order: OrderEntity,
    question: SubstitutionQuestionEntity,
    decided: QuestionDecision,
  ): Promise<QuestionOutcome> {
    const { manager } = tx;
    const current = await manager.findOne(OrderItemEntity, {
      where: { orderId: order.id, position: question.position },
    });
    const decision: QuestionDecision =
      decided.outcome === 'substituted' && current
        ? {
            ...decided,
            outcome: appliedOutcome(
              decided.outcome,
              await this.substituteSellable(manager, question, current),
            ),
          }
        : decided;
    await manager.update(
      SubstitutionQuestionEntity,
      { id: question.id },
      {
        state: decision.state,
        outcome: decision.outcome,
        decidedBy: decision.by,
        decidedAt: new Date(),
      },
    );
    const line = current;
    if (!line) return decision.outcome;
    const edit = this.editOf(question, decision, line);
    const note = outcomeNote(decision.outcome, decision.by, {
      original: question.originalName,
      product: question.proposedName,
    });
    const actor = decision.by === 'shopper' ? CUSTOMER : NO_ANSWER;
    if (!edit) {
      // Nothing left to change on the line (already none of it): the outcome is told all the same.
      await tx.note(
        order,
        decision.by === 'shopper' ? 'shopper' : 'system',
        note,
        'order.packing_changed',
      );
      return decision.outcome;
    }
    await this.packing.applyEdit(
      tx,
      order,
      {
        orderId: order.id,
        position: question.position,
        actor,
        action: 'order.substitution-outcome',
      },
      decision.outcome === 'sold_out'
        ? async (m, o, l) => {
            // The audit row says why the accepted substitute was not packed.
            const done = await edit(m, o, l);
            return {
              ...done,
              after: { ...done.after, outcome: 'sold_out', substitute: question.proposedName },
            };
          }
        : edit,
      () => note,
    );
    return decision.outcome;
  }

  /**
   * Whether the proposed substitute can still be sold in the quantity proposed: in the
   * catalogue, not archived, not marked out of stock, and (counted stock) enough available.
   * Locks the rows of the original and the substitute in id order (as every transaction takes
   * product rows), so the sale that follows cannot be refused by an order placed meanwhile.
   */
  private async substituteSellable(
    manager: EntityManager,
    question: SubstitutionQuestionEntity,
    line: OrderItemEntity,
  ): Promise<boolean> {
    const id = question.proposedProductId;
    if (!id) return false;
    const ids = [...new Set([id, line.productId].filter((x): x is string => !!x))].sort();
    const rows = (await manager.query(
      `SELECT id, in_stock AS "inStock", archived_at AS "archivedAt", on_hand AS "onHand", reserved
         FROM product WHERE id IN (${ids.map((_, i) => `$${i + 1}`).join(', ')})
        ORDER BY id FOR UPDATE`,
      ids,
    )) as {
      id: string;
      inStock: boolean;
      archivedAt: Date | null;
      onHand: number | null;
      reserved: number;
    }[];
    const product = rows.find((row) => row.id === id);
    if (!product || product.archivedAt !== null || !product.inStock) return false;
    if (product.onHand === null) return true;
    const needed = stockUnitsOf(
      question.proposedQuantity ?? line.quantity,
      question.proposedStepGrams,
    );
    return availableStock(Number(product.onHand), Number(product.reserved)) >= needed;
  }

  private editOf(
    question: SubstitutionQuestionEntity,
    decision: QuestionDecision,
    line: OrderItemEntity,
  ): LineEditFn | null {
    switch (decision.outcome) {
      case 'substituted':
        return async (manager, order, current) => {
          const product = await manager.findOne(ProductEntity, {
            where: { id: question.proposedProductId ?? '' },
          });
          if (!product) throw this.unavailable(`${question.proposedName} is no longer sold`);
          const edit = await this.packing.replaceLine(manager, order, current, {
            product: { id: product.id, name: product.name, images: product.images },
            quantity: question.proposedQuantity ?? current.quantity,
            unitCents: question.proposedUnitCents ?? product.offerPriceCents,
            perKgCents: question.proposedPerKgCents,
            stepGrams: question.proposedStepGrams,
          });
          // Another product to take from the shelf: the packer picks it afresh.
          await manager.update(
            OrderItemEntity,
            { id: current.id },
            { pickedAt: null, pickedBy: null },
          );
          return edit;
        };
      case 'refunded':
      case 'sold_out':
        return line.quantity > 0 ? this.packing.shortEdit(0) : null;
      case 'kept_available':
        return question.available !== null && question.available < line.quantity
          ? this.packing.shortEdit(question.available)
          : null;
    }
  }

  /** An open question of an order no longer Packing (cancelled): closed, nothing changed. */
  private async close(manager: EntityManager, question: SubstitutionQuestionEntity) {
    await manager.update(
      SubstitutionQuestionEntity,
      { id: question.id },
      { state: 'expired', decidedBy: 'timeout', decidedAt: new Date() },
    );
  }

  /** The choice that applies to a line: its own, else the order's default. */
  private async choiceOf(
    manager: EntityManager,
    order: OrderEntity,
    position: number,
  ): Promise<SubstitutionChoiceValue> {
    const line = await manager.findOne(OrderItemEntity, {
      where: { orderId: order.id, position },
    });
    const own =
      line?.substitutionChoice != null
        ? { choice: line.substitutionChoice, productId: line.substitutionProductId }
        : null;
    return effectiveChoice(own, {
      choice: order.substitutionDefault,
      productId: order.substitutionDefaultProductId,
    });
  }

  private async languageOf(manager: EntityManager, userId: string): Promise<Language> {
    const rows = (await manager.query(`SELECT language FROM "user" WHERE id = $1`, [userId])) as {
      language: Language | null;
    }[];
    return rows[0]?.language ?? 'en';
  }

  private unavailable(reason: string): AppError {
    return conflict(ERROR_CODES.PRODUCT_UNAVAILABLE, `${reason}: choose another substitute`);
  }
}
