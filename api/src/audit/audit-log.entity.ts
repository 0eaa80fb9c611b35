import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction, AuditRecordType, AuditValues } from '@greencart/contracts';

/** One row of the audit log (migration 1763986000000-AuditLog.ts, docs/STAFF.md). */
@Entity('audit_log')
export class AuditLogEntity {
  /** bigint: the driver answers it as a string. */
  @PrimaryGeneratedColumn('identity', { type: 'bigint', generatedIdentity: 'ALWAYS' })
  id: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;

  @Column({ name: 'staff_id', type: 'uuid' })
  staffId: string;

  @Column({ name: 'staff_name', type: 'varchar', length: 100 })
  staffName: string;

  @Column({ name: 'staff_email', type: 'varchar', length: 254 })
  staffEmail: string;

  @Column({ type: 'varchar', length: 32 })
  action: AuditAction;

  @Column({ name: 'record_type', type: 'varchar', length: 16 })
  recordType: AuditRecordType;

  @Column({ name: 'record_id', type: 'varchar', length: 64, default: '' })
  recordId: string;

  @Column({ name: 'record_label', type: 'varchar', length: 200, default: '' })
  recordLabel: string;

  @Column({ type: 'jsonb', nullable: true })
  before: AuditValues | null;

  @Column({ type: 'jsonb', nullable: true })
  after: AuditValues | null;

  @Column({ name: 'request_id', type: 'varchar', length: 128, nullable: true })
  requestId: string | null;
}
