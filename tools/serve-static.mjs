#!/usr/bin/env node
/**
 * A small, dependency-free static server for a built front end (`dist/`).
 *
 * - Serves precompressed `.br` / `.gz` siblings when the browser accepts them (and gzips
 *   other text files on the fly), always with `Vary: Accept-Encoding`.
 * - Content-hashed files are cached for a year (`immutable`); everything else, notably
 *   index.html, config.json, mf-manifest.json and remoteEntry.js, is `no-cache` (revalidated
 *   with an ETag), so a redeploy or a rollback is seen on the next page load.
 * - `--spa` answers unknown paths that look like pages with index.html (the shell's routes).
 * - CORS for the remotes' files, which the shell fetches from another origin: `--cors '*'`
 *   (the default: they are public assets) or a comma-separated allow-list of origins.
 * - `--config-json '<json>'` serves that JSON as /config.json instead of the file.
 * - Paths are resolved inside `--dir` only: `..`, encoded separators, NUL bytes, dot files
 *   and symlinks leading out of it answer 404.
 *
 * Usage: node tools/serve-static.mjs --dir shell/dist --port 8080 --spa \
 *          [--host 127.0.0.1] [--cors '*'|origin,origin] [--config-json '{...}']
 */
import { createServer } from 'node:http';
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Text types worth compressing. */
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
/** Files whose URL never changes while their content does: always revalidated. */
const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'config.json',
  'mf-manifest.json',
  'mf-stats.json',
  'remoteEntry.js',
]);
/** `name.0123abcd.js`, `assets/font.0123abcd.woff2`: content-hashed by the build. */
const HASHED_NAME = /\.[0-9a-f]{8,}\.[a-z0-9]+$/i;
const ONE_YEAR = 31_536_000;

/** The Cache-Control header for a file under the served folder. */
export function cacheControlFor(relativePath) {
  const base = path.posix.basename(relativePath);
  if (ALWAYS_REVALIDATE.has(base) || base.endsWith('.html')) return 'no-cache';
  if (HASHED_NAME.test(base)) return `public, max-age=${ONE_YEAR}, immutable`;
  return 'no-cache';
}

/** The encodings the client accepts (q > 0), from an Accept-Encoding header. */
function acceptedEncodings(header = '') {
  const accepted = new Set();
  for (const part of String(header).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (name && !(q && Number(q.slice(2)) === 0)) accepted.add(name);
  }
  return accepted;
}

/**
 * The file inside `root` a URL path names, or null when it would leave `root`, names a dot
 * file, or cannot be decoded.
 */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const normalized = path.posix.normalize(`/${decoded}`);
  if (normalized.split('/').some((segment) => segment.startsWith('.') && segment !== ''))
    return null;
  const full = path.join(root, normalized);
  return full === root || full.startsWith(root + path.sep) ? full : null;
}

async function statFile(file) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

function parseArgs(argv) {
  const options = {
    port: 8080,
    host: '127.0.0.1',
    dir: 'dist',
    spa: false,
    cors: '*',
    configJson: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i];
    const value = () => {
      const next = argv[i + 1];
      if (next === undefined) throw new Error(`${arg} needs a value`);
      i += 1;
      return next;
    };
    if (arg === '--port') options.port = Number(value());
    else if (arg === '--host') options.host = value();
    else if (arg === '--dir') options.dir = value();
    else if (arg === '--spa') options.spa = true;
    else if (arg === '--cors') options.cors = value();
    else if (arg === '--config-json') options.configJson = value();
    else throw new Error(`Unknown option ${arg}`);
  }
  if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) {
    throw new Error('--port must be a port number');
  }
  return options;
}

/** The Access-Control-Allow-Origin value for a request, or null for none. */
function allowedOrigin(cors, origin) {
  if (!cors) return null;
  if (cors === '*') return '*';
  const list = cors
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return origin && list.includes(origin) ? origin : null;
}

/**
 * Creates (does not start) the static server.
 * @param {{ dir: string, spa?: boolean, cors?: string | null, configJson?: string | null }} options
 * @returns {Promise<import('node:http').Server>}
 */
