import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `account_token.account_stamp`: the state of the account a one-time link (password reset,
 * email change) was issued under, a SHA-256 of its password hash and email (docs/ACCOUNT.md).
 * A link is taken only while the account still has that stamp, so a change of password or
 * email ends every link sent before it. Links already out are bound to the account as it is
 * now, so none stops working because of this migration.
 */
export class AccountLinkStamp1764021000000 implements MigrationInterface {
  name = 'AccountLinkStamp1764021000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE account_token ADD COLUMN account_stamp char(64)`);
    // The expression of account/one-time-token.ts accountStampSql, as it was written here.
    await queryRunner.query(`
      UPDATE account_token t
         SET account_stamp = encode(sha256(convert_to(u.password_hash || '|' || u.email, 'UTF8')), 'hex')
        FROM "user" u WHERE u.id = t.user_id`);
    await queryRunner.query(`ALTER TABLE account_token ALTER COLUMN account_stamp SET NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE account_token DROP COLUMN account_stamp`);
  }
}
