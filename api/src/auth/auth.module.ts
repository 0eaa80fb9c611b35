import { createSecretKey } from 'node:crypto';
import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, type RateLimitStore } from './rate-limit-store.js';
import { RedisRateLimitStore } from './redis-rate-limit-store.js';
import { SellerGuard, UserGuard } from './auth.guards.js';
import { SessionCookies } from './session-cookies.js';
import { SessionEntity } from './session.entity.js';
import { SessionService } from './session.service.js';

/** Rate-limit counters in Redis when `REDIS_URL` is set (shared by the replicas), else in memory. */
function createRateLimitStore(config: AppConfig): RateLimitStore {
  return config.redis ? new RedisRateLimitStore(config.redis) : new MemoryRateLimitStore();
}

/** Sessions (JWT cookies), the two guards and the login rate limiter, available to every module. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // A prepared key, not the string: given a string, jsonwebtoken first tries to read it
        // as a PEM public key on every verify (≈ 0.3 ms of CPU per authenticated request,
        // 15 % of the API's time under order load; e2e/bench/orders.mjs).
        secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')),
        signOptions: { algorithm: 'HS256', issuer: 'greencart' },
        verifyOptions: { issuer: 'greencart' },
      }),
    }),
  ],
  providers: [
    SessionService,
    SessionCookies,
    UserGuard,
    SellerGuard,
    AuthRateLimiter,
    { provide: RATE_LIMIT_STORE, inject: [APP_CONFIG], useFactory: createRateLimitStore },
  ],
  exports: [
    SessionService,
    SessionCookies,
    UserGuard,
    SellerGuard,
    AuthRateLimiter,
    RATE_LIMIT_STORE,
  ],
})
export class AuthModule implements OnApplicationShutdown {
  constructor(@Inject(RATE_LIMIT_STORE) private readonly rateLimits: RateLimitStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.rateLimits.close();
  }
}
