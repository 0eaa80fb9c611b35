import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { CartItems, Language } from '@greencart/contracts';

/** A shopper account. The saved cart lives on the user as a product id → quantity map. */
@Entity('user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Stored lower-cased; unique (index created by the migration). */
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Column({ name: 'password_hash', type: 'varchar', length: 100 })
  passwordHash: string;

  /** The account's language (en, si, ta): emails and SMS are written in it. */
  @Column({ type: 'varchar', length: 2, default: 'en' })
  language: Language;

  @Column({ name: 'cart_items', type: 'jsonb', default: () => "'{}'" })
  cartItems: CartItems;

  /**
   * When the shopper closed the account: the row is then an anonymous stand-in their orders
   * point to, and nothing is ever emailed to it (docs/ACCOUNT.md "Leaving for good").
   */
  @Column({ name: 'closed_at', type: 'timestamptz', nullable: true })
  closedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
