import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { JOB_RUNNER, type JobRunner } from '../../jobs/job-runner.js';
import { DeliverySlotsService } from './delivery-slots.service.js';

/** How often slot instances are generated ahead (reading slots also generates them). */
export const SLOT_GENERATION_EVERY_SECONDS = 15 * 60;

/**
 * Generates the slot instances of the next days for every zone with a template, on the job
 * runner (one run per period across API instances); idempotent (unique zone + key).
 */
@Injectable()
export class DeliverySlotsJob implements OnApplicationBootstrap {
  private readonly logger = new Logger(DeliverySlotsJob.name);

  constructor(
    @Inject(JOB_RUNNER) private readonly jobs: JobRunner,
    private readonly slots: DeliverySlotsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.every('delivery-slots', SLOT_GENERATION_EVERY_SECONDS, async () => {
      const zones = await this.slots.ensureAll();
      if (zones > 0) this.logger.debug(`Generated delivery slots for ${zones} zone(s)`);
    });
  }
}
