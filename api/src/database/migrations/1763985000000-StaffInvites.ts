import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff invitations (docs/STAFF.md): an invited account is `pending` (inactive, no password
 * of its own) until its one-time link is accepted. Only the SHA-256 digest of each link's
 * random token is stored, as for shoppers' links; a link works once, until `expires_at`.
 */
export class StaffInvites1763985000000 implements MigrationInterface {
  name = 'StaffInvites1763985000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "staff_account" ADD COLUMN "pending" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(`
      CREATE TABLE "staff_invite" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "staff_id" uuid NOT NULL REFERENCES "staff_account" ("id") ON DELETE CASCADE,
        "token_hash" char(64) NOT NULL,
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_staff_invite_hash" UNIQUE ("token_hash")
      )`);
    await queryRunner.query(`CREATE INDEX "idx_staff_invite_staff" ON "staff_invite" ("staff_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_invite"`);
    await queryRunner.query(`ALTER TABLE "staff_account" DROP COLUMN "pending"`);
  }
}
