import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** What a one-time link is for. */
export type AccountTokenPurpose = 'password_reset' | 'email_change';

/**
 * A one-time link of a shopper's account: only the SHA-256 digest of its random token is
 * kept (a database reader cannot use it), valid until `expiresAt`, once (`usedAt`), and only
 * while the account's password and email are those it was issued under (`accountStamp`).
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

  /**
   * The account's state when the link was issued: a SHA-256 of its password hash and email
   * (`accountStampSql`). The link is taken only while the account still has it.
   */
  @Column({ name: 'account_stamp', type: 'char', length: 64 })
  accountStamp: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
