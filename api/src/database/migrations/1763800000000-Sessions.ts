import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Revocable sessions: one row per login, checked on every authenticated request. */
export class Sessions1763800000000 implements MigrationInterface {
  name = 'Sessions1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "session" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "role" varchar(16) NOT NULL CHECK ("role" IN ('user', 'seller')),
        "subject" varchar(254) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "revoked_at" timestamptz
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_session_role_subject" ON "session" ("role", "subject")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "session"`);
  }
}
