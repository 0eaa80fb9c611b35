import { createHash } from 'node:crypto';
import {
  Body,
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Patch,
  Post,
  Put,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  type MessageResponse,
  type ImportResponse,
  type ProductChangedResponse,
  type ProductResponse,
  type StockLedgerResponse,
  type ProductShortListResponse,
  type ProductSuggestResponse,
} from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SellerGuard, UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { BackInStockService } from '../stock/back-in-stock.service.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import { BestSellersService } from './best-sellers.service.js';
import { ProductQueryDto, ProductSuggestQueryDto } from './dto/product-query.dto.js';
import { StockDto } from './dto/stock.dto.js';
import { ProductQueryService } from './product-query.service.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductService } from './product.service.js';
import { readFileUpload, readProductUpload } from './product-upload.js';
import { ProductAdminService } from './product-admin.service.js';
import { ProductEditDto, StockAdjustDto, StockTrackingDto } from './dto/product-admin.dto.js';

/** Product ids are sample short ids or UUIDs; anything else cannot exist. */
const PRODUCT_ID = /^[A-Za-z0-9_-]{1,64}$/;

function productNotFound(): AppError {
  return AppError.notFound(ERROR_CODES.PRODUCT_NOT_FOUND, 'Product not found');
}

/**
 * Sends a JSON answer with a strong ETag: a client that has it already gets a 304. Catalogue
 * answers change with every stock movement, so they are revalidated (`no-cache`), never
 * trusted blindly; the seller's views are private.
 */
async function sendRevalidated(
  request: FastifyRequest,
  reply: FastifyReply,
  data: object,
  seller: boolean,
): Promise<void> {
  const body = JSON.stringify(data);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  void reply
    .header('etag', etag)
    .header('cache-control', seller ? 'private, no-cache' : 'no-cache');
  if (request.headers['if-none-match'] === etag) {
    await reply.status(304).send();
    return;
  }
  await reply.type('application/json; charset=utf-8').send(body);
}

@ApiTags('product')
@Controller('api/product')
export class ProductController {
  constructor(
    private readonly products: ProductService,
    private readonly listCache: ProductListCache,
    private readonly catalogue: ProductQueryService,
    private readonly bestSellers: BestSellersService,
    private readonly sessions: SessionService,
    private readonly cookies: SessionCookies,
    private readonly backInStock: BackInStockService,
    private readonly admin: ProductAdminService,
  ) {}

