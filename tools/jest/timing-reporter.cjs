/**
 * A jest reporter that prints, after the run, how long each test file took: wall time, and
 * the CPU time of the jest process while the file ran (with --runInBand the file runs in that
 * process, so the embedded database's work is counted too; a PostgreSQL server's work is
 * not). CPU time barely moves when other programs load the machine, wall time does: compare
 * CPU figures between runs on a shared machine.
 *
 *   npx jest --runInBand --reporters=default --reporters=../tools/jest/timing-reporter.cjs
 *
 * Options (reporter options, or the environment): `top` (JEST_TIMINGS_TOP, rows printed,
 * default 10), `file` (JEST_TIMINGS_FILE, also writes every file's figures there as JSON).
 */
const { writeFileSync } = require('node:fs');
const { relative } = require('node:path');

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

class TimingReporter {
  constructor(globalConfig, options = {}) {
    this.rootDir = globalConfig.rootDir;
    // A worker's CPU is not this process's: CPU figures only when the files run in band.
    this.inBand = globalConfig.maxWorkers <= 1;
    this.top = Number(options.top ?? process.env.JEST_TIMINGS_TOP ?? 10);
    this.file = options.file ?? process.env.JEST_TIMINGS_FILE;
    this.started = new Map();
    this.rows = [];
    this.runStart = Date.now();
    this.runCpu = cpuMs();
  }

  onTestFileStart(test) {
    this.started.set(test.path, { wall: Date.now(), cpu: cpuMs() });
  }

  onTestFileResult(test, result) {
    const start = this.started.get(test.path);
    const tests = result.testResults ?? [];
    this.rows.push({
      file: relative(this.rootDir, test.path),
      wallMs: start ? Date.now() - start.wall : result.perfStats.runtime,
      cpuMs: this.inBand && start ? Math.round(cpuMs() - start.cpu) : null,
      // Time in tests themselves; the rest is loading, beforeAll/afterAll (booting the app).
      testsMs: tests.reduce((sum, t) => sum + (t.duration ?? 0), 0),
      tests: tests.length,
      failed: result.numFailingTests,
    });
  }

  onRunComplete() {
    const rows = [...this.rows].sort((a, b) => b.wallMs - a.wallMs);
    const s = (ms) => (ms == null ? '-' : (ms / 1000).toFixed(1));
    const total = {
      wallMs: Date.now() - this.runStart,
      cpuMs: this.inBand ? Math.round(cpuMs() - this.runCpu) : null,
      files: rows.length,
    };
    const lines = [
      '',
      `Timings: ${total.files} files, ${s(total.wallMs)} s wall, ${s(total.cpuMs)} s CPU of this process`,
      `${'wall s'.padStart(8)} ${'cpu s'.padStart(8)} ${'tests s'.padStart(8)}  file`,
      ...rows
        .slice(0, this.top)
        .map(
          (r) =>
            `${s(r.wallMs).padStart(8)} ${s(r.cpuMs).padStart(8)} ${s(r.testsMs).padStart(8)}  ${r.file}`,
        ),
    ];
    process.stderr.write(`${lines.join('\n')}\n`);
    if (this.file) writeFileSync(this.file, JSON.stringify({ total, files: rows }, null, 2));
  }
}

module.exports = TimingReporter;
