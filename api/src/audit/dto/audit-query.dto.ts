import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import {
  AUDIT_ACTIONS,
  AUDIT_MAX_PAGE_SIZE,
  AUDIT_PAGE_SIZE,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditQuery,
  type AuditRecordType,
} from '@greencart/contracts';
import { IsCalendarDate } from '../../common/field-rules.js';
import { NoControlCharacters, wholeNumberParam } from '../../common/query-params.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${AUDIT_MAX_PAGE_SIZE}`;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `GET /api/seller/audit` (AuditQuery in the contracts): filters, a page cursor and a size. */
export class AuditQueryDto implements AuditQuery {
  @ApiPropertyOptional({ description: 'A staff account id: only their changes' })
  @IsOptional()
  @Matches(UUID, { message: 'staff must be the id of a staff account' })
  staff?: string;

  @ApiPropertyOptional({ enum: AUDIT_ACTIONS })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: `action must be one of: ${AUDIT_ACTIONS.join(', ')}` })
  action?: AuditAction;

  @ApiPropertyOptional({ enum: AUDIT_RECORD_TYPES })
  @IsOptional()
  @IsIn(AUDIT_RECORD_TYPES, {
    message: `recordType must be one of: ${AUDIT_RECORD_TYPES.join(', ')}`,
  })
  recordType?: AuditRecordType;

  @ApiPropertyOptional({ description: "A product's or order's id (with recordType)" })
  @IsOptional()
  @IsString({ message: 'recordId must be one id' })
  @MaxLength(64, { message: 'recordId must be at most 64 characters' })
  @NoControlCharacters()
  recordId?: string;

  @ApiPropertyOptional({ description: 'First shop-local day, YYYY-MM-DD (inclusive)' })
  @IsOptional()
  @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ description: 'Last shop-local day, YYYY-MM-DD (inclusive)' })
  @IsOptional()
  @IsCalendarDate()
  to?: string;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  @NoControlCharacters()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: AUDIT_MAX_PAGE_SIZE, default: AUDIT_PAGE_SIZE })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(AUDIT_MAX_PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit?: number;
}
