import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SynonymGroupsResponse } from '@greencart/contracts';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { SynonymGroupsDto } from './dto/synonyms.dto.js';
import { SynonymsService } from './synonyms.service.js';

/** Seller: other names for the same food, used by search and suggestions (docs/CATALOGUE.md). */
@ApiTags('seller')
@Controller('api/seller/synonyms')
@UseGuards(SellerGuard)
export class SynonymsController {
  constructor(private readonly synonyms: SynonymsService) {}

  @Get()
  @RequirePermission('catalogue.read')
  @ApiOperation({ summary: 'The groups of other names for the same food' })
  @ApiOkResponse({ description: '{ success, groups }' })
  async list(): Promise<SynonymGroupsResponse> {
    return { success: true, groups: await this.synonyms.list() };
  }

  @Put()
  @RequirePermission('synonyms.write')
  @ApiOperation({ summary: 'Replace the groups of other names for the same food' })
  @ApiOkResponse({ description: '{ success, groups }' })
  async replace(
    @Body() body: SynonymGroupsDto,
    @CurrentStaff() actor: AuditActor,
  ): Promise<SynonymGroupsResponse> {
    return { success: true, groups: await this.synonyms.replace(body.groups, actor) };
  }
}
