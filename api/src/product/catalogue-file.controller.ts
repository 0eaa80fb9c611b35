import { Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { ImportResponse } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { AppError } from '../common/app-error.js';
import { CatalogueFileService } from './catalogue-file.service.js';
import { readFileUpload } from './product-upload.js';

/** The seller's catalogue file: download it as CSV, import one (docs/PRODUCTS.md). */
@ApiTags('product')
@Controller('api/product')
@UseGuards(SellerGuard)
export class CatalogueFileController {
  constructor(private readonly file: CatalogueFileService) {}

  /** The whole catalogue, archived products too, as a CSV file. */
  @Get('export.csv')
  @RequirePermission('catalogue.read')
  @ApiOperation({ summary: 'Download the catalogue as CSV' })
  async exportCsv(@Res() reply: FastifyReply): Promise<void> {
    const csv = await this.file.exportCsv();
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="greencart-catalogue.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  }

  /**
   * Imports a catalogue CSV (multipart, one file). Every line is checked first; a file with
   * errors is refused whole with each line's problem.
   */
  @Post('import')
  @RequirePermission('catalogue.write')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Import products from a CSV file' })
  async importCsv(
    @Req() request: FastifyRequest,
    @CurrentStaff() actor: AuditActor,
  ): Promise<ImportResponse> {
    const [file, ...more] = await readFileUpload(request);
    if (!file || more.length > 0) throw AppError.validation('Send one CSV file');
    const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
    return this.file.importCsv(text, actor);
  }
}
