import type { PushConfig } from './push-config.js';
import type { SmsConfig } from './sms-config.js';
import type { DisplayFormat } from '@greencart/contracts';
import type { StorageConfig } from './storage-config.js';
import type { TrustProxy } from './trust-proxy.js';
import type { HttpConfig } from './http-config.js';
import type { MetricsConfig } from './metrics-config.js';

export type { StorageConfig, S3StorageConfig, LocalStorageConfig } from './storage-config.js';
export type { TrustProxy } from './trust-proxy.js';

/** Injection token of the validated {@link AppConfig}. */
export const APP_CONFIG = Symbol('APP_CONFIG');

/** Rate limits of login and register (fixed windows; shared through Redis when configured). */
export interface AuthRateLimitConfig {
  /** Attempts allowed per client IP and email within one window. */
  perEmail: number;
  /** Attempts allowed per client IP (any email) within one window. */
  perIp: number;
  /** Window length in seconds. */
  windowSeconds: number;
  /**
   * Password checks per account, from any address, in one window before the account's
   * back-off starts (docs/SECURITY.md "Guessing one account's password from many addresses").
   */
  perAccount: number;
  /** The account's first wait past `perAccount`, in seconds; it doubles with each guess after. */
  backoffSeconds: number;
  /** The longest wait, in seconds. */
  backoffMaxSeconds: number;
}

/** Redis holding the rate-limit counters shared by every API instance. */
export interface RedisConfig {
  url: string;
  /** Prepended to every key, so several stores (or test runs) can share one Redis. */
  keyPrefix: string;
}

/** Online payment settings; absent keys mean online payment is unavailable. */
export interface StripeConfig {
  secretKey?: string;
  webhookSecret?: string;
  /** Base URL of the Stripe API (a local fake in tests); undefined means Stripe itself. */
  apiBase?: string;
}

/** A PayHere merchant account (docs/PAYMENTS.md); the secrets never leave the adapter. */
export interface PayHereConfig {
  merchantId: string;
  merchantSecret: string;
  /** The Business App's id and secret: the OAuth token of the merchant API. */
  appId: string;
  appSecret: string;
  mode: 'sandbox' | 'live';
  /** Origin of PayHere's hosted pages and merchant API (the mode's, or `PAYHERE_API_BASE`). */
  baseUrl: string;
  /** Hold on Card is enabled on the account (`PAYHERE_AUTHORIZE`, default true). */
  authorize: boolean;
}

/** Which card payment provider is used; null means cash on delivery only. */
export interface PaymentConfig {
  provider: 'stripe' | 'payhere' | null;
  /** Set when the provider is PayHere. */
  payhere: PayHereConfig | null;
}

/** Emails to shoppers (the outbox worker). */
export interface MailConfig {
  /** `smtp://…` or `smtps://…`; unset → `.eml` files under `<dataDir>/mail/`. */
  smtpUrl?: string;
  from: string;
  /** The shop's public URL, for the order links in emails. */
  shopUrl: string;
  /** How often the outbox workers (emails, payment tasks) look for work. */
  pollMs: number;
  /**
   * How long a worker holds the rows it claimed (`OUTBOX_LEASE_SECONDS`, default 60): a worker
   * that dies mid-work loses them after this, and another takes them over.
   */
  leaseSeconds: number;
  /** The shop's locale and time zone the emails show amounts and dates in (`SHOP_LOCALE`, `SHOP_TIME_ZONE`). */
  format: DisplayFormat;
}

/** The whole configuration, validated at boot. Read `process.env` nowhere else. */
export interface AppConfig extends HttpConfig {
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
  /** The card payment provider chosen (`PAYMENT_PROVIDER`) and its settings. */
  payment: PaymentConfig;
  mail: MailConfig;
  /** Text messages: the provider and its account (config/sms-config.ts). */
  sms: SmsConfig;
  /** Web Push: the VAPID keys and the push services endpoints may point at (push-config.ts). */
  push: PushConfig;
  logLevel: string;
  /** Proxies trusted to set `X-Forwarded-For` (the gateway), so limits key on the client IP. */
  trustProxy: TrustProxy;
  authRateLimit: AuthRateLimitConfig;
  /** Orders one account may place per minute (429 beyond). */
  orderRateLimitPerMinute: number;
  /**
   * How far a packed weight may differ from the ordered weight, percent either way
   * (`WEIGHT_TOLERANCE_PERCENT`, 0–50, default 10; docs/ORDERS.md "Weighed orders").
   */
  weightTolerancePercent: number;
  /** Shared rate-limit counters; undefined means in memory, per instance. */
  redis?: RedisConfig;
  /** Where product images are stored. */
  storage: StorageConfig;
  /**
   * Backups (docs/OPERATIONS.md): `BACKUP_DIR` (default `<DATA_DIR>/backups`) and, on the
   * embedded database, the period of the API's own backup job (`BACKUP_EVERY_SECONDS`,
   * default a day; 0 turns it off). On a server, the compose `backup` service takes them.
   */
  backup: { dir: string; everySeconds: number };
  /** The Prometheus metrics listener (its own port; off when `METRICS_PORT` is unset). */
  metrics: MetricsConfig;
  /** Variables that fell back to development defaults (printed at start-up). */
  defaultsUsed: string[];
}
