// Screenshot comparison for the screens flow (e2e/flows/screens.test.mjs): each screen is
// captured in a still, repeatable state and compared with its committed baseline in
// e2e/screens/ by pixelmatch. `UPDATE_SCREENS=1` rewrites the baselines instead.
/* global document, window -- inside page.evaluate callbacks, which run in the browser */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { ROOT } from './stack.mjs';

export const SCREENS_DIR = join(ROOT, 'e2e', 'screens');

/** The two widths every screen is checked at: a small phone and a common laptop. */
export const WIDTHS = [
  { name: 'phone', viewport: { width: 360, height: 800 } },
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
];

/**
 * pixelmatch's per-pixel colour tolerance (0..1): anti-aliasing noise is ignored, a moved
 * border or a changed colour is not.
 */
export const PIXEL_THRESHOLD = 0.1;
/**
 * A screen fails when more than this share of its pixels differ: 0.5 % of a 1366 × 800
 * viewport is about 5,500 pixels, less than one wrapped line of text or a shifted button.
 */
export const MAX_DIFF_RATIO = 0.005;
/** Longest page part captured: a full page, cut at this height (keeps the files small). */
export const MAX_HEIGHT = 2400;

export const UPDATE = process.env.UPDATE_SCREENS === '1';

/** Fixed moment the browser's clock shows (delivery slots, "today", greetings). */
export const FROZEN_TIME = new Date('2026-03-02T09:00:00Z');

/**
 * Context options that make rendering repeatable: one device pixel a CSS pixel, reduced
 * motion, a fixed locale and time zone (dates, money formatting).
 */
export const STILL_CONTEXT = {
  deviceScaleFactor: 1,
  reducedMotion: 'reduce',
  colorScheme: 'light',
  locale: 'en-GB',
  timezoneId: 'Asia/Colombo',
};

/** No animation, transition or blinking caret, whatever a stylesheet asks for. */
const STILL_CSS = `*, *::before, *::after {
  animation: none !important;
  transition: none !important;
  caret-color: transparent !important;
  scroll-behavior: auto !important;
}`;

/**
 * Freezes the page's clock and adds the still style sheet to every document it loads.
 * Call once per page, before the first navigation.
 * @param {import('playwright-core').Page} page
 */
export async function stillPage(page) {
  await page.clock.setFixedTime(FROZEN_TIME);
  await page.addInitScript((css) => {
    const add = () => {
      const style = document.createElement('style');
      style.dataset.screens = 'still';
      style.textContent = css;
      document.head.append(style);
    };
    if (document.head) add();
    else document.addEventListener('DOMContentLoaded', add, { once: true });
  }, STILL_CSS);
}

/**
 * Waits until the page is still: web fonts loaded (and the landing page's deferred font
 * switched on), every image loaded (lazy ones too), no spinner or skeleton left, and two
 * animation frames painted.
 * @param {import('playwright-core').Page} page
 */
export async function settle(page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => document.documentElement.dataset.gcFont !== 'later', null, {
    timeout: 15_000,
  });
  // Cards render their image only once near the viewport: scroll through the captured part.
  await page.evaluate(async (maxHeight) => {
    const frame = () => new Promise((res) => window.requestAnimationFrame(res));
    const bottom = Math.min(document.documentElement.scrollHeight, maxHeight);
    for (let y = 0; y < bottom; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await frame();
      await frame();
    }
    window.scrollTo(0, 0);
    await frame();
    // React adds a card's <img> a little after its observer fires: wait until the number of
    // images has stopped changing (five checks 100 ms apart) before waiting for them to load.
    let count = -1;
    for (let same = 0, tries = 0; same < 5 && tries < 100; tries += 1) {
      await new Promise((res) => setTimeout(res, 100));
      same = document.images.length === count ? same + 1 : 0;
      count = document.images.length;
    }
  }, MAX_HEIGHT);
  await page.evaluate(async () => {
    for (const img of document.images) img.loading = 'eager';
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) =>
        img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((res) => {
              img.addEventListener('load', res, { once: true });
              img.addEventListener('error', res, { once: true });
            }),
      ),
    );
  });
  await page
    .locator('[aria-busy="true"], .gc-spinner, [class*="skeleton"]')
    .first()
    .waitFor({ state: 'detached', timeout: 15_000 })
    .catch(() => undefined);
  await page.evaluate(
    () =>
      new Promise((res) => window.requestAnimationFrame(() => window.requestAnimationFrame(res))),
  );
}

/**
 * Compares a screenshot with its baseline. Returns null when it matches (or the baseline was
 * written), otherwise a message naming the actual and diff images it wrote.
 * @param {string} name file name without extension, e.g. `storefront-home-phone`
 * @param {Buffer} actualPng the screenshot
 * @param {{ outDir: string }} run where failing screens' images go
 */
export function compareWithBaseline(name, actualPng, run) {
  const baselineFile = join(SCREENS_DIR, `${name}.png`);
  const actual = PNG.sync.read(actualPng);
  if (UPDATE) {
    mkdirSync(SCREENS_DIR, { recursive: true });
    // Re-encoded at the highest zlib level: the committed files stay small.
    writeFileSync(baselineFile, PNG.sync.write(actual, { deflateLevel: 9, filterType: -1 }));
    return { name, differing: 0, ratio: 0, message: null };
  }
  if (!existsSync(baselineFile)) {
    const file = writeActual(run, name, actualPng);
    return fail(name, `no baseline ${baselineFile}; actual: ${file}`);
  }
  const expected = PNG.sync.read(readFileSync(baselineFile));
  if (expected.width !== actual.width || expected.height !== actual.height) {
    const file = writeActual(run, name, actualPng);
    return fail(
      name,
      `size ${actual.width}×${actual.height} differs from the baseline's ` +
        `${expected.width}×${expected.height}; actual: ${file}, baseline: ${baselineFile}`,
    );
  }
  const { width, height } = actual;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(expected.data, actual.data, diff.data, width, height, {
    threshold: PIXEL_THRESHOLD,
  });
  const ratio = differing / (width * height);
  if (ratio <= MAX_DIFF_RATIO) return { name, differing, ratio, message: null };
  const file = writeActual(run, name, actualPng);
  const diffFile = join(run.outDir, `${name}.diff.png`);
  writeFileSync(diffFile, PNG.sync.write(diff));
  return {
    name,
    differing,
    ratio,
    message:
      `${differing} pixels (${(ratio * 100).toFixed(2)} %) differ, more than ` +
      `${MAX_DIFF_RATIO * 100} %; actual: ${file}, diff: ${diffFile}, baseline: ${baselineFile}`,
  };
}

function fail(name, message) {
  return { name, differing: Number.NaN, ratio: Number.NaN, message };
}

function writeActual(run, name, png) {
  const file = join(run.outDir, `${name}.actual.png`);
  writeFileSync(file, png);
  return file;
}

/** Where one run's failing screens go: a fresh temp folder, made at the first failure. */
export function newRun() {
  let dir;
  return {
    get outDir() {
      dir ??= mkdtempSync(join(tmpdir(), 'gc-screens-'));
      return dir;
    },
  };
}
