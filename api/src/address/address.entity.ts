import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A shipping address of one shopper. */
@Entity('address')
@Index('idx_address_user_id', ['userId'])
export class AddressEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'first_name', type: 'varchar', length: 100 })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: 100 })
  lastName: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  @Column({ type: 'varchar', length: 200 })
  street: string;

  @Column({ type: 'varchar', length: 100 })
  city: string;

  @Column({ type: 'varchar', length: 100 })
  state: string;

  /** A string: leading zeros matter (Colombo 1 is `00100`). */
  @Column({ type: 'varchar', length: 20 })
  zipcode: string;

  @Column({ type: 'varchar', length: 100 })
  country: string;

  /** One of the 25 districts (contracts `DISTRICTS`); NULL on addresses saved without one. */
  @Column({ type: 'varchar', length: 100, nullable: true })
  district: string | null;

  /** Optional: something near the door the rider looks for. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  landmark: string | null;

  /** Optional: what the rider should know. */
  @Column({ name: 'delivery_instructions', type: 'varchar', length: 500, nullable: true })
  deliveryInstructions: string | null;

  /** The address the cart chooses first; at most one per shopper (partial unique index). */
  @Column({ name: 'is_default', type: 'boolean', default: false })
  isDefault: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
