// What every browser flow file shares: one stack and one browser per file, a `flow()` that
// saves screenshots and prints the stack's logs when it fails, and waiting assertions
// (playwright-core has no `expect`).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { launchBrowser, newShopperContext } from './browser.mjs';
import { ROOT, startStack } from './stack.mjs';

export const ARTIFACTS_DIR = join(ROOT, 'e2e', '.artifacts');
/** Bound of one flow: long enough for a slow shared machine, short enough to fail clearly. */
export const FLOW_TIMEOUT_MS = 240_000;

/**
 * Starts the stack and a browser before the file's tests and stops both after them.
 * @param {Parameters<typeof startStack>[0]} [options]
 * @returns {{ stack: Awaited<ReturnType<typeof startStack>>, browser: import('playwright-core').Browser }}
 */
export function useStack(options) {
  const env = { stack: null, browser: null };
  before(
    async () => {
      env.stack = await startStack(options);
      env.browser = await launchBrowser();
    },
    { timeout: 180_000 },
  );
  after(async () => {
    await env.browser?.close();
    await env.stack?.stop();
  });
  return env;
}

function slug(text) {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/**
 * A browser test. `fn` gets `{ open, newContext }`: `newContext()` makes a fresh profile,
 * `open(context?)` a page in it (or in a fresh one). Every page opened this way is
 * screenshotted into e2e/.artifacts/ and the stack's logs are printed if the flow fails.
 * @param {{ stack: any, browser: import('playwright-core').Browser }} env from useStack()
 */
export function flow(env, name, fn, { timeout = FLOW_TIMEOUT_MS } = {}) {
  test(name, { timeout }, async () => {
    const pages = [];
    const contexts = [];
    const consoleErrors = [];
    const newContext = async (options) => {
      const context = await newShopperContext(env.browser, env.stack.urls.shell, options);
      contexts.push(context);
      return context;
    };
    const open = async (context) => {
      const page = await (context ?? (await newContext())).newPage();
      page.on('console', (msg) => {
        if (msg.type() === 'error') consoleErrors.push(`${page.url()}: ${msg.text()}`);
      });
      page.on('pageerror', (err) => consoleErrors.push(`${page.url()}: ${err.message}`));
      pages.push(page);
      return page;
    };
    try {
      await fn({ open, newContext });
    } catch (error) {
      mkdirSync(ARTIFACTS_DIR, { recursive: true });
      for (const [index, page] of pages.entries()) {
        if (page.isClosed()) continue;
        const file = join(ARTIFACTS_DIR, `${slug(name)}-${index + 1}.png`);
        await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
        console.error(`screenshot: ${file} (${page.url()})`);
      }
      if (consoleErrors.length > 0)
        console.error(`browser console errors:\n${consoleErrors.slice(-30).join('\n')}`);
      console.error(env.stack?.logs() ?? 'stack not started');
      throw error;
    } finally {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
    }
  });
}

/**
 * Retries an assertion until it passes or the time is up (then throws its last error).
 * @template T
 * @param {() => Promise<T> | T} check
 */
export async function eventually(check, { timeout = 20_000, interval = 200 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, interval));
    }
  }
}

/** A RegExp matching exactly `text` (trimmed), for `hasText` filters. */
export function exactly(text) {
  return new RegExp(`^\\s*${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
}
