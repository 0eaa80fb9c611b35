import { Inject, Injectable } from '@nestjs/common';
import { tooManyAttemptsMessage } from '@greencart/contracts';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig, type AuthRateLimitConfig } from '../config/app-config.js';
import { RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.js';

/** How long an address that logged in to an account is spared that account's back-off. */
export const KNOWN_ADDRESS_DAYS = 30;

/**
 * The wait before the next guess at an account `past` checks beyond its free ones: the first
 * wait, doubled for each check after it, never longer than the longest.
 */
export function backoffMs(past: number, limits: AuthRateLimitConfig): number {
  const seconds = limits.backoffSeconds * 2 ** Math.max(0, past - 1);
  return Math.min(seconds, limits.backoffMaxSeconds) * 1000;
}

/**
 * Fixed-window limiter for login and register, shared by every API instance when Redis is
 * configured (in memory otherwise). Three limits:
 * - every attempt per client IP (`perIp`) and per IP + email (`perEmail`), so guessing one
 *   account's password from one address is stopped quickly while a shared test runner logging
 *   in many different accounts from one IP is not;
 * - per account from any address (`perAccount`, docs/SECURITY.md): past it, each further guess
 *   at that email waits for the one before (from `backoffSeconds`, doubling, at most
 *   `backoffMaxSeconds`), answered 429 with `Retry-After`. An unknown email is counted the same,
 *   so the answers do not tell who has an account. A stranger cannot keep the owner out for
 *   long: the waits are short, a successful login ends them, and an address the account logged
 *   in from within {@link KNOWN_ADDRESS_DAYS} days never waits for them.
 *
 * Every counter is incremented atomically BEFORE the password is checked: 40 simultaneous
 * guesses cannot all read "under the limit" and then all be checked (they were, when the
 * failure was recorded after the ~70 ms bcrypt compare). A successful attempt gives its
 * IP + email slot back, so a shopper who logs in often is never locked out.
 */
@Injectable()
export class AuthRateLimiter {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
  ) {}

  /** Counts an attempt; throws 429 (with `Retry-After`) when any limit says wait. */
  async begin(ip: string, email: string): Promise<void> {
    const { perIp, perEmail, windowSeconds } = this.config.authRateLimit;
    const account = accountOf(email);
    const windowMs = windowSeconds * 1000;
    const [ipCount, pairCount] = await Promise.all([
      this.store.increment(ipKey(ip), windowMs),
      this.store.increment(pairKey(ip, account), windowMs),
    ]);
    if (ipCount > perIp) throw await this.tooMany(ipKey(ip));
    if (pairCount > perEmail) throw await this.tooMany(pairKey(ip, account));
    await this.beginForAccount(ip, account, windowMs);
  }

  /**
   * The attempt succeeded: its IP + email slot is given back, the account's count and wait
   * end, and the address is known to the account from now on.
   */
  async succeeded(ip: string, email: string): Promise<void> {
    const account = accountOf(email);
    await Promise.all([
      this.store.decrement(pairKey(ip, account)),
      this.store.reset(accountKey(account)),
      this.store.reset(waitKey(account)),
      this.store.increment(knownKey(ip, account), KNOWN_ADDRESS_DAYS * 86_400_000),
    ]);
  }

  /**
   * The account's own limit, whatever the address: the first `perAccount` checks in a window
   * go through; past them one guess is checked at a time, each opening the wait before the
   * next, and any other is refused until that wait is over (and not counted: it checks nothing).
   */
  private async beginForAccount(ip: string, account: string, windowMs: number): Promise<void> {
    const [known] = await this.store.counts([knownKey(ip, account)]);
    if (known > 0) return;
    const wait = waitKey(account);
    if ((await this.store.remainingMs(wait)) > 0) throw await this.tooMany(wait);
    const limits = this.config.authRateLimit;
    const past = (await this.store.increment(accountKey(account), windowMs)) - limits.perAccount;
    if (past <= 0) return;
    // Only the guess that opens the wait is checked now; one racing it is refused.
    if ((await this.store.increment(wait, backoffMs(past, limits))) === 1) return;
    await this.store.decrement(accountKey(account));
    throw await this.tooMany(wait);
  }

  /** The 429 of the limit counted under `key`, with the time its window has left. */
  private async tooMany(key: string): Promise<AppError> {
    return AppError.rateLimited(await this.store.remainingMs(key), tooManyAttemptsMessage);
  }
}

function accountOf(email: string): string {
  return email.trim().toLowerCase();
}

function ipKey(ip: string): string {
  return `auth:ip:${ip}`;
}

function pairKey(ip: string, account: string): string {
  return `auth:pair:${ip}:${account}`;
}

function accountKey(account: string): string {
  return `auth:account:${account}`;
}

function waitKey(account: string): string {
  return `auth:account-wait:${account}`;
}

function knownKey(ip: string, account: string): string {
  return `auth:known:${ip}:${account}`;
}
