import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { MessageResponse } from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SellerGuard } from '../auth/auth.guards.js';
import { StockDto } from './dto/stock.dto.js';
import { ProductService } from './product.service.js';
import { readProductUpload } from './product-upload.js';

@ApiTags('product')
@Controller('api/product')
export class ProductController {
  constructor(private readonly products: ProductService) {}

  /** Every product; served from memory with an ETag so unchanged lists cost a 304. */
  @Get('list')
  @ApiOkResponse({ description: '{ success, products }' })
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const { body, etag } = await this.products.listAll();
    void reply.header('etag', etag).header('cache-control', 'no-cache');
    if (request.headers['if-none-match'] === etag) {
      await reply.status(304).send();
      return;
    }
    await reply.type('application/json; charset=utf-8').send(body);
  }

  /** Seller only. The guard runs before the multipart body is read. */
  @Post('add')
  @HttpCode(201)
  @UseGuards(SellerGuard)
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      properties: {
        productData: {
          type: 'string',
          description: 'JSON: name, description[], category, price, offerPrice',
        },
        images: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: 4 },
      },
    },
  })
  async add(@Req() request: FastifyRequest): Promise<MessageResponse> {
    return this.products.addProduct(await readProductUpload(request));
  }

  @Post('stock')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  setStock(@Body() body: StockDto): Promise<MessageResponse> {
    return this.products.setStock(body);
  }
}
