import {
  Global,
  Inject,
  Logger,
  Module,
  type DynamicModule,
  type OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ResolvedDatabase } from '../database/database-options.js';
import { InProcessJobRunner } from './in-process-job-runner.js';
import { JOB_RUNNER, type JobRunner } from './job-runner.js';
import { PgBossJobRunner } from './pg-boss-job-runner.js';

/**
 * The background job runner, injectable everywhere as `@Inject(JOB_RUNNER)`: pg-boss on a
 * PostgreSQL server, in-process on the embedded database (a resolved pool size means the
 * embedded one). Modules register their jobs in `onApplicationBootstrap`; the runner stops
 * with `app.close()`, waiting for running handlers.
 */
@Global()
@Module({})
export class JobsModule implements OnApplicationShutdown {
  constructor(@Inject(JOB_RUNNER) private readonly runner: JobRunner) {}

  static forRoot(database: ResolvedDatabase): DynamicModule {
    return {
      module: JobsModule,
      providers: [
        {
          provide: JOB_RUNNER,
          inject: [DataSource],
          useFactory: async (dataSource: DataSource): Promise<JobRunner> => {
            const logger = new Logger('Jobs');
            return database.databasePoolSize === undefined
              ? PgBossJobRunner.start(database.databaseUrl, logger)
              : new InProcessJobRunner(dataSource, logger);
          },
        },
      ],
      exports: [JOB_RUNNER],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
  }
}
