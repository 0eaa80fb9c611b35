import { Injectable } from '@nestjs/common';
import type { OutboxChannel } from './outbox.entity.js';

/** Works the given rows of one channel now; answers how many were done. */
export type RunNow = (ids: readonly string[]) => Promise<number>;

/**
 * Where a change that has just committed asks for its own outbox rows to be worked at once
 * (a refund whose outcome the answer should show). Each channel's worker registers itself;
 * the change needs to know only the channel, so the order area does not depend on the
 * workers (which depend on it). A channel nobody registered leaves its rows to the poll.
 */
@Injectable()
export class OutboxDispatch {
  private readonly workers = new Map<OutboxChannel, RunNow>();

  register(channel: OutboxChannel, runNow: RunNow): void {
    this.workers.set(channel, runNow);
  }

  async runNow(channel: OutboxChannel, ids: readonly string[]): Promise<number> {
    const run = this.workers.get(channel);
    return run && ids.length > 0 ? run(ids) : 0;
  }
}
