import { createHash } from 'node:crypto';
import { Body, Controller, Get, Put, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  SHOP_SETTINGS_MAX_AGE_SECONDS,
  SHOP_SETTINGS_TEXTS,
  type ShopProfileResponse,
  type ShopSettingsResponse,
} from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { ShopSettingsService, type StoredProfile } from './shop-settings.service.js';

/**
 * `GET /api/shop/settings`: the shop's public settings, the same for every visitor. Any cache
 * may keep them for a few seconds (unlike the rest of /api/, which is `no-store`), and they
 * carry a strong ETag, so the storefront's regular re-reads cost a 304 until the owner changes
 * something (docs/SETTINGS.md "Publishing").
 */
@ApiTags('shop')
@Controller('api/shop')
export class ShopSettingsController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get('settings')
  @ApiOperation({
    summary: "The shop's public settings (name, contact, home page texts, tax, locale, …)",
  })
  @ApiOkResponse({ description: '{ success, settings }' })
  async publicSettings(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer: ShopSettingsResponse = {
      success: true,
      settings: await this.settings.publicSettings(),
    };
    const body = JSON.stringify(answer);
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    void reply
      .header('etag', etag)
      .header('cache-control', `public, max-age=${SHOP_SETTINGS_MAX_AGE_SECONDS}`);
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return;
    }
    await reply.type('application/json; charset=utf-8').send(body);
  }
}

function answerOf(stored: StoredProfile, message?: string): ShopProfileResponse {
  return {
    success: true,
    profile: stored.profile,
    updatedAt: stored.updatedAt ? stored.updatedAt.toISOString() : null,
    ...(message ? { message } : {}),
  };
}

/** Seller: the shop settings form (owner and manager: `settings.write`, audited). */
@ApiTags('seller')
@Controller('api/seller/settings/shop')
@UseGuards(SellerGuard)
export class ShopSettingsSellerController {
  constructor(private readonly settings: ShopSettingsService) {}

  @Get()
  @RequirePermission('settings.write')
  @ApiOperation({ summary: 'The shop settings as kept (defaults until first saved)' })
  @ApiOkResponse({ description: '{ success, profile, updatedAt }' })
  async read(): Promise<ShopProfileResponse> {
    return answerOf(await this.settings.stored());
  }

  @Put()
  @RequirePermission('settings.write')
  @ApiOperation({ summary: 'Replace the shop settings (every field; 400 names a refused one)' })
  @ApiOkResponse({ description: '{ success, profile, updatedAt, message }' })
  async save(
    @Body() body: unknown,
    @CurrentStaff() staff: AuditActor,
  ): Promise<ShopProfileResponse> {
    return answerOf(await this.settings.save(body, staff), SHOP_SETTINGS_TEXTS.saved);
  }
}
