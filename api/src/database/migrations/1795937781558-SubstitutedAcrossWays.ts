import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A substitute sold another way than its line (docs/SUBSTITUTIONS.md, "Sold another way"): a
 * weighed product for a unit line, a unit product for a weighed line, or a weighed one in other
 * steps. The line takes the substitute's way (its `step_grams`), so it keeps what the original
 * asked for, for "Buy again": `substituted_from_quantity` (units, or steps) and
 * `substituted_from_step_grams` (null for a unit product). The packing code keeps them for
 * every substituted line (a substitute sold the same way may come in another quantity too);
 * both stay null on lines never substituted.
 */
export class SubstitutedAcrossWays1795937781558 implements MigrationInterface {
  name = 'SubstitutedAcrossWays1795937781558';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item"
      ADD COLUMN "substituted_from_quantity" integer NULL
        CHECK ("substituted_from_quantity" IS NULL OR "substituted_from_quantity" > 0),
      ADD COLUMN "substituted_from_step_grams" integer NULL
        CHECK ("substituted_from_step_grams" IS NULL OR "substituted_from_step_grams" > 0)`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "order_item"
      DROP COLUMN "substituted_from_step_grams", DROP COLUMN "substituted_from_quantity"`);
  }
}
