import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OwnerBootstrap } from './owner-bootstrap.js';
import { StaffAccountEntity } from './staff-account.entity.js';
import { StaffService } from './staff.service.js';

/** Staff accounts; global because `SellerGuard` (every seller route) reads them. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([StaffAccountEntity])],
  providers: [StaffService, OwnerBootstrap],
  exports: [StaffService],
})
export class StaffModule {}
