import { Controller, Get, HttpStatus, Query, Req, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AUDIT_RECORD_PERMISSIONS,
  ERROR_CODES,
  roleCan,
  type AuditListResponse,
  type StaffRole,
} from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { SellerGuard } from '../auth/auth.guards.js';
import { AppError } from '../common/app-error.js';
import {
  AlsoPermitScoped,
  RequirePermission,
  type ScopedPermission,
} from '../staff/require-permission.js';
import { AuditQueryService } from './audit-query.service.js';
import { AuditQueryDto } from './dto/audit-query.dto.js';

/**
 * One record's entries, readable with the permission to read that record (the product and
 * order pages): `recordType=product&recordId=…` with `catalogue.read`, `order` with `orders.read`.
 */
const RECORD_SCOPES: ScopedPermission[] = Object.entries(AUDIT_RECORD_PERMISSIONS).flatMap(
  ([recordType, permission]) =>
    permission ? [{ query: { recordType }, required: ['recordId'], permission }] : [],
);

/**
 * The guard let the request in on its raw query; checked again on the validated one, so what
 * is read is exactly one record's entries unless the role may read the whole log.
 */
function assertMayRead(role: StaffRole, query: AuditQueryDto): void {
  if (roleCan(role, 'audit.read')) return;
  const needed = query.recordType && AUDIT_RECORD_PERMISSIONS[query.recordType];
  if (needed && query.recordId && roleCan(role, needed)) return;
  throw new AppError(
    HttpStatus.FORBIDDEN,
    ERROR_CODES.NOT_PERMITTED,
    `Your role (${role}) may not do this; ask the shop owner`,
  );
}

/** The audit log (docs/STAFF.md "Audit log"): who changed what, when. */
@ApiTags('seller')
@Controller('api/seller/audit')
@UseGuards(SellerGuard)
export class AuditController {
  constructor(private readonly audit: AuditQueryService) {}

  @Get()
  @RequirePermission('audit.read')
  @AlsoPermitScoped(...RECORD_SCOPES)
  @ApiOperation({
    summary: 'The audit log, newest first (owners; one product or order with its read permission)',
  })
  @ApiOkResponse({ description: '{ success, entries, nextCursor }' })
  async list(
    @Query() query: AuditQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<AuditListResponse> {
    assertMayRead(request.staffRole ?? 'packer', query);
    return { success: true, ...(await this.audit.list(query)) };
  }
}
