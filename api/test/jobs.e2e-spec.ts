import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory.js';
import { InProcessJobRunner } from '../src/jobs/in-process-job-runner.js';
import { JOB_RUNNER, type JobRunner } from '../src/jobs/job-runner.js';
import { PG_BOSS_SCHEMA } from '../src/jobs/pg-boss-job-runner.js';
import { startTestApp, type TestApp } from './support/test-app.js';

/** Polls `done` until it holds (jobs run in the background), failing after `ms`. */
async function waitFor(done: () => boolean, ms = 20_000): Promise<void> {
  const until = Date.now() + ms;
  while (!done()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const onServer = Boolean(process.env.DATABASE_URL);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The periodic jobs the API registers at start, and the cron pg-boss must hold for each. */
const APP_JOBS = [
  { name: 'checkout-expiry', cron: '* * * * *' },
  { name: 'product-words-prune', cron: '0 0 * * *' },
];

describe('background jobs (two API instances on one database)', () => {
  let test: TestApp;
  let second: NestFastifyApplication | undefined;
  let a: JobRunner;
  let b: JobRunner;

  beforeAll(async () => {
    test = await startTestApp();
    a = test.app.get(JOB_RUNNER);
    if (onServer) {
      // A second whole API on the same database, as a second process would be.
      second = await createApp(test.config);
      b = second.get(JOB_RUNNER);
    } else {
      // The embedded database keeps one connection, so the second instance's runner shares it.
      b = new InProcessJobRunner(test.dataSource, new Logger('Jobs-B'));
    }
  });

  afterAll(async () => {
    if (second) await second.close();
    else await b.stop();
    await test.close();
  });

  it('schedules every periodic job of the API when it starts', async () => {
    if (onServer) {
      // pg-boss's own schedule table: what its cron monitor sends jobs from.
      const rows: { name: string; cron: string }[] = await test.dataSource.query(
        `SELECT name, cron FROM "${PG_BOSS_SCHEMA}".schedule ORDER BY name`,
      );
      expect(rows).toEqual(expect.arrayContaining(APP_JOBS));
    } else {
      const rows: { name: string }[] = await test.dataSource.query(
        `SELECT name FROM "job_schedule" ORDER BY name`,
      );
      expect(rows.map((row) => row.name)).toEqual(
        expect.arrayContaining(APP_JOBS.map((job) => job.name)),
      );
    }
  });

  it('fails loudly, naming the job, when a periodic job cannot be scheduled', async () => {
    // pg-boss schedules by cron (whole minutes dividing an hour, whole hours dividing a day);
    // neither runner takes a period that is not a whole number of seconds.
    for (const seconds of onServer ? [0, 2.5, 30, 90, 7 * 3600] : [0, 2.5, -60]) {
      await expect(a.every('test.unschedulable', seconds, async () => undefined)).rejects.toThrow(
        /job test\.unschedulable/,
      );
    }
  });

  it('runs a periodic job once per period across both instances', async () => {
    const runs: string[] = [];
    const started = Date.now();
    if (onServer) {
      // A cron job of pg-boss: once a minute, sent by one instance's cron monitor (every 30 s).
      await a.every('test.periodic', 60, async () => void runs.push('a'));
      await b.every('test.periodic', 60, async () => void runs.push('b'));
      await waitFor(() => runs.length >= 1, 100_000);
      await sleep(5000);
      expect(runs).toHaveLength(1);
      return;
    }
    await a.every('test.periodic', 1, async () => void runs.push('a'));
    await b.every('test.periodic', 1, async () => void runs.push('b'));
    await waitFor(() => runs.length >= 3);
    await sleep(1000);
    const periods = Math.ceil((Date.now() - started) / 1000);
    // Both instances tick four times a period; without the cluster-wide claim there would be
    // about eight runs a period.
    expect(runs.length).toBeLessThanOrEqual(periods + 1);
  }, 120_000);

  it('runs each one-off job once, even with both instances working the queue', async () => {
    const seen = new Map<number, number>();
    const handler = async (data: { n: number }) => {
      seen.set(data.n, (seen.get(data.n) ?? 0) + 1);
    };
    await a.work('test.oneoff', handler);
    await b.work('test.oneoff', handler);
    for (let n = 0; n < 20; n += 1) await (n % 2 ? a : b).send('test.oneoff', { n });
    await waitFor(() => seen.size === 20);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect([...seen.values()].every((count) => count === 1)).toBe(true);
  });

  it('creates a new queue once when both instances ask for it at the same moment', async () => {
    // Instances starting together on a fresh database all create their queues at once; a
    // deadlock between two of them must not stop either from starting.
    const names = Array.from({ length: 6 }, (_, i) => `test.race${i}`);
    await Promise.all(
      names.flatMap((name) =>
        [a, b, a, b].map((runner, n) => runner.send(name, { n }, { startAfterSeconds: 3600 })),
      ),
    );
    // And the queue works: a job sent now runs (on whichever instance takes it).
    const seen: number[] = [];
    const handler = async ({ n }: { n: number }) => {
      seen.push(n);
    };
    await a.work('test.race0', handler);
    await b.work('test.race0', handler);
    await b.send('test.race0', { n: 9 });
    await waitFor(() => seen.includes(9));
  });

  it('drops a second send with the same dedup key', async () => {
    const runs: string[] = [];
    await a.work<{ tag: string }>('test.dedup', async (data) => void runs.push(data.tag));
    await a.send('test.dedup', { tag: 'first' }, { singletonKey: 'order-1', startAfterSeconds: 1 });
    await a.send('test.dedup', { tag: 'second' }, { singletonKey: 'order-1' });
    await a.send('test.dedup', { tag: 'other' }, { singletonKey: 'order-2' });
    await waitFor(() => runs.length >= 2);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(runs.sort()).toEqual(['first', 'other']);
  });

  it('retries a failed job with back-off until it succeeds', async () => {
    let attempts = 0;
    let done = false;
    await a.work('test.retry', async () => {
      attempts += 1;
      if (attempts < 2) throw new Error('transient failure');
      done = true;
    });
    await a.send('test.retry', {}, { retryLimit: 2 });
    await waitFor(() => done);
    expect(attempts).toBe(2);
  });
});
