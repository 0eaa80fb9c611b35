// The Dockerfiles, .dockerignore and the front ends' start-up script: the parts of the images
// that can be checked without a Docker engine.
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { runRuntimeConfig } from './support/fixtures.mjs';
import { ROOT, dockerFile } from './support/paths.mjs';

const read = (file) => readFileSync(file, 'utf8');
const API = read(dockerFile('api.Dockerfile'));
const WEB = read(dockerFile('web.Dockerfile'));
const GATEWAY = read(dockerFile('gateway.Dockerfile'));

/** The instructions after the last FROM: what the running container is made of. */
function finalStage(dockerfile) {
  return dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
}

describe('Dockerfiles', () => {
  it('build with npm ci in a node:20-bookworm-slim stage and keep the toolchain out of the runtime', () => {
    for (const [name, file] of [
      ['api', API],
      ['web', WEB],
    ]) {
      assert.match(file, /ARG NODE_IMAGE=node:20-bookworm-slim/, name);
      assert.match(file, /RUN npm ci /, name);
      assert.ok((file.match(/^FROM /gm) ?? []).length >= 3, `${name} is multi-stage`);
      assert.doesNotMatch(
        finalStage(file),
        /npm ci --no-audit|nx run/,
        `${name} runtime has no build`,
      );
    }
    assert.match(API, /npm ci --omit=dev --workspace=@greencart\/api/);
    assert.match(API, /nx run @greencart\/api:build/);
    assert.match(WEB, /ARG NGINX_IMAGE=nginx:1\.27-alpine/);
  });

  it('copy the manifest of every npm workspace, or npm ci fails', () => {
    const { workspaces } = JSON.parse(read(path.join(ROOT, 'package.json')));
    for (const [name, file] of [
      ['api', API],
      ['web', WEB],
    ]) {
      for (const workspace of workspaces) {
        assert.ok(
          file.includes(`COPY ${workspace}/package.json ${workspace}/`),
          `${name} lacks ${workspace}`,
        );
      }
    }
  });

  it('run as an unprivileged user with a health check', () => {
    for (const [name, file, user] of [
      ['api', API, 'node'],
      ['web', WEB, 'nginx'],
      ['gateway', GATEWAY, 'nginx'],
    ]) {
      const runtime = finalStage(file);
      assert.match(runtime, new RegExp(`^USER ${user}$`, 'm'), `${name} runs as root`);
      assert.match(runtime, /^HEALTHCHECK /m, `${name} has no HEALTHCHECK`);
    }
  });

  it('pick the project, its build output and its nginx site from the APP build argument', () => {
    for (const [app, project, site] of [
      ['shell', '@greencart/shell', 'shell.conf'],
      ['storefront', '@greencart/mfe-storefront', 'remote.conf'],
      ['seller', '@greencart/mfe-seller', 'remote.conf'],
    ]) {
      assert.match(
        WEB,
        new RegExp(`${app}\\) project=${project}; dir=[\\w-]+; site=${site.replace('.', '\\.')}`),
      );
    }
    assert.match(WEB, /docker-entrypoint\.d\/40-greencart-runtime-config\.sh/);
  });

  it('leave secrets, dependencies and local state out of the build context', () => {
    const ignored = read(path.join(ROOT, '.dockerignore')).split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.git', '.env', '.data']) {
      assert.ok(ignored.includes(entry), `.dockerignore lacks ${entry}`);
    }
  });
});

describe('runtime-config.sh (front-end container start)', () => {
  const dirs = [];
  const run = (env) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'gc-runtime-config-'));
    dirs.push(dir);
    return { dir, result: runRuntimeConfig(dir, env) };
  };
  after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  const urls = {
    API_PUBLIC_URL: 'http://localhost:4000',
    STOREFRONT_PUBLIC_URL: 'http://localhost:8081/',
    SELLER_PUBLIC_URL: 'http://localhost:8092',
  };

  it('writes the config the shell expects, online payment off by default', () => {
    const { dir, result } = run(urls);
    assert.equal(result.status, 0, result.stderr);
    assert.deepEqual(JSON.parse(read(path.join(dir, 'config.json'))), {
      apiUrl: 'http://localhost:4000',
      remotes: {
        storefront: 'http://localhost:8081/mf-manifest.json',
        seller: 'http://localhost:8092/mf-manifest.json',
      },
      onlinePayment: false,
      locale: 'en-LK',
      timeZone: 'Asia/Colombo',
    });
  });

  it("writes the shop's locale and time zone, refusing what would break the JSON", () => {
    const { dir, result } = run({ ...urls, SHOP_LOCALE: 'en-GB', SHOP_TIME_ZONE: 'Europe/London' });
    assert.equal(result.status, 0, result.stderr);
    const config = JSON.parse(read(path.join(dir, 'config.json')));
    assert.equal(config.locale, 'en-GB');
    assert.equal(config.timeZone, 'Europe/London');
    const bad = run({ ...urls, SHOP_TIME_ZONE: 'Asia/Colombo"' }).result;
    assert.notEqual(bad.status, 0);
    assert.match(bad.stderr, /SHOP_TIME_ZONE must be/);
  });

  it('stops the container and names a missing URL', () => {
    const { SELLER_PUBLIC_URL: _omitted, ...rest } = urls;
    const { result } = run(rest);
    assert.notEqual(result.status, 0);
    assert.match(result.stderr, /SELLER_PUBLIC_URL is not set/);
  });

  it('refuses values that are not http(s) URLs or would break the JSON', () => {
    for (const bad of ['localhost:8082', 'http://x"y', 'javascript:alert(1)']) {
      const { result } = run({ ...urls, SELLER_PUBLIC_URL: bad });
      assert.notEqual(result.status, 0, bad);
      assert.match(result.stderr, /SELLER_PUBLIC_URL must/);
    }
    const { result } = run({ ...urls, ONLINE_PAYMENT: 'yes' });
    assert.match(result.stderr, /ONLINE_PAYMENT must be true or false/);
  });
});
