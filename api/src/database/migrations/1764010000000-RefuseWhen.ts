import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `refuse_when(refused, reason)`: raises SQLSTATE GC002 with `reason` as its message when
 * `refused` is true, else answers false. A statement that does several writes at once (placing
 * an order: order-placement.ts) ends with it, so a refusal found while it runs (a product with
 * too little stock) undoes every write of the statement: a statement is all or nothing. The API
 * reads the reason and answers the refusal (409 with the product, how many are left).
 */
export class RefuseWhen1764010000000 implements MigrationInterface {
  name = 'RefuseWhen1764010000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION refuse_when(refused boolean, reason text) RETURNS boolean
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        IF refused THEN
          RAISE EXCEPTION USING ERRCODE = 'GC002', MESSAGE = reason;
        END IF;
        RETURN false;
      END
      $$`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION refuse_when(boolean, text)`);
  }
}
