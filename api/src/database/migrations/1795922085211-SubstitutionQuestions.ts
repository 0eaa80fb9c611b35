import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The shopper decides substitutions while the order is packed (issue 43, docs/SUBSTITUTIONS.md):
 * the order's default choice, each line's own choice (null: the default applies; a line placed
 * with the older "a similar product is fine" flag is `best_match`), and the packer's questions.
 * A chosen product is not a foreign key: a choice naming a product that is later deleted (or
 * never existed) simply finds nothing to propose. One open question per line at most (a partial unique index): a changed proposal closes the
 * old one as `replaced` in the same transaction.
 */
export class SubstitutionQuestions1795922085211 implements MigrationInterface {
  name = 'SubstitutionQuestions1795922085211';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "order"
      ADD COLUMN "substitution_default" varchar(16) NOT NULL DEFAULT 'refund',
      ADD COLUMN "substitution_default_product_id" varchar(64) NULL`);
    await q.query(`ALTER TABLE "order_item"
      ADD COLUMN "substitution_choice" varchar(16) NULL,
      ADD COLUMN "substitution_product_id" varchar(64) NULL`);
    await q.query(
      `UPDATE "order_item" SET "substitution_choice" = 'best_match' WHERE "substitution" = 'similar'`,
    );
    await q.query(`CREATE TABLE "substitution_question" (
      "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      "order_id" uuid NOT NULL REFERENCES "order"("id") ON DELETE CASCADE,
      "position" integer NOT NULL,
      "kind" varchar(16) NOT NULL CHECK ("kind" IN ('substitute', 'short')),
      "state" varchar(16) NOT NULL DEFAULT 'open'
        CHECK ("state" IN ('open', 'accepted', 'refused', 'expired', 'replaced')),
      "version" integer NOT NULL DEFAULT 1,
      "original_name" varchar(200) NOT NULL,
      "original_quantity" integer NOT NULL,
      "proposed_product_id" varchar(64) NULL REFERENCES "product"("id") ON DELETE SET NULL,
      "proposed_name" varchar(200) NULL,
      "proposed_image" varchar(300) NULL,
      "proposed_quantity" integer NULL,
      "proposed_unit_cents" integer NULL,
      "proposed_per_kg_cents" integer NULL,
      "proposed_step_grams" integer NULL,
      "available" integer NULL,
      "expires_at" timestamptz NOT NULL,
      "outcome" varchar(16) NULL,
      "decided_by" varchar(16) NULL,
      "decided_at" timestamptz NULL,
      "asked_by" varchar(200) NULL,
      "created_at" timestamptz NOT NULL DEFAULT now()
    )`);
    await q.query(`CREATE INDEX "idx_substitution_question_order"
      ON "substitution_question" ("order_id", "created_at")`);
    await q.query(`CREATE UNIQUE INDEX "uq_substitution_question_open_line"
      ON "substitution_question" ("order_id", "position") WHERE "state" = 'open'`);
    await q.query(`CREATE INDEX "idx_substitution_question_due"
      ON "substitution_question" ("expires_at") WHERE "state" = 'open'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "substitution_question"`);
    await q.query(`ALTER TABLE "order_item" DROP COLUMN "substitution_product_id",
      DROP COLUMN "substitution_choice"`);
    await q.query(`ALTER TABLE "order" DROP COLUMN "substitution_default_product_id",
      DROP COLUMN "substitution_default"`);
  }
}
