import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a one-time link is for. */
export type AccountTokenPurpose = 'password_reset' | 'email_change';

/**
 * A one-time link of a shopper's account: only the SHA-256 digest of its random token is
 * kept (a database reader cannot use it), valid until `expiresAt`, once (`usedAt`).
 */
@Entity('account_token')
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'varchar', length: 32 })
  purpose: AccountTokenPurpose;

  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  /** An email change: the address it changes to (the link was sent there). */
  @Column({ name: 'new_email', type: 'varchar', length: 254, nullable: true })
  newEmail: string | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
