import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import type { StaffRole } from '@greencart/contracts';

/** A person who logs in to the seller portal (docs/STAFF.md). */
@Entity('staff_account')
export class StaffAccountEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stored lower-cased; unique whatever the case (index created by the migration). */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  role: StaffRole;

  @Column({ name: 'password_hash', type: 'varchar', length: 100 })
  passwordHash: string;

  /** A deactivated account cannot log in and has no open session. */
  @Column({ type: 'boolean', default: true })
  active: boolean;

  /** Invited and not accepted yet: inactive, with a password nobody knows. */
  @Column({ type: 'boolean', default: false })
  pending: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
