/**
 * Where a storefront page's main-thread time goes while it starts: loads each page in
 * Chromium (phone-sized, unthrottled, as Lighthouse observes it) with a performance trace and
 * prints every main-thread task that would be a long task on Lighthouse's throttled phone
 * (over 50 ms at its 4× CPU slowdown, so over 12.5 ms here), each with its time ×4, the
 * script it ran and the functions that took its time (self time, from the trace's CPU profile
 * samples). The sum of `(4 × duration − 50)` over those tasks after the first paint is roughly
 * what Lighthouse reports as total blocking time; the same sum over the tasks' thread time (CPU
 * time of the main thread) follows it: on a busy machine the durations also count the time other
 * processes had the core. A look while working on start-up speed, not a budget (web.mjs
 * measures the budgets).
 *
 *   npm run build && node e2e/bench/task-probe.mjs --pages home,products,product --languages en,si
 *                    [--runs 2] [--top 6] [--min-ms 12.5]
 */
/* global window -- inside addInitScript callbacks */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { listProducts } from '../support/api.mjs';
import { launchBrowser } from '../support/browser.mjs';
import { startStack } from '../support/stack.mjs';

const { values } = parseArgs({
  options: {
    pages: { type: 'string', default: 'home,products,product' },
    languages: { type: 'string', default: 'en' },
    runs: { type: 'string', default: '2' },
    top: { type: 'string', default: '6' },
    'min-ms': { type: 'string', default: '12.5' },
  },
});
// `source-map` comes with the build tools (webpack); without it, minified names are printed.
const SourceMapConsumer = (() => {
  try {
    return createRequire(import.meta.url)('source-map').SourceMapConsumer;
  } catch {
    return null;
  }
})();
const list = (value) => value.split(',').filter(Boolean);
const SLOWDOWN = 4; // Lighthouse's mobile preset (simulated throttling).
const minMs = Number(values['min-ms']);

const shortUrl = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '') || '/' : '');

/**
 * The renderer main thread of the page: the CrRendererMain thread of the process whose main
 * frame navigated to `url` (the browser's own pages, such as a new tab's, run in other
 * renderers, some with more tasks).
 */
