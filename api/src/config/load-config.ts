import { isAbsolute, resolve } from 'node:path';
import { MAX_ORDERS_PER_MINUTE, WEIGHT_TOLERANCE_PERCENT } from '@greencart/contracts';
import type { AppConfig, RedisConfig } from './app-config.js';
import { integer, text, url, type Env } from './env.js';
import { readStorageConfig } from './storage-config.js';
import { readMailConfig } from './mail-config.js';
import { readMetricsConfig } from './metrics-config.js';
import { readPaymentConfig } from './payment-config.js';
import { readPushConfig } from './push-config.js';
import { readSmsConfig } from './sms-config.js';
import { readStripeConfig } from './stripe-config.js';
import { readTrustProxy } from './trust-proxy.js';
import { isLoopback, readHttpConfig } from './http-config.js';

/** Thrown when the environment cannot produce a valid configuration. */
export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** Development defaults of the secrets; production refuses to start without real values. */
export const DEV_DEFAULTS = {
  JWT_SECRET: 'greencart-development-jwt-secret-change-me',
  SELLER_EMAIL: 'seller@greencart.local',
  SELLER_PASSWORD: 'greencart-seller',
} as const;

const DEFAULT_CORS_ORIGINS = [8080, 8081, 8082].flatMap((port) => [
  `http://localhost:${port}`,
  `http://127.0.0.1:${port}`,
]);

const NODE_ENVS = ['development', 'production', 'test'] as const;
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

function readRedis(env: Env, problems: string[]): RedisConfig | undefined {
  const redisUrl = url(env, 'REDIS_URL', problems, ['redis:', 'rediss:']);
  if (redisUrl === undefined) return undefined;
  return { url: redisUrl, keyPrefix: text(env, 'REDIS_KEY_PREFIX') ?? 'greencart:' };
}

/**
 * Reads and validates the configuration from an environment.
 * In production every secret must be set; in development missing secrets get the
 * defaults of {@link DEV_DEFAULTS}, listed in `defaultsUsed` so start-up can print them.
 *
 * @param env the environment (normally `process.env`)
 * @param repoRoot the repository root, base of the default `DATA_DIR`
 * @throws ConfigError naming every missing or invalid variable
 */
