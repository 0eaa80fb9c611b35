import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  effectiveChoice,
  fromCents,
  substitutionChoiceProblem,
  timeoutOutcome,
  type LineSubstitutionView,
  type OrderSubstitutionsResponse,
  type SubstituteSuggestion,
  type SubstitutionChoiceValue,
  type SubstitutionQuestionView,
} from '@greencart/contracts';
import { In, IsNull, type DataSource, type EntityManager } from 'typeorm';
import { AppError } from '../../common/app-error.js';
import { ProductEntity } from '../../product/product.entity.js';
import { OrderItemEntity } from '../order-item.entity.js';
import { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';
import { OrderTransitions } from '../lifecycle/order-transitions.js';
import { OrderQueryService } from '../views/order-query.service.js';
import { SubstitutionQuestionEntity } from './substitution-question.entity.js';
import { ANSWER_MINUTES_SQL, SUGGESTIONS_SQL } from './substitution.sql.js';
import type { SubstitutionChoicesDto } from './substitution.dto.js';

/** Statuses in which the shopper may still change their choices: before packing starts. */
const EDITABLE = new Set(['Order Placed', 'Confirmed']);

/**
 * The shopper's substitution choices of an order and what both sides read about them
 * (docs/SUBSTITUTIONS.md): the order's default and each line's choice, the questions, and the
 * ranked suggestions of a product.
 */
@Injectable()
export class SubstitutionService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly transitions: OrderTransitions,
    private readonly query: OrderQueryService,
  ) {}

  /** The choices and questions of an order: the shopper's own (`userId`), or any for staff. */
  async view(orderId: string, userId: string | null): Promise<OrderSubstitutionsResponse> {
    const manager = this.dataSource.manager;
    const order = await manager.findOne(OrderEntity, { where: { id: orderId } });
    if (!order || !this.query.isVisible(order) || (userId !== null && order.userId !== userId)) {
      throw this.query.notFound();
    }
    return this.viewOf(manager, order);
  }

  /**
   * Changes the order's default and/or lines' choices: the shopper's own order only (404), and
   * only before packing starts (409 `SUBSTITUTION.LOCKED`).
   */
  async setChoices(
    userId: string,
    orderId: string,
    dto: SubstitutionChoicesDto,
  ): Promise<OrderSubstitutionsResponse> {
    await this.transitions.run(async ({ manager }) => {
      const order = await OrderRows.lock(manager, { id: orderId });
      if (!order || order.userId !== userId || !this.query.isVisible(order)) {
        throw this.query.notFound();
      }
      if (!EDITABLE.has(order.status)) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.SUBSTITUTION_LOCKED,
          `Packing has started (the order is ${order.status}): substitutions are now settled by answering the packer's questions`,
        );
      }
      const values = [...(dto.default ? [dto.default] : []), ...(dto.lines ?? [])];
      for (const value of values) {
        const problem = substitutionChoiceProblem(value);
        if (problem) throw AppError.validation(problem, 'productId');
      }
      if (dto.default?.choice === 'specific') {
        throw AppError.validation('The order default is best_match or refund', 'default');
      }
      await this.assertProductsExist(
        manager,
        values.flatMap((v) => (v.productId ? [v.productId] : [])),
      );
      const lines = await manager.find(OrderItemEntity, { where: { orderId } });
      for (const change of dto.lines ?? []) {
        const line = lines.find((l) => l.position === change.position);
        if (!line)
          throw AppError.validation(`Line ${change.position} is not on this order`, 'lines');
        await manager.update(
          OrderItemEntity,
          { id: line.id },
          {
            substitutionChoice: change.choice,
            substitutionProductId: change.productId ?? null,
            substitution: change.choice === 'refund' ? 'refund' : 'similar',
          },
        );
      }
      if (dto.default) {
        await OrderRows.update(manager, order, {
          substitutionDefault: dto.default.choice,
          substitutionDefaultProductId: null,
        });
        // Lines without their own choice answer the older flag by the new default.
        await manager.update(
          OrderItemEntity,
          { orderId, substitutionChoice: IsNull() },
          { substitution: dto.default.choice === 'refund' ? 'refund' : 'similar' },
        );
      }
    });
    return { ...(await this.view(orderId, userId)), message: 'Substitution choices saved' };
  }

  /** Ranked substitutes of a product for sale now (docs/SUBSTITUTIONS.md, "Suggestions"). */
  async suggestFor(productId: string): Promise<SubstituteSuggestion[]> {
    const product = await this.dataSource.manager.findOne(ProductEntity, {
      where: { id: productId },
    });
    if (!product) throw AppError.notFound(ERROR_CODES.PRODUCT_NOT_FOUND, 'Product not found');
    return this.rank(product.id, {
      category: product.category,
      name: product.name,
      stepGrams: product.soldBy === 'weight' ? product.stepGrams : null,
      unitCents: product.offerPriceCents,
      anyWay: false,
    });
  }

  /** Ranked substitutes for a line of an order (staff): by what was ordered on that line. */
  async suggestForLine(orderId: string, position: number): Promise<SubstituteSuggestion[]> {
    const manager = this.dataSource.manager;
    const order = await manager.findOne(OrderEntity, { where: { id: orderId } });
    if (!order || !this.query.isVisible(order)) throw this.query.notFound();
    const line = await manager.findOne(OrderItemEntity, { where: { orderId, position } });
    if (!line) throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such line on this order');
    const originalId = line.substitutedFromProductId ?? line.productId ?? '';
    const original = await manager.findOne(ProductEntity, { where: { id: originalId } });
    const ranked = await this.rank(originalId, {
      category: original?.category ?? '',
      name: line.substitutedFrom ?? line.name,
      stepGrams: line.stepGrams,
      unitCents: line.offerPriceCents,
      // The packer may propose a product sold another way (weighed for units, or the reverse).
      anyWay: true,
    });
    // The shopper's own specific choice first, when it is for sale.
    const chosen = line.substitutionChoice === 'specific' ? line.substitutionProductId : null;
    if (!chosen) return ranked;
    return [...ranked].sort(
      (a, b) => Number(b.productId === chosen) - Number(a.productId === chosen),
    );
  }

  private async rank(
    productId: string,
    like: {
      category: string;
      name: string;
      stepGrams: number | null;
      unitCents: number;
      anyWay: boolean;
    },
  ): Promise<SubstituteSuggestion[]> {
    const rows = (await this.dataSource.query(SUGGESTIONS_SQL, [
      productId,
      like.category,
      like.stepGrams,
      like.name,
      like.unitCents,
      like.anyWay,
    ])) as (Omit<SubstituteSuggestion, 'offerPrice'> & { offerPriceCents: number })[];
    return rows.map(({ offerPriceCents, ...row }) => ({
      ...row,
      nameSimilarity: Math.round(Number(row.nameSimilarity) * 100) / 100,
      offerPrice: fromCents(offerPriceCents),
    }));
  }

  private async assertProductsExist(manager: EntityManager, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    const found = await manager.find(ProductEntity, {
      where: { id: In(ids) },
      select: { id: true },
    });
    const missing = ids.find((id) => !found.some((p) => p.id === id));
    if (missing) throw AppError.validation(`No product ${missing} to substitute with`, 'productId');
  }

  private async viewOf(
    manager: EntityManager,
    order: OrderEntity,
  ): Promise<OrderSubstitutionsResponse> {
    const [lines, questions, minutesRows] = await Promise.all([
      manager.find(OrderItemEntity, { where: { orderId: order.id }, order: { position: 'ASC' } }),
      manager.find(SubstitutionQuestionEntity, {
        where: { orderId: order.id },
        order: { createdAt: 'DESC' },
      }),
      manager.query(`SELECT ${ANSWER_MINUTES_SQL} AS minutes`) as Promise<{ minutes: number }[]>,
    ]);
    const orderDefault: SubstitutionChoiceValue = {
      choice: order.substitutionDefault,
      productId: order.substitutionDefaultProductId,
    };
    const chosenIds = lines.flatMap((l) =>
      l.substitutionProductId ? [l.substitutionProductId] : [],
    );
    const names = new Map(
      chosenIds.length
        ? (
            await manager.find(ProductEntity, {
              where: { id: In(chosenIds) },
              select: { id: true, name: true },
            })
          ).map((p) => [p.id, p.name])
        : [],
    );
    const lineViews: LineSubstitutionView[] = lines.map((l) => {
      const own =
        l.substitutionChoice !== null
          ? { choice: l.substitutionChoice, productId: l.substitutionProductId }
          : null;
      const applies = effectiveChoice(own, orderDefault);
      return {
        position: l.position,
        ...applies,
        productName: applies.productId ? (names.get(applies.productId) ?? null) : null,
        own: own !== null,
      };
    });
    const choiceAt = (position: number) =>
      lineViews.find((l) => l.position === position) ?? { ...orderDefault };
    return {
      success: true,
      orderId: order.id,
      editable: EDITABLE.has(order.status),
      default: orderDefault,
      lines: lineViews,
      questions: questions.map((q) => questionView(q, choiceAt(q.position))),
      answerMinutes: Number(minutesRows[0]?.minutes),
    };
  }
}

