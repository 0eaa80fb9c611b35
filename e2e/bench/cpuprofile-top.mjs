// The functions that took the most CPU in a V8 profile (`node --cpu-prof`): self time, the
// time the CPU was in the function's own code (not in what it called), summed over every
// call site of the same function.
// Usage: node e2e/bench/cpuprofile-top.mjs <file.cpuprofile> [--top 10] [--windows <file.json>]
// --windows: a JSON array of [startUs, endUs] on the profile's clock (what stock-orders.mjs
// writes beside the profile for its API phases); only samples inside them count, so start-up
// and seeding stay out of the figures.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { top: { type: 'string', default: '10' }, windows: { type: 'string' } },
});
if (positionals.length !== 1) {
  console.error('usage: node cpuprofile-top.mjs <file.cpuprofile> [--top 10] [--windows w.json]');
  process.exit(2);
}

/**
 * Self time per function (name + file + line) in ms, and the total, from a profile's samples;
 * only samples inside `windows` ([startUs, endUs] pairs) when given.
 */
function selfTimes(profile, windows) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  let total = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    // A sample stands for the time until the next one.
    const next = profile.timeDeltas[i + 1] ?? 0;
    if (windows && !windows.some(([from, to]) => at >= from && at <= to)) continue;
    const { callFrame } = nodes.get(profile.samples[i]);
    const where = callFrame.url
      ? `${shortUrl(callFrame.url)}:${callFrame.lineNumber + 1}`
      : '(native)';
    const key = `${callFrame.functionName || '(anonymous)'}  ${where}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + next / 1000);
    total += next / 1000;
  }
  return { byFunction, total };
}

function shortUrl(url) {
  const path = url.replace(/^file:\/\//, '');
  if (!path.startsWith('/')) return path;
  const modules = path.lastIndexOf('/node_modules/');
  return modules >= 0 ? path.slice(modules + 1) : relative(process.cwd(), path);
}

const profile = JSON.parse(readFileSync(positionals[0], 'utf8'));
const windows = options.windows ? JSON.parse(readFileSync(options.windows, 'utf8')) : undefined;
const { byFunction, total } = selfTimes(profile, windows);
if (total === 0) {
  console.error('no samples (inside the windows): nothing to summarise');
  process.exit(1);
}
const top = [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, Number(options.top));
console.log(`${total.toFixed(0)} ms sampled${windows ? ` in ${windows.length} windows` : ''}`);
console.log('   self ms      %  function  file:line');
for (const [key, ms] of top) {
  console.log(
    `${ms.toFixed(0).padStart(10)} ${((100 * ms) / total).toFixed(1).padStart(6)}  ${key}`,
  );
}
