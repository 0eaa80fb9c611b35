import { createHash } from 'node:crypto';
import { Controller, Get, Inject, Param, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  WEB_APP_ICONS,
  webAppManifest,
  type WebAppIconName,
} from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { AppError } from '../common/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ShopSettingsService } from './shop-settings.service.js';

/** The leaf mark of the shop (the favicon's), drawn on the theme colour; `inset` for maskable. */
function iconSvg(size: number, colour: string, maskable: boolean): string {
  // A maskable icon keeps its mark inside the middle 80 % (the safe zone) on a full square.
  const scale = maskable ? 0.6 : 0.78;
  const offset = (32 - 32 * scale) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">
  <rect width="32" height="32" rx="${maskable ? 0 : 7}" fill="${colour}"/>
  <g transform="translate(${offset} ${offset}) scale(${scale})">
    <path fill="#eaf8f0" d="M27 4C14 4 6 10 6 20c0 2.3.6 4.4 1.6 6.1C10 18 16 13 23 11 16 15 11.5 20.5 9.6 28c1.9 1 4 1.6 6.3 1.6C25 29.6 28 20 27 4z"/>
  </g>
</svg>`;
}

/**
 * The storefront's web app manifest and icons (docs/SHOPPER-UX.md "Installing the shop"), made
 * from the shop's settings when asked, so the installed app carries the name the owner sets.
 * The shell links the manifest from another origin: `start_url` and `scope` are the shell's
 * origin (the request's Origin when it is an allowed one, else SHOP_URL's), as a browser only
 * installs an app whose start page is on the page's own origin. Icons are drawn here with
 * sharp, no remote asset.
 */
@ApiTags('shop')
@Controller('api/shop')
export class WebAppManifestController {
  private readonly icons = new Map<string, Promise<Buffer>>();

  constructor(
    private readonly settings: ShopSettingsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('manifest.webmanifest')
  @ApiOperation({ summary: "The storefront's web app manifest (name and icons from the settings)" })
  async manifest(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const settings = await this.settings.publicSettings();
    const asked = request.headers.origin;
    const origin =
      asked && this.config.corsOrigins.includes(asked)
        ? asked
        : new URL(this.config.mail.shopUrl).origin;
    const body = JSON.stringify(webAppManifest(settings, origin));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    void reply
      .header('etag', etag)
      .header('vary', 'Origin')
      .header('cache-control', 'public, max-age=60');
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return;
    }
    await reply.type('application/manifest+json; charset=utf-8').send(body);
  }

  @Get('icons/:name')
  @ApiOperation({ summary: 'An icon of the web app manifest (PNG)' })
  async icon(@Param('name') name: string, @Res() reply: FastifyReply): Promise<void> {
    const icon = WEB_APP_ICONS.find((i) => i.name === (name as WebAppIconName));
    if (!icon) throw AppError.notFound(ERROR_CODES.NOT_FOUND, 'No such icon');
    const { themeColor } = await this.settings.publicSettings();
    const key = `${icon.name}:${themeColor}`;
    let png = this.icons.get(key);
    if (!png) {
      png = sharp(Buffer.from(iconSvg(icon.size, themeColor, icon.purpose === 'maskable')))
        .png()
        .toBuffer();
      this.icons.set(key, png);
    }
    await reply
      .type('image/png')
      .header('cache-control', 'public, max-age=3600')
      .send(await png);
  }
}
