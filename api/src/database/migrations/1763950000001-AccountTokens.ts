import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * One-time links of the shopper's account (docs/ACCOUNT.md): password reset and email-change
 * confirmation. Only a SHA-256 digest of each random token is stored; a link works once
 * (`used_at`), until `expires_at`. Rows go with their account.
 */
export class AccountTokens1763950000001 implements MigrationInterface {
  name = 'AccountTokens1763950000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "account_token" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
        "purpose" varchar(32) NOT NULL,
        "token_hash" char(64) NOT NULL,
        "new_email" varchar(254),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_account_token_hash" UNIQUE ("token_hash")
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_account_token_user" ON "account_token" ("user_id", "purpose")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "account_token"`);
  }
}
