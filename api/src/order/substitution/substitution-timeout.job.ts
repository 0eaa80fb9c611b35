import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JOB_RUNNER, type JobRunner } from '../../jobs/job-runner.js';
import { SubstitutionQuestionsService } from './substitution-questions.service.js';

/** How often the job looks for questions whose window has passed (pg-boss schedules whole minutes). */
export const SUBSTITUTION_TIMEOUT_EVERY_SECONDS = 60;

/**
 * Applies the line's preference to questions nobody answered in time (docs/SUBSTITUTIONS.md),
 * on the job runner (one run per period across API instances). An answer arriving later, or
 * the order leaving Packing, settles them too: this job only makes the outcome visible without
 * waiting for either.
 */
@Injectable()
export class SubstitutionTimeoutJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(SubstitutionTimeoutJob.name);

  constructor(
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    private readonly questions: SubstitutionQuestionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('substitution-timeout', SUBSTITUTION_TIMEOUT_EVERY_SECONDS, async () => {
      const decided = await this.questions.settleDue();
      if (decided > 0)
        this.logger.log(`Applied the preference of ${decided} unanswered question(s)`);
    });
  }
}
