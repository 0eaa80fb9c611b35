import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { AuthRateLimiter } from './auth-rate-limiter.js';
import { SellerGuard, UserGuard } from './auth.guards.js';
import { TokenService } from './token.service.js';

/** Sessions (JWT cookies), the two guards and the login rate limiter, available to every module. */
@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256', issuer: 'greencart' },
        verifyOptions: { issuer: 'greencart' },
      }),
    }),
  ],
  providers: [TokenService, UserGuard, SellerGuard, AuthRateLimiter],
  exports: [TokenService, UserGuard, SellerGuard, AuthRateLimiter],
})
export class AuthModule {}
