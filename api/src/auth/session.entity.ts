import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { SessionRole } from './auth.types.js';

/**
 * One login. Its id travels in the signed cookie (`sid`); every request checks that the row
 * is still open, so logout (or revoking every session of a subject) ends a session at once
 * instead of when its cookie expires.
 */
@Entity('session')
@Index('idx_session_role_subject', ['role', 'subject'])
export class SessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 16 })
  role: SessionRole;

  /** The user id of a shopper, the staff account id of a staff member. */
  @Column({ type: 'varchar', length: 254 })
  subject: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
