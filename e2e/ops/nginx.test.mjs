// The nginx configurations of the images, checked with Debian's nginx: `nginx -t` on each,
// then each one served for real on a local port and asked what a browser would ask.
import assert from 'node:assert/strict';
import { rmSync } from 'node:fs';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
import { ERROR_CODES } from '@greencart/contracts';
import { findBinary } from './support/binaries.mjs';
import {
  HASHED_BUNDLE,
  MISSING_HASHED_BUNDLE,
  runRuntimeConfig,
  startEchoUpstream,
  writeBuildOutput,
} from './support/fixtures.mjs';
import { checkSyntax, freePort, prepareSite, startNginx } from './support/nginx.mjs';

const NGINX = findBinary('nginx');
const YEAR_IMMUTABLE = 'public, max-age=31536000, immutable';
const WEB_ENV = {
  API_PUBLIC_URL: 'https://api.shop.example/',
  STOREFRONT_PUBLIC_URL: 'https://store.shop.example',
  SELLER_PUBLIC_URL: 'https://seller-v2.shop.example',
  ONLINE_PAYMENT: 'true',
};

/** Why the nginx checks are skipped (only when the binary is really not installed), or false. */
const SKIP = NGINX ? false : 'nginx is not installed (apt-get install -y nginx-light)';

/** Serves one static site (shell or remote) with a fake build output and a real config.json. */
async function serveStatic(site) {
  const prepared = prepareSite(site, { port: await freePort() });
  writeBuildOutput(prepared.htmlDir);
  const written = runRuntimeConfig(prepared.runDir, WEB_ENV);
  assert.equal(written.status, 0, written.stderr);
  const server = await startNginx(NGINX, prepared);
  return {
    url: server.url,
    stop: async () => {
      await server.stop();
      rmSync(prepared.dir, { recursive: true, force: true });
    },
  };
}

describe('nginx -t', { skip: SKIP }, () => {
  for (const site of ['gateway', 'shell', 'remote']) {
    it(`accepts the ${site} configuration`, (t) => {
      const prepared = prepareSite(site);
      const result = checkSyntax(NGINX, prepared);
      rmSync(prepared.dir, { recursive: true, force: true });
      assert.equal(result.status, 0, result.stderr);
      assert.match(result.stderr, /test is successful/);
    });
  }
});

