// Runs the image's nginx configuration with Debian's nginx outside a container: the same
// files, with container paths, ports and upstream host names swapped for local ones.
import { spawn, spawnSync } from 'node:child_process';
import {
  chmodSync,
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { dockerFile } from './paths.mjs';

/** The nginx site files as the images install them (conf.d/default.conf). */
const SITES = {
  gateway: { conf: 'gateway.conf', snippets: false },
  shell: { conf: 'shell.conf', snippets: true },
  remote: { conf: 'remote.conf', snippets: true },
};

/** A TCP port nobody listens on right now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (server.address());
      server.close(() => resolve(port));
    });
  });
}

/**
 * Copies the main config and one site into a temp prefix, rewritten for this machine.
 * @param {'gateway' | 'shell' | 'remote'} site
 * @param {{ port?: number, apiUrl?: string, minioUrl?: string }} [options] upstreams for the gateway
 * @returns {{ dir: string, conf: string, htmlDir: string, runDir: string, port: number }}
 */
export function prepareSite(site, { port = 8080, apiUrl, minioUrl } = {}) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `gc-nginx-${site}-`));
  // nginx workers run as `nobody` when the tests run as root: they must read the prefix.
  chmodSync(dir, 0o755);
  const htmlDir = path.join(dir, 'html');
  const runDir = path.join(dir, 'run');
  for (const sub of ['conf.d', 'snippets', 'html', 'run']) mkdirSync(path.join(dir, sub));
  copyFileSync('/etc/nginx/mime.types', path.join(dir, 'mime.types'));

  const main = readFileSync(dockerFile('nginx', 'nginx.conf'), 'utf8')
    .replace('worker_processes auto;', 'worker_processes 1;')
    .replace('pid /tmp/nginx.pid;', `pid ${dir}/nginx.pid;`)
    .replaceAll('/tmp/nginx-', `${dir}/nginx-`)
    .replace('error_log /dev/stderr', `error_log ${dir}/error.log`)
    .replace('access_log /dev/stdout', `access_log ${dir}/access.log`);
  writeFileSync(path.join(dir, 'nginx.conf'), main);

  const localise = (text) => {
    let out = text
      .replaceAll('listen 8080;', `listen 127.0.0.1:${port};`)
      .replaceAll('/usr/share/nginx/html', htmlDir)
      .replaceAll('/run/greencart/', `${runDir}/`);
    if (apiUrl) out = out.replaceAll('http://api:4000', apiUrl);
    if (minioUrl) out = out.replaceAll('http://minio:9000', minioUrl);
    return out;
  };
  const { conf, snippets } = SITES[site];
  writeFileSync(
    path.join(dir, 'conf.d', 'default.conf'),
    localise(readFileSync(dockerFile('nginx', conf), 'utf8')),
  );
  if (snippets) {
    for (const name of ['static-http.conf', 'static-server.conf']) {
      writeFileSync(
        path.join(dir, 'snippets', name),
        localise(readFileSync(dockerFile('nginx', 'snippets', name), 'utf8')),
      );
    }
  }
  return { dir, conf: path.join(dir, 'nginx.conf'), htmlDir, runDir, port };
}

/**
 * `nginx -t` on a prepared site.
 * @param {string} nginx path of the nginx binary
 * @param {{ dir: string, conf: string }} prepared
 */
export function checkSyntax(nginx, prepared) {
  return spawnSync(
    nginx,
    ['-t', '-p', prepared.dir, '-c', prepared.conf, '-e', `${prepared.dir}/error.log`],
    {
      encoding: 'utf8',
    },
  );
}

/**
 * Starts nginx in the foreground on a prepared site and waits until it answers.
 * @param {string} nginx
 * @param {{ dir: string, conf: string, port: number }} prepared
 * @returns {Promise<{ url: string, stop: () => Promise<void> }>}
 */
export async function startNginx(nginx, prepared) {
  const child = spawn(
    nginx,
    [
      '-p',
      prepared.dir,
      '-c',
      prepared.conf,
      '-e',
      `${prepared.dir}/error.log`,
      '-g',
      'daemon off;',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${prepared.port}`;
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      const res = await fetch(`${url}/healthz`);
      await res.arrayBuffer();
      return { url, stop };
    } catch {
      await delay(100);
    }
  }
  await stop();
  throw new Error(`nginx did not answer on ${url}: ${stderr}`);
}
