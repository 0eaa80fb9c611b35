/** Injection token of the validated {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Rate limits of login and register (fixed windows, in memory, per API instance). */
export interface AuthRateLimitConfig {
  /** Attempts allowed per client IP and email within one window. */
  perEmail: number;
  /** Attempts allowed per client IP (any email) within one window. */
  perIp: number;
  /** Window length in seconds. */
  windowSeconds: number;
}

/** Online payment settings; absent keys mean online payment is unavailable. */
export interface StripeConfig {
  secretKey?: string;
  webhookSecret?: string;
  /** Base URL of the Stripe API (a local fake in tests); undefined means Stripe itself. */
  apiBase?: string;
}

/** The whole configuration, validated at boot. Read `process.env` nowhere else. */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  /** Postgres URL; undefined means "start the embedded PGlite database". */
  databaseUrl?: string;
  dataDir: string;
  /** Port of the embedded database; 0 picks a free port. */
  embeddedDbPort: number;
  jwtSecret: string;
  seller: { email: string; password: string };
  corsOrigins: string[];
  stripe: StripeConfig;
  logLevel: string;
  /** Trust `X-Forwarded-For` (set when the API runs behind a reverse proxy), so limits key on the client IP. */
  trustProxy: boolean;
  authRateLimit: AuthRateLimitConfig;
  /** Variables that fell back to development defaults (printed at start-up). */
  defaultsUsed: string[];
}