describe('shell site', { skip: SKIP }, () => {
  let site;
  before(async () => {
    if (NGINX) site = await serveStatic('shell');
  });
  after(() => site?.stop());

  it('answers a deep link with index.html, never cached', async (t) => {
    const res = await fetch(`${site.url}/products/Fruits/42`);
    assert.equal(res.status, 200);
    assert.match(await res.text(), /<div id="root">/);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
  });

  it('sends the pre-compressed hashed bundle with a year-long immutable cache', async (t) => {
    const res = await fetch(`${site.url}/${HASHED_BUNDLE}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(res.headers.get('cache-control'), YEAR_IMMUTABLE);
    assert.match(res.headers.get('vary') ?? '', /Accept-Encoding/i);
    assert.match(await res.text(), /item 199/);
  });

  it('answers a missing script with 404, not index.html, and does not cache it', async (t) => {
    const res = await fetch(`${site.url}/${MISSING_HASHED_BUNDLE}`);
    assert.equal(res.status, 404);
    assert.doesNotMatch(await res.text(), /<div id="root">/);
    assert.notEqual(res.headers.get('cache-control'), YEAR_IMMUTABLE);
  });

  it('serves config.json written from the environment at start, never cached', async (t) => {
    const res = await fetch(`${site.url}/config.json`);
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-cache');
    assert.deepEqual(await res.json(), {
      apiUrl: 'https://api.shop.example',
      remotes: {
        storefront: 'https://store.shop.example/mf-manifest.json',
        seller: 'https://seller-v2.shop.example/mf-manifest.json',
      },
      onlinePayment: true,
      // SHOP_LOCALE and SHOP_TIME_ZONE are unset here: the shop's defaults.
      locale: 'en-LK',
      timeZone: 'Asia/Colombo',
    });
  });

  it('gives every answer a request id', async (t) => {
    const res = await fetch(`${site.url}/`);
    assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f]{32}$/);
  });
});

describe('remote site (storefront, seller)', { skip: SKIP }, () => {
  let site;
  before(async () => {
    if (NGINX) site = await serveStatic('remote');
  });
  after(() => site?.stop());

  for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
    it(`serves ${file} to another origin, revalidated on every load`, async (t) => {
      const res = await fetch(`${site.url}/${file}`, {
        headers: { origin: 'https://shop.example' },
      });
      assert.equal(res.status, 200);
      assert.equal(res.headers.get('access-control-allow-origin'), '*');
      assert.equal(res.headers.get('cache-control'), 'no-cache');
    });
  }

  it('keeps hashed chunks for a year and shares them cross-origin', async (t) => {
    const res = await fetch(`${site.url}/${HASHED_BUNDLE}`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    assert.equal(res.headers.get('cache-control'), YEAR_IMMUTABLE);
    assert.equal(res.headers.get('content-encoding'), 'gzip');
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });

  it('answers a CORS preflight', async (t) => {
    const res = await fetch(`${site.url}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'https://shop.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(res.status, 204);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.match(res.headers.get('access-control-allow-methods') ?? '', /GET/);
  });

  it('has no SPA fallback: an unknown path is a 404', async (t) => {
    const res = await fetch(`${site.url}/seller/orders`);
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
  });
});

describe('gateway', { skip: SKIP }, () => {
  let api;
  let minio;
  let gateway;
  let prepared;
  before(async () => {
    if (!NGINX) return;
    api = await startEchoUpstream();
    minio = await startEchoUpstream();
    prepared = prepareSite('gateway', {
      port: await freePort(),
      apiUrl: api.url,
      minioUrl: minio.url,
    });
    gateway = await startNginx(NGINX, prepared);
  });
  after(async () => {
    await gateway?.stop();
    await api?.close();
    await minio?.close();
    if (prepared) rmSync(prepared.dir, { recursive: true, force: true });
  });

  it('forwards the client address, scheme and a request id, and returns that id once', async (t) => {
    const res = await fetch(`${gateway.url}/api/product/list?category=Fruits`);
    const seen = await res.json();
    assert.equal(seen.url, '/api/product/list?category=Fruits');
    assert.equal(seen.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(seen.headers['x-forwarded-proto'], 'http');
    assert.match(seen.headers['x-request-id'], /^[0-9a-f]{32}$/);
    assert.equal(res.headers.get('x-request-id'), seen.headers['x-request-id']);
  });

  it("keeps a caller's well-formed request id and replaces a malformed one", async (t) => {
    const kept = await fetch(`${gateway.url}/api/health`, {
      headers: { 'x-request-id': 'lb-1234.abc' },
    });
    assert.equal((await kept.json()).headers['x-request-id'], 'lb-1234.abc');
    const replaced = await fetch(`${gateway.url}/api/health`, {
      headers: { 'x-request-id': 'a b"c' },
    });
    assert.match((await replaced.json()).headers['x-request-id'], /^[0-9a-f]{32}$/);
  });

  it('serves product images from the bucket under /media/, cached, read-only', async (t) => {
    const res = await fetch(`${gateway.url}/media/greencart-images/p/apple.card.webp`);
    assert.equal((await res.json()).url, '/greencart-images/p/apple.card.webp');
    assert.match(res.headers.get('cache-control') ?? '', /max-age=31536000/);
    const upload = await fetch(`${gateway.url}/media/greencart-images/x.webp`, {
      method: 'PUT',
      body: 'x',
    });
    assert.equal(upload.status, 403);
  });

  it('refuses an upload over 25 MB with the API error shape', async (t) => {
    const { status, body } = await announceBody(`${gateway.url}/api/product/add`, 26 * 1024 * 1024);
    assert.equal(status, 413);
    assert.equal(JSON.parse(body).code, ERROR_CODES.PAYLOAD_TOO_LARGE);
  });

  it('answers 503 with the API error shape when no replica is reachable', async (t) => {
    await api.close();
    const res = await fetch(`${gateway.url}/api/product/list`);
    assert.equal(res.status, 503);
    const body = await res.json();
    assert.equal(body.success, false);
    assert.equal(body.code, ERROR_CODES.UNAVAILABLE);
    assert.ok(res.headers.get('x-request-id'));
  });
});

/**
 * Sends only the headers of a POST announcing `length` bytes: nginx judges the size from
 * Content-Length before reading the body.
 */
function announceBody(url, length) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', headers: { 'content-length': length } },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    req.on('error', reject);
    req.flushHeaders();
  });
}
