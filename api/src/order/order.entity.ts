import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from 'typeorm';
import type {
  DeliveryWindow,
  HoldState,
  OrderPaymentCheck,
  OrderStatus,
  PaymentType,
  RefundState,
  SubstitutionChoice,
} from '@greencart/contracts';
import { AddressEntity } from '../address/address.entity.js';
import { OrderItemEntity } from './order-item.entity.js';

/** The address fields copied onto an order (the {@link AddressEntity} columns). */
export interface AddressSnapshot {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zipcode: string;
  country: string;
  /** Added by issue 39; absent on orders placed before. */
  district?: string | null;
  landmark?: string | null;
  deliveryInstructions?: string | null;
}

/** node-postgres answers bigint as a string; order numbers stay far below 2^53. */
const BIGINT_NUMBER = {
  to: (value: number | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/** An order. `amountCents` is what the server priced from the database, never the client's figure. */
@Entity('order')
@Index('idx_order_user_id_created_at', ['userId', 'createdAt'])
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  /** The saved address it was delivered to; NULL once the shopper deleted that address. */
  @Column({ name: 'address_id', type: 'uuid', nullable: true })
  addressId: string | null;

  @ManyToOne(() => AddressEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'address_id' })
  address: Relation<AddressEntity>;

  // Relation<> breaks the ESM import cycle order ↔ order-item for decorator metadata.
  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: ['insert'] })
  items: Relation<OrderItemEntity>[];

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  /**
   * What promotions take off the goods now (Σ of the lines' `discountCents`; docs/PROMOTIONS.md):
   * already out of `amountCents`. 0 without promotions.
   */
  @Column({ name: 'discount_cents', type: 'integer', default: 0 })
  discountCents: number;

  /**
   * The delivery fee included in `amountCents`, fixed when the order was placed (0: free
   * delivery; docs/DELIVERY.md). Packing changes reprice the goods, never this.
   */
  @Column({ name: 'delivery_fee_cents', type: 'integer', default: 0 })
  deliveryFeeCents: number;

  @Column({ name: 'payment_type', type: 'varchar', length: 16 })
  paymentType: PaymentType;

  @Column({ type: 'varchar', length: 32 })
  status: OrderStatus;

  @Column({ name: 'is_paid', type: 'boolean', default: false })
  isPaid: boolean;

  /** The payment page (the provider's checkout session) of an online order, once created. */
  @Column({ name: 'checkout_id', type: 'varchar', length: 255, nullable: true })
  checkoutId: string | null;

  /**
   * Sequence value of the human order number (`GC-000123`): taken from `order_number_seq` by
   * the pricing read and written by the placing statement (order-rows.ts writes a column a row
   * sets); `insert: false` keeps TypeORM's own INSERTs (tests, fixtures) on the sequence's
   * default, and nothing ever changes it.
   */
  @Column({ type: 'bigint', insert: false, update: false, transformer: BIGINT_NUMBER })
  number: number;

  /** The delivery address as it was when the order was placed. */
  @Column({ name: 'address_snapshot', type: 'jsonb' })
  addressSnapshot: AddressSnapshot;

  /** Why it was cancelled (staff's reason or the shopper's), shown to the shopper. */
  @Column({ name: 'cancel_reason', type: 'varchar', length: 500, nullable: true })
  cancelReason: string | null;

  /** The provider's payment behind a paid page: captures and refunds are made against it. */
  @Column({ name: 'payment_id', type: 'varchar', length: 255, nullable: true })
  paymentId: string | null;

  /** Null until a refund is asked for. */
  @Column({ name: 'refund_state', type: 'varchar', length: 32, nullable: true })
  refundState: RefundState | null;

  /** Cents the provider took for an online order (its page's amount, or the capture), once paid. */
  @Column({ name: 'paid_cents', type: 'integer', default: 0 })
  paidCents: number;

  /** Cents refunded so far. */
  @Column({ name: 'refunded_cents', type: 'integer', default: 0 })
  refundedCents: number;

  /**
   * Cash on delivery: the cents the driver collected, recorded by staff when they delivered
   * it (then `isPaid` is true); null until then, and for online orders.
   */
  @Column({ name: 'cash_collected_cents', type: 'integer', nullable: true })
  cashCollectedCents: number | null;

  /**
   * The delivery slot the order is booked into (docs/DELIVERY.md, time slots); null for a zone
   * without slots and for orders placed before them. Written when the order is placed and when
   * it moves to another window (lifecycle/order-slot.service.ts).
   */
  @Column({ name: 'delivery_slot_id', type: 'uuid', nullable: true })
  deliverySlotId: string | null;

  /** The booked window as the order shows it (label, times, express promise), kept with it. */
  @Column({ name: 'delivery_window', type: 'jsonb', nullable: true })
  deliveryWindow: DeliveryWindow | null;

  /**
   * The card hold of an online order with weighed lines (docs/ORDERS.md, "Weighed orders"):
   * null for every other order (captured at once). Changed by the order's payment steps
   * (order/payment/).
   */
  @Column({ name: 'hold_state', type: 'varchar', length: 16, nullable: true })
  holdState: HoldState | null;

  /** Cents authorised for the hold (`holdTotals`); the Checkout Session's amount. */
  @Column({ name: 'hold_cents', type: 'integer', nullable: true })
  holdCents: number | null;

  /** Cents of the capture sent for the hold (`capturing`, then `captured`); null before. */
  @Column({ name: 'capture_cents', type: 'integer', nullable: true })
  captureCents: number | null;

  /** When that capture was sent: until its answer is stored, it may still be on its way. */
  @Column({ name: 'capture_started_at', type: 'timestamptz', nullable: true })
  captureStartedAt: Date | null;

  /**
   * What staff must look at about the card payment (docs/ORDERS.md, "Payment checks"): a lost
   * capture answer, or provider figures that disagree; null when there is nothing to check.
   */
  @Column({ name: 'payment_check', type: 'jsonb', nullable: true })
  paymentCheck: OrderPaymentCheck | null;

  /** When the authorisation lapses (authorised + 7 days). */
  @Column({ name: 'authorised_until', type: 'timestamptz', nullable: true })
  authorisedUntil: Date | null;

  /** When staff were warned that the authorisation lapses within a day. */
  @Column({ name: 'hold_warned_at', type: 'timestamptz', nullable: true })
  holdWarnedAt: Date | null;

  /**
   * The weight tolerance (percent) the order was placed under, kept with it so a later change of
   * the setting never moves the range a shopper agreed to; null without weighed lines.
   */
  @Column({ name: 'weight_tolerance_percent', type: 'smallint', nullable: true })
  weightTolerancePercent: number | null;

  /** The shopper's default substitution choice for lines without their own (docs/SUBSTITUTIONS.md). */
  @Column({ name: 'substitution_default', type: 'varchar', length: 16, default: 'refund' })
  substitutionDefault: SubstitutionChoice;

  /** With the default `specific`: the product (rarely useful for a whole order, kept for symmetry). */
  @Column({ name: 'substitution_default_product_id', type: 'varchar', length: 64, nullable: true })
  substitutionDefaultProductId: string | null;

  /**
   * The tax rate the order was placed under, in basis points (200 = 2 %), and whether its prices
   * included it (docs/SETTINGS.md); null: placed before shop settings (2 % added).
   */
  @Column({ name: 'tax_basis_points', type: 'integer', nullable: true })
  taxBasisPoints: number | null;

  @Column({ name: 'prices_include_tax', type: 'boolean', nullable: true })
  pricesIncludeTax: boolean | null;

  /**
   * The cash rounding of a cash-on-delivery order (docs/PAYMENTS.md "Cash rounding"): the
   * shopper pays `amountCents + roundingCents` at the door; −49 to +50 cents. Null when the
   * order is not rounded (card, or the shop did not round cash when it was placed). Kept up to
   * date when packing reprices the order.
   */
  @Column({ name: 'rounding_cents', type: 'integer', nullable: true })
  roundingCents: number | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
