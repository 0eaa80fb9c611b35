import { Body, Controller, HttpCode, Param, Patch, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CATALOGUE_MESSAGES,
  MAX_PRODUCT_IMAGES,
  type MessageResponse,
  type ProductChangedResponse,
} from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { CurrentStaff, type AuditActor } from '../audit/audit-actor.js';
import { SellerGuard } from '../auth/auth.guards.js';
import { RequirePermission } from '../staff/require-permission.js';
import { ProductEditDto } from './dto/product-admin.dto.js';
import { ProductAdminService } from './product-admin.service.js';
import { knownProductId } from './product-id.js';
import { readFileUpload, readProductUpload } from './product-upload.js';

/** The seller's catalogue administration: add, edit, images, archive and restore. */
@ApiTags('product')
@Controller('api/product')
@UseGuards(SellerGuard)
export class ProductAdminController {
  constructor(private readonly admin: ProductAdminService) {}

  /** The spec's add form. The guard runs before the multipart body is read. */
  @Post('add')
  @RequirePermission('catalogue.write')
  @HttpCode(201)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        productData: {
          type: 'string',
          description:
            'JSON: name, description[], category, price, offerPrice (or, sold by weight: soldBy "weight", stepGrams, pricePerKg, offerPricePerKg), weight, onHand',
        },
        images: {
          type: 'array',
          items: { type: 'string', format: 'binary' },
          maxItems: MAX_PRODUCT_IMAGES,
        },
      },
    },
  })
  async add(
    @Req() request: FastifyRequest,
    @CurrentStaff() actor: AuditActor,
  ): Promise<MessageResponse> {
    return this.admin.add(await readProductUpload(request), actor);
  }

  /** Every field of a product (the add form's rules), images kept in a new order. */
  @Patch(':id')
  @RequirePermission('catalogue.write')
  @ApiOperation({ summary: 'Edit a product' })
  @ApiOkResponse({ description: '{ success, message, product }' })
  async edit(
    @Param('id') id: string,
    @Body() body: ProductEditDto,
    @CurrentStaff() actor: AuditActor,
  ): Promise<ProductChangedResponse> {
    const product = await this.admin.edit(knownProductId(id), body, actor);
    return { success: true, message: CATALOGUE_MESSAGES.productUpdated, product };
  }

  /** Appends images (multipart, image files only; at most 4 in all). */
  @Post(':id/images')
  @RequirePermission('catalogue.write')
  @HttpCode(200)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Add images to a product' })
  async addImages(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @CurrentStaff() actor: AuditActor,
  ): Promise<ProductChangedResponse> {
    const product = await this.admin.addImages(
      knownProductId(id),
      await readFileUpload(request),
      actor,
    );
    return { success: true, message: CATALOGUE_MESSAGES.imagesAdded, product };
  }

  /** Out of the store (past orders keep it). */
  @Post(':id/archive')
  @RequirePermission('catalogue.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Archive a product' })
  archive(@Param('id') id: string, @CurrentStaff() actor: AuditActor): Promise<MessageResponse> {
    return this.admin.setArchived(knownProductId(id), true, actor);
  }

  /** Back in the store. */
  @Post(':id/restore')
  @RequirePermission('catalogue.write')
  @HttpCode(200)
  @ApiOperation({ summary: 'Restore an archived product' })
  restore(@Param('id') id: string, @CurrentStaff() actor: AuditActor): Promise<MessageResponse> {
    return this.admin.setArchived(knownProductId(id), false, actor);
  }
}
