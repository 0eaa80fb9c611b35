import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  ERROR_CODES,
  formatCents,
  formatOrderNumber,
  fromCents,
  WEIGHT_MESSAGES,
  allowedGrams,
  lineCents,
  linePerKgCents,
  outOfRangeMessage,
  packedLineText,
  cashDueCents,
  effectiveChoice,
  keptDiscountCents,
  packedTotals,
  weighedLineCents,
  type AuditValues,
  type OrderChangedResponse,
} from '@greencart/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import type { AuditActor } from '../../audit/audit-actor.js';
import { AuditService } from '../../audit/audit.service.js';
import { AppError } from '../../common/app-error.js';
import { ProductEntity } from '../../product/product.entity.js';
import type { ShortPickDto, SubstituteDto, WeighDto } from './packing.dto.js';
import { taxTermsOfOrder, toleranceOf, weighableOf } from './order-weighing.js';
import { OrderItemEntity } from '../order-item.entity.js';
import { OrderQueryService } from '../views/order-query.service.js';
import { OrderRefundService } from '../payment/order-refund.service.js';
import type { OrderRefundEntity } from '../payment/order-refund.entity.js';
import { PaymentCheckService } from '../payment/payment-check.service.js';
import { assertPaymentSettled } from '../payment/payment-guards.js';
import { OrderStock } from '../lifecycle/order-stock.js';
import { OrderTransitions, type OrderTransaction } from '../lifecycle/order-transitions.js';
import type { OrderEntity } from '../order.entity.js';
import { OrderRows } from '../order-rows.js';

/** A substitute staff may not pack (409, as when placing an order with it). */
function unavailable(reason: string): AppError {
  return new AppError(
    HttpStatus.CONFLICT,
    ERROR_CODES.PRODUCT_UNAVAILABLE,
    `${reason}: choose another substitute`,
  );
}

/** Which line a packing edit changes, who makes it, and its audit action. */
interface PackingChange {
  orderId: string;
  position: number;
  actor: AuditActor;
  action: 'order.short-pick' | 'order.substitute' | 'order.weigh' | 'order.substitution-outcome';
}

/** What one packing edit does to its line, inside the order's transaction. */
export type LineEditFn = (
  manager: EntityManager,
  order: OrderEntity,
  line: OrderItemEntity,
) => Promise<LineEdit>;

/** A substitute as it is to be packed: the product, how many, and the prices charged. */
export interface Replacement {
  product: Pick<ProductEntity, 'id' | 'name' | 'images'>;
  quantity: number;
  /** Per unit (per step of a weighed line), cents. */
  unitCents: number;
  /** A weighed substitute: per kg, cents. */
  perKgCents: number | null;
  /**
   * The substitute's step in grams (null: sold by the unit). Another than the line's when the
   * substitute is sold another way: the line then takes its way (docs/SUBSTITUTIONS.md).
   */
  stepGrams: number | null;
}

/** What a packing edit did: the shopper's note, and the line's fields before and after. */
export interface LineEdit {
  note: string;
  before: AuditValues;
  after: AuditValues;
}

/**
 * The grocer's packing step: while an order is Packing, staff mark a line short (fewer or
 * none) or, where the shopper allowed it, replace it with a similar product of the same
 * category at the lower of the two prices. The amount is recomputed with the one money
 * function, the stock goes back, the shopper sees a timeline note, and a paid online order
 * is refunded exactly the difference.
 */
