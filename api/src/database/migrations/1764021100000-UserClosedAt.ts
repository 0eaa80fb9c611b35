import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `user.closed_at`: when the shopper closed the account (docs/ACCOUNT.md "Leaving for good").
 * The row stays as the anonymous stand-in their orders point to; the outbox worker drops any
 * email to it instead of writing to its stand-in address. Accounts closed before this column
 * existed are recognised by that address (`deleted-…@deleted.invalid`).
 */
export class UserClosedAt1764021100000 implements MigrationInterface {
  name = 'UserClosedAt1764021100000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" ADD COLUMN closed_at timestamptz`);
    await queryRunner.query(
      `UPDATE "user" SET closed_at = updated_at WHERE email LIKE 'deleted-%@deleted.invalid'`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "user" DROP COLUMN closed_at`);
  }
}
