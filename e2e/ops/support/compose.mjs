// Reads docker-compose.yml and .env.example for the structural checks.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './paths.mjs';

export const COMPOSE_PATH = path.join(ROOT, 'docker-compose.yml');

/** The compose file as text (for checks on `${VAR:?…}` interpolation, which parsing keeps). */
export function readComposeText() {
  return readFileSync(COMPOSE_PATH, 'utf8');
}

/** The compose file as an object, YAML anchors and aliases resolved. */
export function readCompose() {
  return parse(readComposeText());
}

/**
 * The line of `.env.example` after which come the variables only docker-compose.yml reads
 * (POSTGRES_*, MINIO_ROOT_*, public URLs, ports, image tags), never the API.
 */
export const COMPOSE_ONLY_MARKER = '# ==== docker compose only';

/**
 * Variable names of `.env.example`, split at {@link COMPOSE_ONLY_MARKER} (commented-out
 * examples included: an optional variable is often documented as `# STRIPE_SECRET_KEY=`).
 * Both lists are empty when the file does not exist yet.
 * @returns {{ api: string[], composeOnly: string[] }}
 */
export function envExampleSections() {
  const file = path.join(ROOT, '.env.example');
  const api = new Set();
  const composeOnly = new Set();
  if (!existsSync(file)) return { api: [], composeOnly: [] };
  let section = api;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (line.startsWith(COMPOSE_ONLY_MARKER)) section = composeOnly;
    const match = /^\s*#?\s*([A-Z][A-Z0-9_]*)=/.exec(line);
    if (match) section.add(match[1]);
  }
  return { api: [...api], composeOnly: [...composeOnly] };
}

/**
 * Names of the API's variables in the root `.env.example` (the part before the compose-only
 * block).
 * @returns {string[]}
 */
export function envExampleNames() {
  return envExampleSections().api;
}

/**
 * Every variable docker-compose.yml interpolates (`${NAME}`, `${NAME:-default}`, `${NAME:?error}`).
 * @returns {string[]}
 */
export function composeVariables() {
  const names = new Set();
  for (const match of readComposeText().matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)) names.add(match[1]);
  return [...names];
}

/**
 * The environment a service receives, as a name -> value map (compose accepts a list of
 * `NAME=value` strings or a mapping).
 * @param {Record<string, unknown>} service
 * @returns {Record<string, string>}
 */
export function environmentOf(service) {
  const env = service.environment ?? {};
  if (!Array.isArray(env)) return /** @type {Record<string, string>} */ (env);
  return Object.fromEntries(
    env.map((entry) => {
      const at = String(entry).indexOf('=');
      return at < 0 ? [entry, ''] : [entry.slice(0, at), entry.slice(at + 1)];
    }),
  );
}

/**
 * Dummy values for every `${VAR:?…}` the compose file requires, so `docker-compose config`
 * can interpolate it.
 * @returns {Record<string, string>}
 */
export function requiredVariables() {
  const names = new Set();
  for (const match of readComposeText().matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)) names.add(match[1]);
  return Object.fromEntries([...names].map((name) => [name, `test-${name.toLowerCase()}`]));
}

/**
 * How api/src/config reads a variable: a helper given the environment and a name
 * (`text(env, 'PORT')`, `secret('JWT_SECRET')`) or a property of the environment
 * (`env.PORT`, `process.env['PORT']`).
 */
const ENV_READ =
  /(?:\benv\s*,\s*|\bsecret\(\s*)'([A-Z][A-Z0-9_]*)'|\benv(?:\.|\[')([A-Z][A-Z0-9_]*)/g;

/**
 * Variable names the API's configuration code reads, from api/src/config (the only place
 * that reads the environment).
 * @returns {string[]}
 */
export function apiConfigNames() {
  const dir = path.join(ROOT, 'api', 'src', 'config');
  if (!existsSync(dir)) return [];
  const names = new Set();
  for (const file of readdirSync(dir)) {
    if (!file.endsWith('.ts') || file.endsWith('.spec.ts')) continue;
    const source = readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(ENV_READ)) names.add(match[1] ?? match[2]);
  }
  return [...names];
}
