import { Column, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/**
 * One delivery zone (migration 1763988000000-DeliveryZones, docs/DELIVERY.md): the postcode
 * patterns it covers and its terms in integer cents. `position` keeps the seller's order.
 */
@Entity('delivery_zone')
export class DeliveryZoneEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** Exact codes (`00100`), prefixes (`001*`) or `*` (contracts' DELIVERY_POSTCODE_PATTERN). */
  @Column({ type: 'text', array: true })
  postcodes: string[];

  /** Area names as the seller typed them (matched without letter case: `matchDeliveryZone`). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  areas: string[];

  @Column({ name: 'fee_cents', type: 'integer', default: 0 })
  feeCents: number;

  /** Goods subtotal from which delivery is free; null: the fee always applies. */
  @Column({ name: 'free_from_cents', type: 'integer', nullable: true })
  freeFromCents: number | null;

  @Column({ name: 'minimum_cents', type: 'integer', default: 0 })
  minimumCents: number;

  @Column({ name: 'express_offered', type: 'boolean', default: false })
  expressOffered: boolean;

  /**
   * Set when the zone was removed while finished orders still point at its windows: kept for
   * them (their picking lists, the day view), invisible to everything else. Null: a live zone.
   */
  @Column({ name: 'archived_at', type: 'timestamptz', nullable: true })
  archivedAt: Date | null;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
