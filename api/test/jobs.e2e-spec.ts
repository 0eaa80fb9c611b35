import { Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../src/app.factory.js';
import { InProcessJobRunner } from '../src/jobs/in-process-job-runner.js';
import { JOB_RUNNER, type JobRunner } from '../src/jobs/job-runner.js';
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

  it('runs a periodic job once per period across both instances', async () => {
    const runs: string[] = [];
    const started = Date.now();
    await a.every('test.periodic', 1, async () => void runs.push('a'));
    await b.every('test.periodic', 1, async () => void runs.push('b'));
    await waitFor(() => runs.length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const periods = Math.ceil((Date.now() - started) / 1000);
    // Both instances tick four times a period; without the cluster-wide claim there would be
    // about eight runs a period.
    expect(runs.length).toBeLessThanOrEqual(periods + 1);
  });

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
