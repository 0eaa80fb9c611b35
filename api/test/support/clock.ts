/**
 * A clock the test moves: `Date` (what the API reads for token expiry, health and rate-limit
 * windows) runs on from the real time but can jump ahead, while timers, `performance` and
 * `process.hrtime` stay real, so the database driver, Fastify and supertest work as usual.
 * Replaces sleeping through a wait the test only needs to be over.
 */
export function useMovableClock({ running = true } = {}): {
  forward(ms: number): void;
  restore(): void;
} {
  jest.useFakeTimers({
    doNotFake: [
      'hrtime',
      'nextTick',
      'performance',
      'queueMicrotask',
      'requestAnimationFrame',
      'cancelAnimationFrame',
      'requestIdleCallback',
      'cancelIdleCallback',
      'setImmediate',
      'clearImmediate',
      'setInterval',
      'clearInterval',
      'setTimeout',
      'clearTimeout',
    ],
    // Date keeps moving with real time between jumps; stopped (`running: false`), it moves only
    // by `forward`, so a slow machine cannot let a window run out in the middle of a test.
    advanceTimers: running,
    now: Date.now(),
  });
  return {
    forward: (ms) => jest.setSystemTime(Date.now() + ms),
    restore: () => jest.useRealTimers(),
  };
}
