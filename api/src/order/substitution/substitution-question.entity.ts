import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type {
  QuestionDecidedBy,
  QuestionKind,
  QuestionOutcome,
  QuestionState,
} from '@greencart/contracts';

/**
 * A packer's question to the shopper about one line (docs/SUBSTITUTIONS.md): a substitute
 * proposed, or fewer available. Written and decided under the order's row lock; at most one
 * open question per line (partial unique index, migration SubstitutionQuestions).
 */
@Entity('substitution_question')
export class SubstitutionQuestionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'order_id', type: 'uuid' })
  orderId: string;

  /** The line's position in its order. */
  @Column({ type: 'integer' })
  position: number;

  @Column({ type: 'varchar', length: 16 })
  kind: QuestionKind;

  @Column({ type: 'varchar', length: 16, default: 'open' })
  state: QuestionState;

  /** Grows by one each time the packer changes the proposal of a line; answers name it. */
  @Column({ type: 'integer', default: 1 })
  version: number;

  @Column({ name: 'original_name', type: 'varchar', length: 200 })
  originalName: string;

  @Column({ name: 'original_quantity', type: 'integer' })
  originalQuantity: number;

  @Column({ name: 'proposed_product_id', type: 'varchar', length: 64, nullable: true })
  proposedProductId: string | null;

  @Column({ name: 'proposed_name', type: 'varchar', length: 200, nullable: true })
  proposedName: string | null;

  @Column({ name: 'proposed_image', type: 'varchar', length: 300, nullable: true })
  proposedImage: string | null;

  @Column({ name: 'proposed_quantity', type: 'integer', nullable: true })
  proposedQuantity: number | null;

  /** The price the shopper would pay per unit (step), the price rule applied, cents. */
  @Column({ name: 'proposed_unit_cents', type: 'integer', nullable: true })
  proposedUnitCents: number | null;

  /** A weighed substitute: its price per kg, the price rule applied, cents. */
  @Column({ name: 'proposed_per_kg_cents', type: 'integer', nullable: true })
  proposedPerKgCents: number | null;

  @Column({ name: 'proposed_step_grams', type: 'integer', nullable: true })
  proposedStepGrams: number | null;

  /** A short question: how many of the original the packer found. */
  @Column({ type: 'integer', nullable: true })
  available: number | null;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'varchar', length: 16, nullable: true })
  outcome: QuestionOutcome | null;

  @Column({ name: 'decided_by', type: 'varchar', length: 16, nullable: true })
  decidedBy: QuestionDecidedBy | null;

  @Column({ name: 'decided_at', type: 'timestamptz', nullable: true })
  decidedAt: Date | null;

  /** The staff member who asked. */
  @Column({ name: 'asked_by', type: 'varchar', length: 200, nullable: true })
  askedBy: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
