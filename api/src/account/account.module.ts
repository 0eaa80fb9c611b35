import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountRateLimiter } from './account-rate-limiter.js';
import { AccountTokenEntity } from './account-token.entity.js';
import { BuyAgainController } from './buy-again.controller.js';
import { CloseAccountController } from './close-account.controller.js';
import { CloseAccountService } from './close-account.service.js';
import { BuyAgainService } from './buy-again.service.js';
import { PasswordResetController } from './password-reset.controller.js';
import { ProfileController } from './profile.controller.js';
import { ProfileService } from './profile.service.js';
import { PasswordResetService } from './password-reset.service.js';

/** The shopper's account beyond login (docs/ACCOUNT.md). */
@Module({
  imports: [TypeOrmModule.forFeature([AccountTokenEntity])],
  controllers: [
    BuyAgainController,
    PasswordResetController,
    ProfileController,
    CloseAccountController,
  ],
  providers: [
    AccountRateLimiter,
    BuyAgainService,
    PasswordResetService,
    ProfileService,
    CloseAccountService,
  ],
})
export class AccountModule {}
