import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JOB_RUNNER, type JobRunner } from '../jobs/job-runner.js';

/** How often words that no product name has any more leave `product_word`. */
export const PRODUCT_WORDS_PRUNE_EVERY_SECONDS = 24 * 60 * 60;

/**
 * Drops from `product_word` the words of names that were renamed or deleted. The triggers of
 * migration SearchWords only add words; a stale word corrects to nothing, but it can take one
 * of a typed word's five correction slots from a real one (docs/CATALOGUE.md). Runs once a day
 * on the job runner (one run per period across API instances); a run over 10,000 products
 * takes tens of milliseconds.
 */
@Injectable()
export class ProductWordsPruneJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(ProductWordsPruneJob.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('product-words-prune', PRODUCT_WORDS_PRUNE_EVERY_SECONDS, async () => {
      const dropped = await this.runOnce();
      if (dropped > 0) this.logger.log(`Dropped ${dropped} search word(s) no product name has`);
    });
  }

  /** Drops every word no product name has; answers how many it dropped. */
  runOnce(): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      // Waits for transactions whose triggers are adding words and holds new ones until this
      // commits, so the names read below include every word being added: a word an insert
      // found already there (ON CONFLICT DO NOTHING) is never dropped under it.
      await manager.query('LOCK TABLE product_word IN SHARE ROW EXCLUSIVE MODE');
      const [{ dropped }]: { dropped: number }[] = await manager.query(
        `WITH gone AS (
           DELETE FROM product_word
            WHERE word NOT IN (SELECT w.lexeme FROM product p, unnest(to_tsvector('simple', p.name)) w)
           RETURNING 1)
         SELECT count(*)::int AS dropped FROM gone`,
      );
      return dropped;
    });
  }
}
