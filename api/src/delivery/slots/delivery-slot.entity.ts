import { Column, Entity, PrimaryColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { ExpressSettings, SlotKind, SlotWindowTemplate } from '@greencart/contracts';

/** A zone's weekly slot template (migration 1764000000000-DeliverySlots). */
@Entity('delivery_slot_template')
export class DeliverySlotTemplateEntity {
  @PrimaryColumn({ name: 'zone_id', type: 'uuid' })
  zoneId: string;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  windows: SlotWindowTemplate[];

  @Column({ name: 'lead_time_minutes', type: 'integer', default: 0 })
  leadTimeMinutes: number;

  @Column({ name: 'cutoff_time', type: 'varchar', length: 5, nullable: true })
  cutoffTime: string | null;

  @Column({ type: 'jsonb' })
  express: ExpressSettings;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** One slot instance: a window of a day (or an express period) with its capacity and bookings. */
@Entity('delivery_slot')
export class DeliverySlotEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'zone_id', type: 'uuid' })
  zoneId: string;

  /** `YYYY-MM-DD HH:MM-HH:MM` (local), unique per zone: generating twice adds nothing. */
  @Column({ name: 'slot_key', type: 'varchar', length: 40 })
  slotKey: string;

  @Column({ type: 'varchar', length: 16 })
  kind: SlotKind;

  @Column({ name: 'start_at', type: 'timestamptz' })
  startAt: Date;

  @Column({ name: 'end_at', type: 'timestamptz' })
  endAt: Date;

  @Column({ name: 'cutoff_at', type: 'timestamptz' })
  cutoffAt: Date;

  @Column({ type: 'integer' })
  capacity: number;

  @Column({ type: 'integer', default: 0 })
  booked: number;

  @Column({ type: 'boolean', default: false })
  closed: boolean;
}
