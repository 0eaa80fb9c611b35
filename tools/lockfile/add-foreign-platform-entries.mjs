// The npm registry reachable here serves only the Linux builds of packages that ship one
// native binary per platform (@swc/core-darwin-arm64 answers 404). `npm install` then leaves
// those optional packages out of package-lock.json and `npm ci` refuses the lock as out of
// sync. This adds an entry for each missing platform package (with its os/cpu/libc read
// from its name), so `npm ci` accepts the lock and skips them on Linux as it should.
// Run after every `npm install` that changes the lock: node tools/lockfile/add-foreign-platform-entries.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const pkgs = lock.packages;

const OS = [
  'darwin',
  'win32',
  'linux',
  'freebsd',
  'android',
  'openharmony',
  'sunos',
  'netbsd',
  'openbsd',
  'aix',
];
const CPU = [
  'x64',
  'arm64',
  'arm',
  'ia32',
  'ppc64',
  's390x',
  'riscv64',
  'loong64',
  'mips64el',
  'wasm32',
];

/** Reads the platform a binary package targets from its name, e.g. `…-linux-x64-musl`. */
function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((p) => OS.includes(p)) ?? (parts.includes('win32') ? 'win32' : undefined);
  let cpu = parts.find((p) => CPU.includes(p));
  if (!cpu && parts.some((p) => p.startsWith('arm'))) cpu = 'arm';
  if (!cpu && parts.includes('universal')) cpu = undefined;
  const libc =
    parts.includes('musl') || parts.includes('musleabihf')
      ? 'musl'
      : parts.includes('gnu') || parts.includes('gnueabihf')
        ? 'glibc'
        : undefined;
  return { os, cpu, libc };
}

let added = 0;
for (const [path, meta] of Object.entries(pkgs)) {
  const optional = meta.optionalDependencies ?? {};
  for (const [dep, range] of Object.entries(optional)) {
    const base = path ? `${path}/node_modules/${dep}` : `node_modules/${dep}`;
    const hoisted = `node_modules/${dep}`;
    if (pkgs[base] || pkgs[hoisted]) continue;
    const { os, cpu, libc } = platformOf(dep);
    if (!os) continue; // not a per-platform binary package: leave it to npm
    const version = String(range).replace(/^[\^~=]/, '');
    const entry = { version, dev: meta.dev, optional: true, os: [os] };
    if (!meta.dev) delete entry.dev;
    if (cpu) entry.cpu = [cpu];
    if (libc) entry.libc = [libc];
    pkgs[hoisted] = entry;
    added += 1;
  }
}
const sorted = Object.fromEntries(
  Object.entries(pkgs).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
lock.packages = sorted;
writeFileSync(LOCK, JSON.stringify(lock, null, 2) + '\n');
console.log(`added ${added} foreign-platform optional entries`);
