import { Global, Module } from '@nestjs/common';
import { AuditController } from './audit.controller.js';
import { AuditQueryService } from './audit-query.service.js';
import { AuditService } from './audit.service.js';

/**
 * The audit log. Global: every module that changes shop data on a staff member's behalf
 * writes its rows with {@link AuditService} in its own transaction.
 */
@Global()
@Module({
  controllers: [AuditController],
  providers: [AuditService, AuditQueryService],
  exports: [AuditService],
})
export class AuditModule {}
