import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background jobs (README.md, "Background jobs"): when each periodic job may run next. The
 * in-process runner of the embedded database claims a period with a conditional UPDATE of this row,
 * so several instances run it once per period. (pg-boss keeps its own tables in the `pgboss`
 * schema.)
 */
export class JobSchedule1763810000000 implements MigrationInterface {
  name = 'JobSchedule1763810000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "job_schedule" (
        "name" varchar(100) PRIMARY KEY,
        "next_run_at" timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "job_schedule"`);
  }
}
