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
import type { OrderStatus, PaymentType } from '@greencart/contracts';
import { AddressEntity } from '../address/address.entity.js';
import { OrderItemEntity } from './order-item.entity.js';

/** An order. `amountCents` is what the server priced from the database, never the client's figure. */
@Entity('order')
@Index('idx_order_user_id_created_at', ['userId', 'createdAt'])
export class OrderEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'address_id', type: 'uuid' })
  addressId: string;

  @ManyToOne(() => AddressEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'address_id' })
  address: Relation<AddressEntity>;

  // Relation<> breaks the ESM import cycle order ↔ order-item for decorator metadata.
  @OneToMany(() => OrderItemEntity, (item) => item.order, { cascade: ['insert'] })
  items: Relation<OrderItemEntity>[];

  @Column({ name: 'amount_cents', type: 'integer' })
  amountCents: number;

  @Column({ name: 'payment_type', type: 'varchar', length: 16 })
  paymentType: PaymentType;

  @Column({ type: 'varchar', length: 32 })
  status: OrderStatus;

  @Column({ name: 'is_paid', type: 'boolean', default: false })
  isPaid: boolean;

  /** The Stripe Checkout Session of an online order, once created. */
  @Column({ name: 'stripe_session_id', type: 'varchar', length: 255, nullable: true })
  stripeSessionId: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
