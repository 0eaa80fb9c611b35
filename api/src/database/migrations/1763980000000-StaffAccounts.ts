import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Staff accounts of the seller portal (docs/STAFF.md): one row per person, a role from the
 * contracts' table (owner, manager, packer), a bcrypt hash like shoppers'. Emails are unique
 * whatever their case. The first owner is created at start-up from `SELLER_EMAIL` /
 * `SELLER_PASSWORD` (staff/owner-bootstrap.ts), not here: a migration must not read secrets.
 */
export class StaffAccounts1763980000000 implements MigrationInterface {
  name = 'StaffAccounts1763980000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "staff_account" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "name" varchar(100) NOT NULL,
        "role" varchar(16) NOT NULL CHECK ("role" IN ('owner', 'manager', 'packer')),
        "password_hash" varchar(100) NOT NULL,
        "active" boolean NOT NULL DEFAULT true,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "uq_staff_account_email" ON "staff_account" (lower("email"))`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "staff_account"`);
  }
}
