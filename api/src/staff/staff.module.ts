import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OwnerBootstrap } from './owner-bootstrap.js';
import { AccountRateLimiter } from '../account/account-rate-limiter.js';
import { StaffAccountEntity } from './staff-account.entity.js';
import { StaffAccountsController } from './staff-accounts.controller.js';
import { StaffInviteEntity } from './staff-invite.entity.js';
import { StaffInvitesService } from './staff-invites.service.js';
import { StaffSelfService } from './staff-self.service.js';
import { StaffService } from './staff.service.js';

/** Staff accounts and their management (invitations, roles, own password and sessions); global because `SellerGuard` (every seller route) reads them. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StaffAccountEntity, StaffInviteEntity])],
  controllers: [StaffAccountsController],
  providers: [
    StaffService,
    OwnerBootstrap,
    StaffInvitesService,
    StaffSelfService,
    AccountRateLimiter,
  ],
  exports: [StaffService],
})
export class StaffModule {}