/** A question as both sides read it. */
function questionView(
  q: SubstitutionQuestionEntity,
  choice: SubstitutionChoiceValue,
): SubstitutionQuestionView {
  return {
    id: q.id,
    position: q.position,
    kind: q.kind,
    state: q.state,
    version: q.version,
    original: { name: q.originalName, quantity: q.originalQuantity },
    proposal:
      q.kind === 'substitute' && q.proposedProductId !== null
        ? {
            productId: q.proposedProductId,
            name: q.proposedName ?? '',
            image: q.proposedImage ?? '',
            quantity: q.proposedQuantity ?? 0,
            unitPrice: fromCents(q.proposedUnitCents ?? 0),
            lineAmount: fromCents((q.proposedUnitCents ?? 0) * (q.proposedQuantity ?? 0)),
            stepGrams: q.proposedStepGrams,
          }
        : null,
    available: q.available,
    expiresAt: q.expiresAt.toISOString(),
    ifNoAnswer: timeoutOutcome({
      kind: q.kind,
      choice: { choice: choice.choice, productId: choice.productId },
      proposedProductId: q.proposedProductId,
    }),
    outcome: q.outcome,
    decidedBy: q.decidedBy,
    decidedAt: q.decidedAt ? q.decidedAt.toISOString() : null,
    createdAt: q.createdAt.toISOString(),
  };
}