  /**
   * Every product (the spec's call): ready bytes from memory, brotli or gzip when accepted,
   * with an ETag so an unchanged list costs a 304. While the copy is fresh, the server's fast
   * path answers before this handler runs (product-list-fast-path.ts); this is the cold path.
   */
  @Get('list')
  @ApiOkResponse({ description: '{ success, products }' })
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const list = await this.products.listAll();
    void reply
      .header('etag', list.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'Origin, Accept-Encoding');
    if (request.headers['if-none-match'] === list.etag) {
      await reply.status(304).send();
      return;
    }
    const { bytes, encoding } = this.listCache.pick(list, request.headers['accept-encoding']);
    if (encoding) void reply.header('content-encoding', encoding);
    await reply.type('application/json; charset=utf-8').send(bytes);
  }

  /**
   * One page of the catalogue: search (typo-tolerant), category, stock filter, sort, keyset
   * cursor (docs/CATALOGUE.md). Archived products are for the seller only.
   */
  @Get('query')
  @ApiOperation({ summary: 'Search and page through the catalogue' })
  @ApiOkResponse({ description: '{ success, products, nextCursor, didYouMean }' })
  async query(
    @Query() query: ProductQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const seller = await this.isSeller(request);
    if ((query.archived ?? 'exclude') !== 'exclude' && !seller) {
      throw new AppError(
        HttpStatus.FORBIDDEN,
        ERROR_CODES.NOT_SELLER,
        'Only the seller can list archived products',
      );
    }
    await sendRevalidated(request, reply, await this.catalogue.page(query), seller);
  }

  /** The navbar's suggestions as the shopper types: up to 8 products. */
  @Get('suggest')
  @ApiOperation({ summary: 'Up to 8 products whose names match what is typed so far' })
  @ApiOkResponse({
    description: '{ success, suggestions: [{ _id, name, category, image, offerPrice }] }',
  })
  async suggest(
    @Query() query: ProductSuggestQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer: ProductSuggestResponse = {
      success: true,
      suggestions: await this.catalogue.suggest(query.q),
    };
    await sendRevalidated(request, reply, answer, false);
  }

  /** The home page's Best Sellers: most units sold in the last 30 days, in stock. */
  @Get('best-sellers')
  @ApiOperation({ summary: 'The 5 best-selling products in stock' })
  @ApiOkResponse({ description: '{ success, products }' })
  async bestSellerList(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const answer: ProductShortListResponse = {
      success: true,
      products: await this.bestSellers.list(),
    };
    await sendRevalidated(request, reply, answer, false);
  }

  /** Up to 5 other products of the same category, in stock. */
  @Get(':id/related')
  @ApiOperation({ summary: 'Products related to one product' })
  @ApiOkResponse({ description: '{ success, products }' })
  async related(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const products = PRODUCT_ID.test(id) ? await this.catalogue.related(id) : undefined;
    if (!products) throw productNotFound();
    const answer: ProductShortListResponse = { success: true, products };
    await sendRevalidated(request, reply, answer, false);
  }

  /** One product (an archived one only for the seller). */
  @Get(':id')
  @ApiOperation({ summary: 'One product' })
  @ApiOkResponse({ description: '{ success, product }' })
  async one(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const seller = await this.isSeller(request);
    const product = PRODUCT_ID.test(id) ? await this.catalogue.one(id, seller) : undefined;
    if (!product) throw productNotFound();
    const answer: ProductResponse = { success: true, product };
    await sendRevalidated(request, reply, answer, seller);
  }

  /** A logged-in shopper asks to be emailed when an out-of-stock product is back. */
  @Post(':id/notify-me')
  @HttpCode(200)
  @UseGuards(UserGuard)
  @ApiOperation({ summary: 'Email me when this product is back in stock' })
  @ApiOkResponse({ description: '{ success, message }' })
  notifyMe(@CurrentUserId() userId: string, @Param('id') id: string): Promise<MessageResponse> {
    if (!PRODUCT_ID.test(id)) throw productNotFound();
    return this.backInStock.ask(userId, id);
  }

  /** Seller: every field of a product (the add form's rules), images kept in a new order. */
  @Patch(':id')
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Edit a product' })
  @ApiOkResponse({ description: '{ success, message, product }' })
  async edit(
    @Param('id') id: string,
    @Body() body: ProductEditDto,
  ): Promise<ProductChangedResponse> {
    const product = await this.admin.edit(this.knownId(id), body);
    return { success: true, message: 'Product Updated', product };
  }

  /** Seller: appends images (multipart, image files only; at most 4 in all). */
  @Post(':id/images')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Add images to a product' })
  async addImages(
    @Param('id') id: string,
    @Req() request: FastifyRequest,
  ): Promise<ProductChangedResponse> {
    const product = await this.admin.addImages(this.knownId(id), await readFileUpload(request));
    return { success: true, message: 'Images Added', product };
  }

  /** Seller: out of the store (past orders keep it). */
  @Post(':id/archive')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Archive a product' })
  archive(@Param('id') id: string): Promise<MessageResponse> {
    return this.admin.setArchived(this.knownId(id), true);
  }

  /** Seller: back in the store. */
  @Post(':id/restore')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Restore an archived product' })
  restore(@Param('id') id: string): Promise<MessageResponse> {
    return this.admin.setArchived(this.knownId(id), false);
  }

  /** Seller: a delivery, a correction or waste, through the stock ledger. */
  @Post(':id/stock-adjust')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Adjust counted stock with a reason' })
  async adjust(
    @Param('id') id: string,
    @Body() body: StockAdjustDto,
  ): Promise<ProductChangedResponse> {
    const product = await this.admin.adjust(this.knownId(id), body);
    return { success: true, message: 'Stock Adjusted', product };
  }

  /** Seller: start or stop counting the stock; the low-stock threshold. */
  @Put(':id/tracking')
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Count stock (or stop), set the low-stock threshold' })
  async tracking(
    @Param('id') id: string,
    @Body() body: StockTrackingDto,
  ): Promise<ProductChangedResponse> {
    const product = await this.admin.setTracking(this.knownId(id), body);
    return { success: true, message: 'Stock Counting Updated', product };
  }

  /** Seller: the product's stock ledger, newest first. */
  @Get(':id/ledger')
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Stock ledger of a product' })
  async ledger(@Param('id') id: string): Promise<StockLedgerResponse> {
    return { success: true, movements: await this.admin.ledger(this.knownId(id)) };
  }

  /** Seller: the whole catalogue, archived products too, as a CSV file. */
  @Get('export.csv')
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Download the catalogue as CSV' })
  async exportCsv(@Res() reply: FastifyReply): Promise<void> {
    const csv = await this.admin.exportCsv();
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', 'attachment; filename="greencart-catalogue.csv"')
      .header('cache-control', 'no-store')
      .send(csv);
  }

  /**
   * Seller: imports a catalogue CSV (multipart, one file). Every line is checked first; a
   * file with errors is refused whole with each line's problem.
   */
  @Post('import')
  @HttpCode(200)
  @UseGuards(SellerGuard)
  @ApiConsumes('multipart/form-data')
  @ApiOperation({ summary: 'Import products from a CSV file' })
  async importCsv(@Req() request: FastifyRequest): Promise<ImportResponse> {
    const [file, ...more] = await readFileUpload(request);
    if (!file || more.length > 0) throw AppError.validation('Send one CSV file');
    const text = new TextDecoder('utf-8', { fatal: false }).decode(file);
    return this.admin.importCsv(text);
  }

  /** Seller: counted products at or below their low-stock threshold. */
  @Get('low-stock')
  @UseGuards(SellerGuard)
  @ApiOperation({ summary: 'Products low on stock' })
  async lowStock(): Promise<ProductShortListResponse> {
    return { success: true, products: await this.admin.lowStock() };
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

  /** `id` when it could name a product; otherwise 404 without a query. */
  private knownId(id: string): string {
    if (!PRODUCT_ID.test(id)) throw productNotFound();
    return id;
  }

  /** Whether the request carries a live seller session (without refusing anyone). */
  private async isSeller(request: FastifyRequest): Promise<boolean> {
    return (
      (await this.sessions.verify('seller', this.cookies.read(request, 'seller'))) !== undefined
    );
  }
}
