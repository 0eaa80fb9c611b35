// Build-output look-alikes for the static sites, and a recording upstream for the gateway.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { dockerFile } from './paths.mjs';

/** A content-hashed bundle name as webpack emits it, and one that does not exist. */
export const HASHED_BUNDLE = 'main.3f9a1c2e7b.js';
export const MISSING_HASHED_BUNDLE = 'chunk.0badc0de99.js';

/**
 * Writes what a front-end build leaves in dist/: index.html, a hashed bundle with its
 * pre-compressed `.gz` (compression-webpack-plugin), and the Module Federation files.
 * @param {string} htmlDir
 */
export function writeBuildOutput(htmlDir) {
  const bundle = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `item ${i}`))};\n`;
  writeFileSync(
    path.join(htmlDir, 'index.html'),
    '<!doctype html><title>GreenCart</title><div id="root"></div>',
  );
  writeFileSync(path.join(htmlDir, HASHED_BUNDLE), bundle);
  writeFileSync(path.join(htmlDir, `${HASHED_BUNDLE}.gz`), gzipSync(bundle));
  writeFileSync(
    path.join(htmlDir, 'mf-manifest.json'),
    JSON.stringify({ name: 'seller', exposes: [] }),
  );
  writeFileSync(path.join(htmlDir, 'remoteEntry.js'), 'var seller;');
}

/**
 * Runs the image's runtime-config.sh with `env`, writing into `runDir`.
 * @param {string} runDir
 * @param {Record<string, string>} env
 */
export function runRuntimeConfig(runDir, env) {
  return spawnSync('sh', [dockerFile('web', 'runtime-config.sh')], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', GC_RUNTIME_DIR: runDir, ...env },
  });
}

/**
 * An HTTP server standing in for an API replica (or MinIO): answers every request with what
 * it received, so a test sees what the gateway forwarded.
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startEchoUpstream() {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      // The API echoes the request id; the gateway must not double it.
      if (req.headers['x-request-id']) res.setHeader('x-request-id', req.headers['x-request-id']);
      res.end(JSON.stringify({ method: req.method, url: req.url, headers: req.headers }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