function mainThread(events, url) {
  const navigation = events
    .filter(
      (e) =>
        e.name === 'navigationStart' &&
        e.args?.data?.isLoadingMainFrame &&
        String(e.args?.data?.documentLoaderURL ?? '').startsWith(url),
    )
    .at(-1);
  if (!navigation) return null;
  return events.find(
    (e) =>
      e.pid === navigation.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
}

/** The CPU profile samples of one thread, as [{ ts, frame }] with frame the sampled leaf node. */
function samplesOf(events, pid, tid) {
  const nodes = new Map();
  const samples = [];
  // The chunks come from the profiler's own thread; their id is the main thread's profile's.
  const profile = events.find((e) => e.pid === pid && e.tid === tid && e.name === 'Profile');
  const chunks = events.filter(
    (e) => e.pid === pid && e.name === 'ProfileChunk' && e.id === profile?.id,
  );
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const chunk of chunks) {
    const data = chunk.args.data;
    for (const node of data.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    const ids = data.cpuProfile?.samples ?? [];
    const deltas = data.timeDeltas ?? [];
    for (let i = 0; i < ids.length; i += 1) {
      ts += deltas[i] ?? 0;
      samples.push({ ts, id: ids[i] });
    }
  }
  return { nodes, samples };
}

/** The builds' source maps, to name minified functions by their source file and line. */
const DIST_DIRS = ['shell/dist', 'mfe-storefront/dist'].map((dir) =>
  fileURLToPath(new URL(`../../${dir}/`, import.meta.url)),
);
const consumers = new Map();
function consumerFor(file) {
  if (!SourceMapConsumer) return null;
  if (!consumers.has(file)) {
    const dir = DIST_DIRS.find((d) => existsSync(join(d, `${file}.map`)));
    consumers.set(
      file,
      dir
        ? new SourceMapConsumer(JSON.parse(readFileSync(join(dir, `${file}.map`), 'utf8')))
        : null,
    );
  }
  return consumers.get(file);
}

function frameName(node) {
  const f = node?.callFrame;
  if (!f) return '?';
  const file = f.url ? shortUrl(f.url).split('/').pop() : '';
  const original = file
    ? consumerFor(file)?.originalPositionFor({ line: f.lineNumber + 1, column: f.columnNumber })
    : null;
  if (original?.source) {
    const source = original.source.replace(/^webpack:\/\/[^/]*\//, '').replace(/^(\.\.\/)+/, '');
    return `${original.name ?? f.functionName ?? '(anonymous)'} ${source}:${original.line}`;
  }
  const where = file ? `${file}:${f.lineNumber + 1}` : '';
  return `${f.functionName || '(anonymous)'} ${where}`.trim();
}

/** The JS function that started a sample's stack (the frame just below the root / program). */
function entryOf(nodes, id) {
  const parentOf = new Map();
  for (const node of nodes.values()) {
    if (node.parent !== undefined) parentOf.set(node.id, node.parent);
    for (const child of node.children ?? []) parentOf.set(child, node.id);
  }
  let current = id;
  let entry = id;
  while (parentOf.has(current)) {
    const parent = parentOf.get(current);
    if (nodes.get(parent)?.callFrame?.functionName === '(root)') break;
    entry = parent;
    current = parent;
  }
  return entry;
}

async function probe(browser, url, language) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    isMobile: true,
  });
  const page = await context.newPage();
  await page.addInitScript((lang) => {
    localStorage.setItem('greencart.language', lang);
    window.__lcp = 0;
    new PerformanceObserver((entries) => {
      for (const e of entries.getEntries()) window.__lcp = e.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, language);
  await browser.startTracing(page, {
    categories: [
      'devtools.timeline',
      'disabled-by-default-devtools.timeline',
      'v8.execute',
      'disabled-by-default-v8.cpu_profiler',
      'loading',
      'blink.user_timing',
    ],
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.locator('footer').waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents: events } = JSON.parse(buffer.toString());
  const thread = mainThread(events, url);
  if (!thread) throw new Error('no renderer main thread in the trace');
  const { pid, tid } = thread;
  const navigation = events.find(
    (e) => e.pid === pid && e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame,
  );
  const t0 = navigation?.ts ?? 0;
  const lcps = events.filter(
    (e) => e.pid === pid && e.name === 'largestContentfulPaint::Candidate',
  );
  const fcp = events.find((e) => e.pid === pid && e.name === 'firstContentfulPaint');
  const lcp = lcps.at(-1);
  const { nodes, samples } = samplesOf(events, pid, tid);
  // The same sum over the tasks' thread time (CPU time on the main thread): on a busy machine
  // a task's duration also counts the time other processes had the core, its thread time not.
  const fcpTs = fcp?.ts ?? 0;
  const cpuBlocking = events
    .filter(
      (e) =>
        e.pid === pid && e.tid === tid && e.name === 'RunTask' && e.ph === 'X' && e.ts >= fcpTs,
    )
    .reduce((sum, e) => sum + Math.max(0, (SLOWDOWN * (e.tdur ?? e.dur)) / 1000 - 50), 0);
  const tasks = events
    .filter(
      (e) =>
        e.pid === pid &&
        e.tid === tid &&
        e.name === 'RunTask' &&
        e.ph === 'X' &&
        e.dur / 1000 > minMs,
    )
    .sort((a, b) => a.ts - b.ts);
  const rows = tasks.map((task) => {
    const inside = samples.filter((s) => s.ts >= task.ts && s.ts <= task.ts + task.dur);
    const self = new Map();
    const entries = new Map();
    for (const s of inside) {
      const name = frameName(nodes.get(s.id));
      self.set(name, (self.get(name) ?? 0) + 1);
      const entry = frameName(nodes.get(entryOf(nodes, s.id)));
      entries.set(entry, (entries.get(entry) ?? 0) + 1);
    }
    const share = (map) =>
      [...map.entries()]
        .sort((a, b) => b[1] - a[1])
        .slice(0, Number(values.top))
        .map(([name, n]) => `${Math.round((100 * n) / Math.max(inside.length, 1))}% ${name}`);
    // Script evaluations and function calls inside the task name the file that ran.
    const scripts = events
      .filter(
        (e) =>
          e.pid === pid &&
          e.tid === tid &&
          (e.name === 'EvaluateScript' || e.name === 'FunctionCall' || e.name === 'v8.compile') &&
          e.ts >= task.ts &&
          e.ts <= task.ts + task.dur,
      )
      .map((e) => shortUrl(e.args?.data?.url).split('/').pop())
      .filter(Boolean);
    return {
      at: (task.ts - t0) / 1000,
      ms: task.dur / 1000,
      scripts: [...new Set(scripts)].slice(0, 4),
      entries: share(entries),
      self: share(self),
    };
  });
  return {
    cpuBlocking,
    fcp: fcp ? (fcp.ts - t0) / 1000 : null,
    lcp: lcp ? (lcp.ts - t0) / 1000 : null,
    rows,
  };
}

const stack = await startStack();
try {
  const inStock = (await listProducts(stack.urls.api)).filter((p) => p.inStock);
  const category = inStock[0].category.toLowerCase();
  const paths = {
    home: '/',
    products: '/products',
    category: `/category/${category}`,
    product: `/products/${category}/${inStock[0]._id}`,
  };
  const browser = await launchBrowser();
  for (const name of list(values.pages)) {
    for (const language of list(values.languages)) {
      for (let run = 1; run <= Number(values.runs); run += 1) {
        const { fcp, lcp, rows, cpuBlocking } = await probe(
          browser,
          `${stack.urls.shell}${paths[name]}`,
          language,
        );
        const blocking = rows
          .filter((r) => fcp === null || r.at >= fcp)
          .reduce((sum, r) => sum + Math.max(0, SLOWDOWN * r.ms - 50), 0);
        console.log(
          `\n== ${name} ${language} run ${run}: FCP ${fcp?.toFixed(0)} ms, LCP ${lcp?.toFixed(0)} ms (unthrottled); ` +
            `long tasks ×${SLOWDOWN} after FCP ≈ ${blocking.toFixed(0)} ms blocking ` +
            `(by thread time ≈ ${cpuBlocking.toFixed(0)} ms)`,
        );
        for (const r of rows) {
          console.log(
            `  ${r.at.toFixed(0).padStart(5)} ms  ${r.ms.toFixed(1).padStart(5)} ms (×${SLOWDOWN} ${(SLOWDOWN * r.ms).toFixed(0)})  ${r.scripts.join(' ')}`,
          );
          console.log(`      entered by: ${r.entries.join(' · ')}`);
          console.log(`      self:       ${r.self.join(' · ')}`);
        }
      }
    }
  }
  await browser.close();
} finally {
  await stack.stop();
}
