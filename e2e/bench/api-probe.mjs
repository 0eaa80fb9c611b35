// Loaded into the API process by a benchmark (`node --import <this file> api/dist/main.js`),
// never by the API itself. It counts the statements the process sends to the database: every
// `pg` Client#query is one round trip (pg sends one statement and waits for its answer; it
// does not pipeline), whoever makes it (TypeORM, the outbox worker, LISTEN). On SIGUSR2 it
// writes `{ seq, queries, hrtimeUs }` to BENCH_PROBE_FILE: the count so far and the time on
// the monotonic clock that V8's CPU profiles use, so a benchmark can cut a `--cpu-prof`
// profile to its measured phases (cpuprofile-top.mjs --windows).
import { appendFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const file = process.env.BENCH_PROBE_FILE;
if (!file) throw new Error('api-probe.mjs needs BENCH_PROBE_FILE');
// The `pg` the API resolves (TypeORM loads it with require): the same module, the same class.
const pg = createRequire(process.argv[1])('pg');
const log = process.env.BENCH_PROBE_LOG;
let queries = 0;
let seq = 0;
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(...args) {
  queries += 1;
  if (log) {
    const text = typeof args[0] === 'string' ? args[0] : args[0]?.text;
    appendFileSync(log, `${String(text).replace(/\s+/g, ' ').slice(0, 300)}\n`);
  }
  return query.apply(this, args);
};
process.on('SIGUSR2', () => {
  seq += 1;
  writeFileSync(
    file,
    JSON.stringify({ seq, queries, hrtimeUs: Number(process.hrtime.bigint() / 1000n) }),
  );
});
