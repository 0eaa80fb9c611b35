import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The audit log (docs/STAFF.md "Audit log"): one row per change a staff member made, written
 * in the change's own transaction. The person's name and email are copied into the row, and
 * `staff_id` has no foreign key: the log outlives whatever later happens to the account.
 * `id` is an identity so rows written in one transaction (same `at`) keep their order; every
 * index ends in (at, id), the cursor's order, so a filtered page is one index range scan.
 */
export class AuditLog1763986000000 implements MigrationInterface {
  name = 'AuditLog1763986000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_log" (
        "id" bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        "at" timestamptz NOT NULL DEFAULT now(),
        "staff_id" uuid NOT NULL,
        "staff_name" varchar(100) NOT NULL,
        "staff_email" varchar(254) NOT NULL,
        "action" varchar(32) NOT NULL,
        "record_type" varchar(16) NOT NULL,
        "record_id" varchar(64) NOT NULL DEFAULT '',
        "record_label" varchar(200) NOT NULL DEFAULT '',
        "before" jsonb,
        "after" jsonb,
        "request_id" varchar(128)
      )`);
    await queryRunner.query(`CREATE INDEX "idx_audit_at" ON "audit_log" ("at" DESC, "id" DESC)`);
    await queryRunner.query(
      `CREATE INDEX "idx_audit_staff" ON "audit_log" ("staff_id", "at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_audit_action" ON "audit_log" ("action", "at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "idx_audit_record" ON "audit_log" ("record_type", "record_id", "at" DESC, "id" DESC)`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_log"`);
  }
}