export async function createStaticServer({ dir, spa = false, cors = '*', configJson = null }) {
  const root = await realpath(path.resolve(dir));
  const generatedConfig =
    configJson === null ? null : Buffer.from(JSON.stringify(JSON.parse(configJson)));
  const gzipCache = new Map();

  async function gzipped(file, info) {
    const key = `${file}:${info.mtimeMs}:${info.size}`;
    if (!gzipCache.has(key))
      gzipCache.set(key, await gzipAsync(await readFile(file), { level: 9 }));
    return gzipCache.get(key);
  }

  function commonHeaders(req, res) {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    const origin = allowedOrigin(cors, req.headers.origin);
    if (origin) {
      res.setHeader('Access-Control-Allow-Origin', origin);
      if (origin !== '*') res.setHeader('Vary', 'Origin');
    }
  }

  function sendBuffer(req, res, status, body, headers) {
    res.writeHead(status, { ...headers, 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  function notModified(req, etag) {
    const header = req.headers['if-none-match'];
    return Boolean(header) && header.split(',').some((tag) => tag.trim() === etag);
  }

  async function sendFile(req, res, file, info) {
    const relative = path.relative(root, file).split(path.sep).join('/');
    const ext = path.extname(file).toLowerCase();
    const type = CONTENT_TYPES[ext] ?? 'application/octet-stream';
    const headers = { 'Content-Type': type, 'Cache-Control': cacheControlFor(relative) };
    const compressible = COMPRESSIBLE.has(ext);
    if (compressible)
      res.setHeader('Vary', [res.getHeader('Vary'), 'Accept-Encoding'].filter(Boolean).join(', '));

    let servedFile = file;
    let servedInfo = info;
    let encoding = null;
    const accepted = compressible ? acceptedEncodings(req.headers['accept-encoding']) : new Set();
    for (const [name, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ]) {
      if (!accepted.has(name)) continue;
      const sibling = await statFile(file + suffix);
      if (sibling) {
        [servedFile, servedInfo, encoding] = [file + suffix, sibling, name];
        break;
      }
    }
    const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${encoding ? `-${encoding}` : ''}"`;
    headers.ETag = etag;
    if (notModified(req, etag)) {
      res.writeHead(304, headers);
      res.end();
      return;
    }
    if (!encoding && accepted.has('gzip') && info.size > 1024) {
      headers['Content-Encoding'] = 'gzip';
      headers.ETag = etag.replace(/"$/, '-gzip"');
      sendBuffer(req, res, 200, await gzipped(file, info), headers);
      return;
    }
    if (encoding) headers['Content-Encoding'] = encoding;
    res.writeHead(200, { ...headers, 'Content-Length': servedInfo.size });
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    createReadStream(servedFile)
      .on('error', () => res.destroy())
      .pipe(res);
  }

  async function handle(req, res) {
    commonHeaders(req, res);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
        'Access-Control-Allow-Headers': req.headers['access-control-request-headers'] ?? '',
        'Access-Control-Max-Age': '600',
      });
      res.end();
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD, OPTIONS', 'Content-Type': 'text/plain' });
      res.end('Method Not Allowed');
      return;
    }
    const urlPath = new URL(req.url ?? '/', 'http://localhost').pathname;

    if (generatedConfig && urlPath === '/config.json') {
      const etag = `"${createHash('sha1').update(generatedConfig).digest('hex')}"`;
      const headers = {
        'Content-Type': CONTENT_TYPES['.json'],
        'Cache-Control': 'no-cache',
        ETag: etag,
      };
      if (notModified(req, etag)) {
        res.writeHead(304, headers);
        res.end();
      } else {
        sendBuffer(req, res, 200, generatedConfig, headers);
      }
      return;
    }

    const target = resolveInside(root, urlPath);
    let file = target && (urlPath.endsWith('/') ? path.join(target, 'index.html') : target);
    let info = file ? await statFile(file) : null;
    if (!info && file && !urlPath.endsWith('/')) {
      const index = path.join(file, 'index.html');
      info = await statFile(index);
      if (info) file = index;
    }
    if (info) {
      // A symlink inside the folder must not lead out of it.
      const real = await realpath(file);
      if (real !== root && !real.startsWith(root + path.sep)) info = null;
    }
    const wantsPage = !req.headers.accept || req.headers.accept.includes('text/html');
    if (!info && spa && target && !path.posix.extname(urlPath) && wantsPage) {
      file = path.join(root, 'index.html');
      info = await statFile(file);
    }
    if (!info) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      res.end('Not Found');
      return;
    }
    await sendFile(req, res, file, info);
  }

  return createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal Server Error');
    });
  });
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const server = await createStaticServer(options);
  server.on('error', (error) => {
    console.error(
      `serve-static: cannot listen on ${options.host}:${options.port} (${error.code ?? error.message})`,
    );
    process.exit(1);
  });
  server.listen(options.port, options.host, () => {
    const { port } = server.address();
    console.log(`serve-static: ${path.resolve(options.dir)} on http://${options.host}:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`serve-static: ${error.message}`);
    process.exit(1);
  });
}
