import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The order status guard (docs/ORDERS.md, "Changing an order"): a trigger on `order` that
 * refuses
 * - a new order in any status but Order Placed;
 * - a status change unless the same transaction has written its `order_history` row (same
 *   order, from the old status to the new one) first. `xmin` is the id of the transaction that
 *   wrote a row, so a row from an earlier or another transaction never counts.
 * The API's `OrderTransitions` writes the history row, then the status; any other code that
 * sets the status, raw SQL included, fails with SQLSTATE GC001. Loading data with the trigger
 * off (`pg_restore --disable-triggers`, `session_replication_role = replica`) is the one way
 * around it, meant for restores and benchmark fixtures.
 */
export class OrderStatusGuard1763970000000 implements MigrationInterface {
  name = 'OrderStatusGuard1763970000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION order_status_guard() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF NEW.status <> 'Order Placed' THEN
            RAISE EXCEPTION 'A new order must be Order Placed, not %', NEW.status
              USING ERRCODE = 'GC001';
          END IF;
        ELSIF NEW.status IS DISTINCT FROM OLD.status AND NOT EXISTS (
          SELECT 1 FROM order_history h
           WHERE h.order_id = NEW.id
             AND h.from_status = OLD.status
             AND h.to_status = NEW.status
             AND h.xmin = pg_current_xact_id()::xid
        ) THEN
          RAISE EXCEPTION 'Order % moved from % to % without its history row: use OrderTransitions',
            NEW.id, OLD.status, NEW.status
            USING ERRCODE = 'GC001';
        END IF;
        RETURN NEW;
      END
      $$`);
    await queryRunner.query(`
      CREATE TRIGGER order_status_guard
        BEFORE INSERT OR UPDATE OF status ON "order"
        FOR EACH ROW EXECUTE FUNCTION order_status_guard()`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER order_status_guard ON "order"`);
    await queryRunner.query(`DROP FUNCTION order_status_guard()`);
  }
}