export function loadConfig(env: Env, repoRoot: string): AppConfig {
  const problems: string[] = [];
  const rawNodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const nodeEnv = (NODE_ENVS as readonly string[]).includes(rawNodeEnv)
    ? (rawNodeEnv as AppConfig['nodeEnv'])
    : 'development';
  if (nodeEnv !== rawNodeEnv) problems.push(`NODE_ENV must be one of ${NODE_ENVS.join(', ')}`);
  const isProduction = nodeEnv === 'production';

  const defaultsUsed: string[] = [];
  const secret = (name: keyof typeof DEV_DEFAULTS): string => {
    const value = text(env, name);
    if (value !== undefined) return value;
    if (isProduction) problems.push(`${name} is required in production`);
    defaultsUsed.push(name);
    return DEV_DEFAULTS[name];
  };

  const databaseUrl = url(env, 'DATABASE_URL', problems);
  if (
    isProduction &&
    databaseUrl === undefined &&
    !problems.some((p) => p.startsWith('DATABASE_URL'))
  ) {
    problems.push('DATABASE_URL is required in production');
  }
  const jwtSecret = secret('JWT_SECRET');
  if (isProduction && jwtSecret.length < 32 && !defaultsUsed.includes('JWT_SECRET')) {
    problems.push('JWT_SECRET must be at least 32 characters in production');
  }
  const sellerEmail = secret('SELLER_EMAIL').toLowerCase();
  const sellerPassword = secret('SELLER_PASSWORD');
  // The published development secrets, whether defaulted or copied into the environment.
  const devSecrets = (['JWT_SECRET', 'SELLER_PASSWORD'] as const).filter(
    (name) =>
      (name === 'JWT_SECRET' ? jwtSecret : sellerPassword) === DEV_DEFAULTS[name] &&
      // A missing secret in production is already reported as required.
      !(isProduction && defaultsUsed.includes(name)),
  );
  const port = integer(env, 'PORT', 4000, 0, 65535, problems);
  const http = readHttpConfig(env, port, isProduction, devSecrets.length > 0, problems);
  if (devSecrets.length > 0 && (isProduction || !isLoopback(http.host))) {
    problems.push(
      `${devSecrets.join(' and ')} ${devSecrets.length > 1 ? 'are' : 'is'} the published development value: anyone could forge a seller session. ` +
        `Set ${devSecrets.join(' and ')} to a secret of your own, or run a development API bound to localhost (NODE_ENV unset, HOST unset or 127.0.0.1).`,
    );
  }

  const corsOrigins = (text(env, 'CORS_ORIGINS')?.split(',') ?? DEFAULT_CORS_ORIGINS)
    .map((o) => o.trim().replace(/\/$/, ''))
    .filter(Boolean);

  const logLevel = text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!LOG_LEVELS.includes(logLevel))
    problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);

  const rawDataDir = text(env, 'DATA_DIR') ?? '.data';
  const stripe = readStripeConfig(env, problems);
  const config: AppConfig = {
    nodeEnv,
    isProduction,
    port,
    ...http,
    databaseUrl,
    dataDir: isAbsolute(rawDataDir) ? rawDataDir : resolve(repoRoot, rawDataDir),
    embeddedDbPort: integer(env, 'EMBEDDED_DB_PORT', 0, 0, 65535, problems),
    jwtSecret,
    seller: { email: sellerEmail, password: sellerPassword },
    corsOrigins,
    stripe,
    payment: readPaymentConfig(
      env,
      {
        isProduction,
        stripeKeySet: stripe.secretKey !== undefined,
        publicApiUrlSet: text(env, 'PUBLIC_API_URL') !== undefined,
      },
      problems,
    ),
    mail: readMailConfig(env, corsOrigins[0] ?? 'http://localhost:8080', problems),
    sms: readSmsConfig(env, problems),
    push: readPushConfig(env, problems),
    logLevel,
    trustProxy: readTrustProxy(env, problems),
    authRateLimit: {
      perEmail: integer(env, 'AUTH_RATE_LIMIT_PER_EMAIL', 10, 1, 100_000, problems),
      perIp: integer(env, 'AUTH_RATE_LIMIT_PER_IP', 100, 1, 1_000_000, problems),
      windowSeconds: integer(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 900, 1, 86_400, problems),
      perAccount: integer(env, 'AUTH_RATE_LIMIT_PER_ACCOUNT', 10, 1, 100_000, problems),
      backoffSeconds: integer(env, 'AUTH_BACKOFF_SECONDS', 30, 1, 3_600, problems),
      backoffMaxSeconds: integer(env, 'AUTH_BACKOFF_MAX_SECONDS', 300, 1, 86_400, problems),
    },
    orderRateLimitPerMinute: integer(
      env,
      'ORDER_RATE_LIMIT_PER_MINUTE',
      MAX_ORDERS_PER_MINUTE,
      1,
      1_000_000,
      problems,
    ),
    weightTolerancePercent: integer(
      env,
      'WEIGHT_TOLERANCE_PERCENT',
      WEIGHT_TOLERANCE_PERCENT,
      0,
      50,
      problems,
    ),
    redis: readRedis(env, problems),
    storage: readStorageConfig(env, isProduction, problems),
    metrics: readMetricsConfig(env, port, problems),
    backup: {
      dir: resolve(repoRoot, rawDataDir, text(env, 'BACKUP_DIR') ?? 'backups'),
      everySeconds: integer(env, 'BACKUP_EVERY_SECONDS', 86_400, 0, 7 * 86_400, problems),
    },
    defaultsUsed,
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
