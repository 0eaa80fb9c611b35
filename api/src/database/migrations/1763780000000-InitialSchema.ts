import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Products, users (with their saved cart), addresses, orders and order lines. */
export class InitialSchema1763780000000 implements MigrationInterface {
  name = 'InitialSchema1763780000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "product" (
        "id" varchar(64) PRIMARY KEY,
        "name" varchar(200) NOT NULL,
        "category" varchar(32) NOT NULL,
        "price_cents" integer NOT NULL CHECK ("price_cents" > 0),
        "offer_price_cents" integer NOT NULL CHECK ("offer_price_cents" > 0 AND "offer_price_cents" <= "price_cents"),
        "images" jsonb NOT NULL DEFAULT '[]',
        "description" jsonb NOT NULL DEFAULT '[]',
        "in_stock" boolean NOT NULL DEFAULT true,
        "weight" varchar(50),
        "rating" real,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_product_category_in_stock" ON "product" ("category", "in_stock")`,
    );

    await queryRunner.query(`
      CREATE TABLE "user" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "password_hash" varchar(100) NOT NULL,
        "cart_items" jsonb NOT NULL DEFAULT '{}',
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "uq_user_email" UNIQUE ("email")
      )`);

    await queryRunner.query(`
      CREATE TABLE "address" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
        "first_name" varchar(100) NOT NULL,
        "last_name" varchar(100) NOT NULL,
        "email" varchar(254) NOT NULL,
        "phone" varchar(30) NOT NULL,
        "street" varchar(200) NOT NULL,
        "city" varchar(100) NOT NULL,
        "state" varchar(100) NOT NULL,
        "zipcode" varchar(20) NOT NULL,
        "country" varchar(100) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`CREATE INDEX "idx_address_user_id" ON "address" ("user_id")`);

    await queryRunner.query(`
      CREATE TABLE "order" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL REFERENCES "user" ("id") ON DELETE CASCADE,
        "address_id" uuid NOT NULL REFERENCES "address" ("id") ON DELETE RESTRICT,
        "amount_cents" integer NOT NULL CHECK ("amount_cents" > 0),
        "payment_type" varchar(16) NOT NULL CHECK ("payment_type" IN ('COD', 'Online')),
        "status" varchar(32) NOT NULL,
        "is_paid" boolean NOT NULL DEFAULT false,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(
      `CREATE INDEX "idx_order_user_id_created_at" ON "order" ("user_id", "created_at")`,
    );
    // The seller's list reads every visible order newest first.
    await queryRunner.query(`CREATE INDEX "idx_order_created_at" ON "order" ("created_at")`);

    await queryRunner.query(`
      CREATE TABLE "order_item" (
        "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "order_id" uuid NOT NULL REFERENCES "order" ("id") ON DELETE CASCADE,
        "product_id" varchar(64) REFERENCES "product" ("id") ON DELETE SET NULL,
        "position" integer NOT NULL,
        "quantity" integer NOT NULL CHECK ("quantity" BETWEEN 1 AND 999),
        "name" varchar(200) NOT NULL,
        "image" varchar(300) NOT NULL,
        "offer_price_cents" integer NOT NULL
      )`);
    await queryRunner.query(`CREATE INDEX "idx_order_item_order_id" ON "order_item" ("order_id")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "order_item"`);
    await queryRunner.query(`DROP TABLE "order"`);
    await queryRunner.query(`DROP TABLE "address"`);
    await queryRunner.query(`DROP TABLE "user"`);
    await queryRunner.query(`DROP TABLE "product"`);
  }
}