@Injectable()
export class OrderPackingService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly query: OrderQueryService,
    private readonly refunds: OrderRefundService,
    private readonly stock: OrderStock,
    private readonly transitions: OrderTransitions,
    private readonly audit: AuditService,
    private readonly checks: PaymentCheckService,
  ) {}

  /** Packs fewer of line `position` than ordered. */
  shortPick(
    orderId: string,
    position: number,
    dto: ShortPickDto,
    actor: AuditActor,
  ): Promise<OrderChangedResponse> {
    const target = { orderId, position, actor, action: 'order.short-pick' } as const;
    return this.change(target, this.shortEdit(dto.available));
  }

  /** The edit of a short pick: `available` of the line kept, the rest written off the shelf. */
  shortEdit(available: number): LineEditFn {
    const dto = { available };
    return async (manager, order, line) => {
      if (line.quantity === 0) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          `${line.name}: none of this line is left to pack`,
        );
      }
      if (dto.available >= line.quantity) {
        throw AppError.validation(
          `available must be fewer than the ${line.quantity} still on this line`,
        );
      }
      const missing = line.quantity - dto.available;
      // A weight taken before no longer holds: its `weighed` ledger rows are undone.
      await this.stock.packedWeightChanged(
        manager,
        order.id,
        line,
        line,
        { quantity: dto.available, packedGrams: null },
        'staff',
      );
      await manager.update(
        OrderItemEntity,
        { id: line.id },
        {
          quantity: dto.available,
          orderedQuantity: line.orderedQuantity ?? line.quantity,
          // Fewer steps to pack: a weight taken before no longer holds, weigh again.
          packedGrams: null,
          weighedBy: null,
        },
      );
      await this.stock.notOnShelf(
        manager,
        order.id,
        { productId: line.productId, quantity: missing, stepGrams: line.stepGrams },
        'staff',
      );
      return {
        note:
          dto.available === 0
            ? `${line.name}: none available, removed from the order`
            : `${line.name}: only ${dto.available} of ${line.quantity} available`,
        before: { quantity: line.quantity },
        after: { quantity: dto.available },
      };
    };
  }

  /**
   * Replaces a short line with a similar in-stock product of the same category: as many as
   * the line holds or, for a line packed short to none, as many as were ordered.
   */
  substitute(
    orderId: string,
    position: number,
    dto: SubstituteDto,
    actor: AuditActor,
  ): Promise<OrderChangedResponse> {
    const target = { orderId, position, actor, action: 'order.substitute' } as const;
    return this.change(target, async (manager, order, line) => {
      if (line.substitution !== 'similar' || line.substitutedFrom !== null) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          line.substitutedFrom !== null
            ? 'This line has already been substituted'
            : 'The customer asked for a refund, not a substitute, for this product',
        );
      }
      // The shopper named the substitute they want: the packer brings that one, or asks them
      // about another (a question, docs/SUBSTITUTIONS.md), never swaps in another unasked.
      const choice = effectiveChoice(
        line.substitutionChoice !== null
          ? { choice: line.substitutionChoice, productId: line.substitutionProductId }
          : null,
        { choice: order.substitutionDefault, productId: order.substitutionDefaultProductId },
      );
      if (choice.choice === 'specific' && choice.productId && choice.productId !== dto.product) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          'The customer chose a specific substitute for this product: pack that one, or ask them about another',
        );
      }
      // Packed short to none: the substitute brings back what was ordered, which a paid
      // online order has already been refunded for and cannot be charged again.
      const refilling = line.quantity === 0;
      if (
        refilling &&
        order.paymentType === 'Online' &&
        order.isPaid &&
        order.holdState !== 'authorised'
      ) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          'This order was paid online and the missing items were refunded: the customer cannot be charged for a substitute',
        );
      }
      const original = line.productId
        ? await manager.findOne(ProductEntity, { where: { id: line.productId } })
        : null;
      const replacement = await manager.findOne(ProductEntity, { where: { id: dto.product } });
      // An archived product is no more a substitute than an out-of-stock one.
      if (!replacement) throw unavailable('That product is not in the catalogue');
      if (replacement.archivedAt !== null) {
        throw unavailable(`${replacement.name} is no longer sold`);
      }
      if (!replacement.inStock) throw unavailable(`${replacement.name} is out of stock`);
      // A line's quantity counts its steps: a weighed line is replaced only by a product
      // weighed in the same steps, a unit line by a unit product (issue 29).
      if (
        replacement.id === line.productId ||
        (original && replacement.category !== original.category) ||
        (replacement.soldBy === 'weight' ? replacement.stepGrams : null) !== line.stepGrams
      ) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.PRODUCT_UNAVAILABLE,
          'The substitute must be another in-stock product of the same category, sold the same way (by the unit, or by weight in the same steps)',
        );
      }
      const quantity = refilling ? (line.orderedQuantity ?? 0) : line.quantity;
      // The shopper pays the lower of the two prices (per kg too, for a weighed line).
      return this.replaceLine(manager, order, line, {
        product: replacement,
        quantity,
        stepGrams: line.stepGrams,
        unitCents: Math.min(line.offerPriceCents, replacement.offerPriceCents),
        perKgCents:
          line.stepGrams !== null
            ? Math.min(
                linePerKgCents(weighableOf(line)),
                replacement.offerPricePerKgCents ?? Number.MAX_SAFE_INTEGER,
              )
            : null,
      });
    });
  }

  /**
   * The line becomes `replacement` at the prices given; the original's units still on the line
   * are written off the shelf and the substitute's sold. The line keeps the original's product
   * id for "Buy again". A substitute sold another way (its `stepGrams` another than the line's)
   * gives the line its way: its step, its price per kg (none for units), nothing weighed yet and
   * no "ordered" count of the original's way (the substitute's quantity is what was agreed). The
   * first substitute of a line keeps the original's quantity and step for "Buy again".
   */
  async replaceLine(
    manager: EntityManager,
    order: OrderEntity,
    line: OrderItemEntity,
    replacement: Replacement,
  ): Promise<LineEdit> {
    const { quantity } = replacement;
    const refilling = line.quantity === 0;
    const across = replacement.stepGrams !== line.stepGrams;
    // The original's weight taken before no longer holds: its `weighed` rows are undone.
    await this.stock.packedWeightChanged(
      manager,
      order.id,
      line,
      line,
      { quantity: line.quantity, packedGrams: null },
      'staff',
    );
    await manager.update(
      OrderItemEntity,
      { id: line.id },
      {
        productId: replacement.product.id,
        name: replacement.product.name,
        image: replacement.product.images[0] ?? '',
        offerPriceCents: replacement.unitCents,
        ...(line.stepGrams !== null || across
          ? {
              stepGrams: replacement.stepGrams,
              pricePerKgCents: replacement.stepGrams !== null ? replacement.perKgCents : null,
              packedGrams: null,
              weighedBy: null,
            }
          : {}),
        // The first substitute keeps what the shopper asked for, for "Buy again": the
        // substitute's quantity may differ (a proposal carries its own), or its way.
        ...(line.substitutedFrom === null
          ? {
              substitutedFromQuantity: line.orderedQuantity ?? line.quantity,
              substitutedFromStepGrams: line.stepGrams,
            }
          : {}),
        substitutedFrom: line.substitutedFrom ?? line.name,
        substitutedFromProductId: line.substitutedFrom
          ? line.substitutedFromProductId
          : line.productId,
        quantity,
        // Refilled: the shopper gets as many as they ordered, nothing is missing any more.
        ...(refilling || across ? { orderedQuantity: null } : {}),
      },
    );
    // A line packed short to none had its units written off by that short pick.
    await this.stock.notOnShelf(
      manager,
      order.id,
      { productId: line.productId, quantity: line.quantity, stepGrams: line.stepGrams },
      'staff',
    );
    await this.stock.sellSubstitute(
      manager,
      order.id,
      { productId: replacement.product.id, quantity, stepGrams: replacement.stepGrams },
      'staff',
    );
    return {
      note: `${line.name} replaced by ${replacement.product.name}`,
      before: {
        product: line.name,
        productId: line.productId,
        offerPrice: fromCents(line.offerPriceCents),
        quantity: line.quantity,
      },
      after: {
        product: replacement.product.name,
        productId: replacement.product.id,
        offerPrice: fromCents(replacement.unitCents),
        quantity,
      },
    };
  }

  /**
   * Records the packed weight of a weighed line (docs/ORDERS.md "Weighed orders"): within the
   * order's tolerance of what the line asks for (400 otherwise), or for a line packed short or
   * substituted at most the heaviest allowed weight of what was ordered. The line is then
   * priced per kg × packed grams (`weighedLineCents`) and the order repriced by
   * {@link OrderPackingService.change}; the shopper reads "ordered 1 kg · packed 0.94 kg ·
   * LKR 451.20" in the timeline and the email, the audit log who weighed it.
   */
  weigh(
    orderId: string,
    position: number,
    dto: WeighDto,
    actor: AuditActor,
  ): Promise<OrderChangedResponse> {
    const target = { orderId, position, actor, action: 'order.weigh' } as const;
    return this.change(target, async (manager, order, line) => {
      if (line.stepGrams === null) throw AppError.validation(WEIGHT_MESSAGES.notWeighed);
      // Once the capture is sent the order's total is what the card was charged: no re-weigh.
      if (order.holdState === 'captured') {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          WEIGHT_MESSAGES.alreadyCharged(formatCents(order.captureCents ?? order.paidCents)),
        );
      }
      if (line.quantity === 0) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          `${line.name}: ${WEIGHT_MESSAGES.nothingToWeigh}`,
        );
      }
      const tolerance = toleranceOf(order);
      const ordered = line.quantity * line.stepGrams;
      const changed = line.orderedQuantity !== null || line.substitutedFrom !== null;
      // Short or substituted: any weight up to the heaviest allowed for what was ordered.
      const range = changed
        ? {
            min: 1,
            max: allowedGrams((line.orderedQuantity ?? line.quantity) * line.stepGrams, tolerance)
              .max,
          }
        : allowedGrams(ordered, tolerance);
      if (dto.packedGrams < range.min || dto.packedGrams > range.max) {
        throw AppError.validation(outOfRangeMessage(line.name, ordered, dto.packedGrams, range));
      }
      await manager.update(
        OrderItemEntity,
        { id: line.id },
        { packedGrams: dto.packedGrams, weighedBy: actor.staffName || actor.staffEmail },
      );
      // The shelf gave the packed grams (docs/STOCK.md, "Weighed goods").
      await this.stock.packedWeightChanged(
        manager,
        order.id,
        line,
        line,
        { quantity: line.quantity, packedGrams: dto.packedGrams },
        'staff',
      );
      const cents = weighedLineCents(linePerKgCents(weighableOf(line)), dto.packedGrams);
      return {
        note: `${line.name}: ${packedLineText(ordered, dto.packedGrams, cents)}`,
        before: { packedGrams: line.packedGrams, amount: fromCents(lineCents(weighableOf(line))) },
        after: { packedGrams: dto.packedGrams, amount: fromCents(cents) },
      };
    });
  }

  /**
   * Locks a Packing order, applies `edit` to one line, reprices the order and records the
   * note, any refund and the audit row (the line, its changed fields and the total), in one
   * transaction; then asks the provider for the refund. An order whose card payment is in
   * doubt is settled first (PaymentCheckService).
   */
  private async change(target: PackingChange, edit: LineEditFn): Promise<OrderChangedResponse> {
    await this.checks.afterSettling(() => this.changeOnce(target, edit));
    return {
      success: true,
      message: 'Order updated',
      order: await this.query.sellerView(target.orderId),
    };
  }

  private async changeOnce(target: PackingChange, edit: LineEditFn): Promise<void> {
    await this.transitions.run(async (tx) => {
      const order = await OrderRows.lock(tx.manager, { id: target.orderId });
      if (!order || !this.query.isVisible(order)) throw this.query.notFound();
      await this.applyEdit(tx, order, target, edit);
    });
  }

  /**
   * Applies `edit` to one line of a Packing order locked by the caller's transaction, reprices
   * the order (promotions keep their share by `keptDiscountCents`), and writes the note, the
   * email, the audit row and any refund: the one way a line changes while packing.
   * @param shopperNote the note the shopper reads instead of the edit's own (an outcome's words)
   */
  async applyEdit(
    tx: OrderTransaction,
    order: OrderEntity,
    { orderId, position, actor, action }: PackingChange,
    edit: LineEditFn,
    shopperNote?: (note: string) => string,
  ): Promise<void> {
    {
      const { manager } = tx;
      assertPaymentSettled(order);
      if (order.status !== 'Packing') {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          `Lines can only change while the order is Packing; it is ${order.status}`,
        );
      }
      const lines = await manager.find(OrderItemEntity, {
        where: { orderId },
        order: { position: 'ASC' },
      });
      // A line packed short to none is still a line: it may be substituted.
      const line = lines.find((l) => l.position === position);
      if (!line) {
        throw AppError.notFound(ERROR_CODES.ORDER_NOT_FOUND, 'No such line to pack on this order');
      }
      const amountBefore = lineCents(weighableOf(line));
      const edited0 = await edit(manager, order, line);
      const { before, after } = edited0;
      const note = shopperNote ? shopperNote(edited0.note) : edited0.note;
      // A substitute is another product: the packer picks it afresh (its tick is cleared).
      if (action === 'order.substitute') {
        await manager.update(OrderItemEntity, { id: line.id }, { pickedAt: null, pickedBy: null });
      }
      const repriced = await manager.find(OrderItemEntity, { where: { orderId } });
      // Promotions (docs/PROMOTIONS.md, "Give-back"): the line keeps the discount of what it
      // still holds (`keptDiscountCents`), so the refund gives back exactly what was paid for
      // what was removed.
      const edited = repriced.find((l) => l.id === line.id);
      if (edited && edited.discountCents > 0) {
        const kept = keptDiscountCents(
          edited.discountCents,
          amountBefore,
          lineCents(weighableOf(edited)),
        );
        if (kept !== edited.discountCents) {
          await manager.update(OrderItemEntity, { id: edited.id }, { discountCents: kept });
          edited.discountCents = kept;
        }
      }
      // The delivery fee stays as placed (docs/DELIVERY.md): a short pick below the free-delivery
      // threshold adds none after the fact, and a charged fee is not dropped either.
      // Weighed lines at their packed weight once weighed (`packedTotals`, the one money function).
      // The tax terms the order was placed under, not today's (docs/SETTINGS.md).
      const totals = packedTotals(
        repriced.map(weighableOf),
        order.deliveryFeeCents,
        taxTermsOfOrder(order),
      );
      if (totals.subtotalCents === 0) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          'Nothing would be left to deliver: cancel the order instead',
        );
      }
      // A card hold can only be captured up to what was authorised.
      if (
        order.holdState === 'authorised' &&
        order.holdCents !== null &&
        totals.totalCents > order.holdCents
      ) {
        throw new AppError(
          HttpStatus.CONFLICT,
          ERROR_CODES.ORDER_TRANSITION_REFUSED,
          WEIGHT_MESSAGES.overHold(formatCents(order.holdCents)),
        );
      }
      const difference = order.amountCents - totals.totalCents;
      // A rounded cash order stays rounded: the new total's rounding (docs/PAYMENTS.md).
      await OrderRows.update(manager, order, {
        amountCents: totals.totalCents,
        discountCents: totals.discountCents,
        ...(order.roundingCents !== null
          ? { roundingCents: cashDueCents(totals.totalCents, true).roundingCents }
          : {}),
      });
      // A substitute for a line packed short to none raises the total: say so too.
      const told =
        difference !== 0 ? `${note}; the total is now ${formatCents(totals.totalCents)}` : note;
      await tx.note(order, 'staff', told, 'order.packing_changed');
      await this.audit.record(manager, {
        actor,
        action,
        recordType: 'order',
        recordId: order.id,
        recordLabel: formatOrderNumber(order.number),
        before: { line: position, ...before, total: fromCents(order.amountCents) },
        after: { line: position, ...after, total: fromCents(totals.totalCents) },
      });
      const refund = await this.refundDifference(manager, order, difference);
      if (refund) await tx.refundLater(refund);
    }
  }

  private refundDifference(
    manager: EntityManager,
    order: OrderEntity,
    difference: number,
  ): Promise<OrderRefundEntity | null> | null {
    if (difference <= 0 || order.paymentType !== 'Online' || !order.isPaid) return null;
    // Only authorised, not taken: the capture will simply be smaller.
    if (order.holdState === 'authorised') return null;
    return this.refunds.record(manager, order, difference, 'short_pick');
  }
}
