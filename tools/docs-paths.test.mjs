// The repository's docs name files and classes; this fails when one they name no longer
// exists (a file moved or renamed, a class gone), so a doc cannot quietly point at nothing.
// Checked: every `code span` in README.md, docs/*.md and the READMEs of e2e/, e2e/bench/ and
// docker/ that looks like a source path (it has a file extension of ours, or ends in `/`), and
// every code span that looks like one of our class names (FooService, FooJob, FooEntity …).
// A path may be written from the repository root or shortened from the left
// (`order/order-placement.ts`, `order-placement.ts`): some tracked file must end with it.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const folders = new Set(
  tracked.flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);

const DOCS = [
  'README.md',
  'e2e/README.md',
  'e2e/bench/README.md',
  'docker/README.md',
  ...tracked.filter((file) => /^docs\/[^/]+\.md$/.test(file)),
].filter((file) => tracked.includes(file));

/** A code span that names one of our files or folders. */
const PATH_LIKE =
  /^(\.{0,2}\/)?[\w.@-]+(\/[\w.@-]+)*(\.(ts|tsx|mjs|cjs|js|json|css|md|yml|yaml|conf|sh|png)|\/)$/;
/** A code span that names one of our classes. */
const CLASS_LIKE =
  /^[A-Z][A-Za-z]+(Service|Job|Worker|Entity|Module|Controller|Gateway|Provider|Guard|Filter|Transitions|Transaction|Stock|Limits|Keys|Queue|Dispatch)$/;

function spans(text) {
  return [...text.matchAll(/`([^`\n]+)`/g)].map((m) => m[1].trim());
}

/**
 * What the build and a running store make, never tracked: the data folder, the runtime
 * config, the shell's service worker, build outputs (a `dist/` path is checked against its source instead).
 */
const GENERATED =
  /^(\.data\/|\/config\.json$|\/sw\.js$|e2e\/\.artifacts\/|mf-manifest\.json$|remoteEntry\.js$|main\.js$)/;

/** Whether some tracked file or folder ends with `name` (whole path segments). */
function exists(name) {
  if (GENERATED.test(name)) return true;
  // A build output names its source: api/dist/x/y.js ← api/src/x/y.ts.
  const built = /^api\/dist\/(.+)\.js$/.exec(name);
  if (built) return exists(`api/src/${built[1]}.ts`);
  const clean = name.replace(/^\.\//, '').replace(/\/$/, '');
  if (clean.startsWith('../')) return true; // outside the repository: not ours to check
  return (
    tracked.some((file) => file === clean || file.endsWith(`/${clean}`)) ||
    [...folders].some((folder) => folder === clean || folder.endsWith(`/${clean}`))
  );
}

const sources = tracked.filter((file) => /\.(ts|tsx|mjs)$/.test(file));
let declared;
/** Whether a class, function or constant of that name is declared in our sources. */
function classExists(name) {
  declared ??= new Set(
    sources.flatMap((file) =>
      [
        ...readFileSync(path.join(ROOT, file), 'utf8').matchAll(
          /\b(?:class|function|const)\s+([A-Z]\w+)/g,
        ),
      ].map((m) => m[1]),
    ),
  );
  // A migration is named in docs without its timestamp (OrderStatusGuard1763970000000).
  return declared.has(name) || [...declared].some((d) => new RegExp(`^${name}\\d{13}$`).test(d));
}

describe('the docs name files and classes that exist', () => {
  for (const doc of DOCS) {
    it(doc, () => {
      const text = readFileSync(path.join(ROOT, doc), 'utf8');
      const missing = [];
      for (const span of spans(text)) {
        if (/\s|[*<>{}$=]/.test(span) || /^https?:/.test(span)) continue;
        if (PATH_LIKE.test(span) && span.includes('.') && !exists(span)) missing.push(span);
        else if (CLASS_LIKE.test(span) && !classExists(span)) missing.push(span);
      }
      assert.deepEqual([...new Set(missing)], [], `${doc} names what does not exist`);
    });
  }
});

describe('the README names the API modules there are', () => {
  it('lists every folder of api/src', () => {
    const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
    const row = readme
      .split('\n')
      .find((line) => line.includes('a module per folder of `api/src/`'));
    assert.ok(row, 'the README layout table has no api/ row');
    const modules = [...folders].filter((f) => /^api\/src\/[^/]+$/.test(f)).map((f) => f.slice(8));
    const unnamed = modules.filter((name) => !new RegExp(`\\b${name}\\b`).test(row));
    assert.deepEqual(unnamed, [], 'folders of api/src the README does not name');
  });
});
