// Tests of tools/serve-static.mjs. Run: node --test tools/serve-static.test.mjs
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, writeFile, symlink, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync, brotliCompressSync, gunzipSync } from 'node:zlib';
import { request } from 'node:http';
import { createStaticServer, cacheControlFor, resolveInside } from './serve-static.mjs';

let dir;
let outside;
let server;
let port;

function get(urlPath, headers = {}, method = 'GET') {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: urlPath, method, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  outside = await mkdtemp(path.join(tmpdir(), 'serve-static-outside-'));
  const js = 'console.log("main");'.repeat(200);
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><title>GreenCart</title>');
  await writeFile(path.join(dir, 'main.0123abcd.js'), js);
  await writeFile(path.join(dir, 'main.0123abcd.js.gz'), gzipSync(js));
  await writeFile(path.join(dir, 'main.0123abcd.js.br'), brotliCompressSync(js));
  await writeFile(path.join(dir, 'remoteEntry.js'), 'var storefront;');
  await writeFile(path.join(dir, 'mf-manifest.json'), '{"name":"storefront"}');
  await writeFile(path.join(dir, 'big.json'), JSON.stringify({ data: 'x'.repeat(5000) }));
  await writeFile(path.join(dir, '.env'), 'SECRET=1');
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(outside, 'secret.txt'), 'top secret');
  await symlink(path.join(outside, 'secret.txt'), path.join(dir, 'assets', 'link.txt'));
  server = await createStaticServer({
    dir,
    spa: true,
    cors: '*',
    configJson: '{"apiUrl":"http://localhost:4000","remotes":{}}',
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = server.address().port;
});

after(async () => {
  await new Promise((resolve) => server.close(resolve));
  await rm(dir, { recursive: true, force: true });
  await rm(outside, { recursive: true, force: true });
});

test('serves brotli, then gzip, then identity by Accept-Encoding, with Vary', async () => {
  const br = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(br.headers.vary, /Accept-Encoding/);
  const gz = await get('/main.0123abcd.js', { 'accept-encoding': 'gzip' });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.match(gunzipSync(gz.body).toString(), /^console\.log/);
  const plain = await get('/main.0123abcd.js');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.headers['content-type'], 'text/javascript; charset=utf-8');
});

test('gzips a large text file without a precompressed sibling', async () => {
  const res = await get('/big.json', { 'accept-encoding': 'gzip' });
  assert.equal(res.headers['content-encoding'], 'gzip');
  assert.equal(JSON.parse(gunzipSync(res.body).toString()).data.length, 5000);
});

test('caches hashed files for a year and revalidates the rest', async () => {
  assert.equal(
    (await get('/main.0123abcd.js')).headers['cache-control'],
    'public, max-age=31536000, immutable',
  );
  for (const file of ['/', '/index.html', '/remoteEntry.js', '/mf-manifest.json', '/config.json']) {
    assert.equal((await get(file)).headers['cache-control'], 'no-cache', file);
  }
  assert.equal(
    cacheControlFor('assets/outfit-latin-400-normal.1a2b3c4d.woff2'),
    'public, max-age=31536000, immutable',
  );
});

test('answers 304 to a matching If-None-Match', async () => {
  const first = await get('/remoteEntry.js');
  const again = await get('/remoteEntry.js', { 'if-none-match': first.headers.etag });
  assert.equal(again.status, 304);
});

test('serves the generated /config.json', async () => {
  const res = await get('/config.json');
  assert.equal(res.status, 200);
  assert.deepEqual(JSON.parse(res.body.toString()), {
    apiUrl: 'http://localhost:4000',
    remotes: {},
  });
});

test('falls back to index.html for page routes only', async () => {
  const page = await get('/products/Fruits', { accept: 'text/html' });
  assert.equal(page.status, 200);
  assert.match(page.body.toString(), /GreenCart/);
  assert.equal((await get('/missing.0123abcd.js', { accept: '*/*' })).status, 404);
  assert.equal((await get('/api/data', { accept: 'application/json' })).status, 404);
});

test('sends CORS headers so another origin can fetch the manifest', async () => {
  const res = await get('/mf-manifest.json', { origin: 'http://localhost:8080' });
  assert.equal(res.headers['access-control-allow-origin'], '*');
});

test('never serves files outside the folder or dot files', async () => {
  for (const attempt of [
    '/../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/.env',
    '/assets/link.txt',
    '/%00index.html',
  ]) {
    const res = await get(attempt, { accept: '*/*' });
    assert.notEqual(res.status, 200, attempt);
    assert.doesNotMatch(res.body.toString(), /root:|SECRET|top secret/, attempt);
  }
  assert.equal(resolveInside('/srv/dist', '/../x'), '/srv/dist/x');
  assert.equal(resolveInside('/srv/dist', '/a%5c..%5c..%5cx'), null);
});

test('refuses methods other than GET and HEAD', async () => {
  assert.equal((await get('/index.html', {}, 'POST')).status, 405);
  const head = await get('/index.html', {}, 'HEAD');
  assert.equal(head.status, 200);
  assert.equal(head.body.length, 0);
});
