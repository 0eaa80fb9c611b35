import { createHash } from 'node:crypto';
import {
  Controller,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ERROR_CODES,
  isProductId,
  requestedLanguage,
  type MessageResponse,
  type ProductResponse,
  type ProductShortListResponse,
  type ProductSuggestResponse,
} from '@greencart/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UserGuard } from '../auth/auth.guards.js';
import { CurrentUserId } from '../auth/current-user.decorator.js';
import { SessionCookies } from '../auth/session-cookies.js';
import { SessionService } from '../auth/session.service.js';
import { AppError } from '../common/app-error.js';
import { BackInStockService } from '../stock/back-in-stock.service.js';
import { BestSellersService } from './best-sellers.service.js';
import { ProductQueryDto, ProductSuggestQueryDto } from './dto/product-query.dto.js';
import { knownProductId, productNotFound } from './product-id.js';
import { ProductListCache } from './product-list.cache.js';
import { ProductQueryService } from './product-query.service.js';
import { ProductService } from './product.service.js';

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

/**
 * The shop's catalogue reads: the list, search and pages, suggestions, best sellers, related
 * products, one product, and "email me when it is back". The seller's rooms sharing the
 * `api/product` paths: ProductAdminController (catalogue administration),
 * CatalogueFileController (the CSV file) and StockAdminController (stock/).
 */
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
  ) {}

  /**
   * Every product (the spec's call): ready bytes from memory, brotli or gzip when accepted,
   * with an ETag so an unchanged list costs a 304. While the copy is fresh, the server's fast
   * path answers before this handler runs (product-list-fast-path.ts); this is the cold path,
   * and the path of `?lang=si|ta` (names and descriptions in that language, English where not
   * translated; any other `lang` is ignored: the original list).
   */
  @Get('list')
  @ApiOkResponse({ description: '{ success, products }' })
  async list(
    @Query('lang') lang: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const language = requestedLanguage(lang);
    const list = await this.products.listAll(language);
    void reply
      .header('etag', list.etag)
      .header('cache-control', 'no-cache')
      .header('vary', 'Origin, Accept-Encoding');
    if (request.headers['if-none-match'] === list.etag) {
      await reply.status(304).send();
      return;
    }
    const { bytes, encoding } = this.products
      .cacheOf(language)
      .pick(list, request.headers['accept-encoding']);
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
    await sendRevalidated(request, reply, await this.catalogue.page(query, seller), seller);
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
      suggestions: await this.catalogue.suggest(query.q, requestedLanguage(query.lang)),
    };
    await sendRevalidated(request, reply, answer, false);
  }

  /** The home page's Best Sellers: most units sold in the last 30 days, in stock. */
  @Get('best-sellers')
  @ApiOperation({ summary: 'The 5 best-selling products in stock' })
  @ApiOkResponse({ description: '{ success, products }' })
  async bestSellerList(
    @Query('lang') lang: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const answer: ProductShortListResponse = {
      success: true,
      products: await this.bestSellers.list(requestedLanguage(lang)),
    };
    await sendRevalidated(request, reply, answer, false);
  }

  /** Up to 5 other products of the same category, in stock. */
  @Get(':id/related')
  @ApiOperation({ summary: 'Products related to one product' })
  @ApiOkResponse({ description: '{ success, products }' })
  async related(
    @Param('id') id: string,
    @Query('lang') lang: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const language = requestedLanguage(lang);
    const products = isProductId(id) ? await this.catalogue.related(id, language) : undefined;
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
    @Query('lang') lang: unknown,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const seller = await this.isSeller(request);
    const language = requestedLanguage(lang);
    const product = isProductId(id) ? await this.catalogue.one(id, seller, language) : undefined;
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
    return this.backInStock.ask(userId, knownProductId(id));
  }

  /** Whether the request carries a live seller session (without refusing anyone). */
  private async isSeller(request: FastifyRequest): Promise<boolean> {
    return (
      (await this.sessions.verify('seller', this.cookies.read(request, 'seller'))) !== undefined
    );
  }
}
