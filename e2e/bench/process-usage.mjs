// What a benchmark's processes use, measured from outside (stock-orders.mjs, order-paths.mjs):
// CPU ms of the API process and of the run's PostgreSQL backends from /proc, and the statements
// the API has sent, from its probe (api-probe.mjs, answering on SIGUSR2).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

const CLOCK_TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString());

/** CPU ms (user + system) a process has used so far, from /proc/<pid>/stat; 0 once it is gone. */
export function processCpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * What the run's processes have used so far: CPU ms of the API process, of each PostgreSQL
 * backend connected to the run's database (by pid, from pg_stat_activity: other work on a
 * shared server stays out), of this process; and the statements the API has sent (its probe,
 * api-probe.mjs, answers on SIGUSR2); with `counts`, the caller's own counters as they are now
 * (the bare script's statements), which {@link used} subtracts too.
 */
export async function usage(probe, monitor, counts = {}) {
  const backends = new Map();
  if (monitor) {
    const { rows } = await monitor.query(
      `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
    );
    for (const { pid } of rows) backends.set(pid, processCpuMs(pid));
  }
  const { user, system } = process.cpuUsage();
  const probed = await probe.read();
  return {
    apiMs: processCpuMs(probe.pid),
    backends,
    benchMs: (user + system) / 1000,
    apiStatements: probed.queries,
    counts: { ...counts },
    hrtimeUs: probed.hrtimeUs,
  };
}

/** The difference between two {@link usage} readings (the counts' by name, beside the rest). */
export function used(before, after) {
  let databaseMs = 0;
  for (const [pid, ms] of after.backends) databaseMs += ms - (before.backends.get(pid) ?? 0);
  const counted = {};
  for (const [name, value] of Object.entries(before.counts)) {
    counted[name] = after.counts[name] - value;
  }
  return {
    apiMs: after.apiMs - before.apiMs,
    databaseMs,
    benchMs: after.benchMs - before.benchMs,
    apiStatements: after.apiStatements - before.apiStatements,
    ...counted,
    window: [before.hrtimeUs, after.hrtimeUs],
  };
}

/** Asks the API's probe for its count: SIGUSR2, then the file it writes. */
export function probeOf(api, file) {
  let seq = 0;
  return {
    pid: api.child.pid,
    async read() {
      process.kill(api.child.pid, 'SIGUSR2');
      for (;;) {
        try {
          const answer = JSON.parse(readFileSync(file, 'utf8'));
          if (answer.seq > seq) {
            seq = answer.seq;
            return answer;
          }
        } catch {
          // Not written yet, or being written.
        }
        await sleep(2);
      }
    },
  };
}
