import { randomUUID } from 'node:crypto';
import { HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { ERROR_CODES } from '@greencart/contracts';
import sharp, { type Sharp } from 'sharp';
import { AppError } from '../common/app-error.js';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage.js';
import { looksLikeSvg, sniffRasterFormat } from './image-sniff.js';

/** Longest side of the full-size image and of the card image, in pixels. */
export const FULL_SIZE_PX = 1200;
export const CARD_SIZE_PX = 400;
/** The card image must stay this small (budgets: e2e/bench/README.md). */
export const CARD_MAX_BYTES = 30 * 1024;

const WEBP = 'image/webp';

/** Where an image comes from: uploads accept raster formats only; seed drawings may be SVG. */
export type ImageSource = 'upload' | 'trusted-svg';

/**
 * The one image pipeline for uploads and seed drawings: checks the content (magic bytes),
 * re-encodes to WebP full size and card size (stripping metadata and anything hidden in
 * the original), stores both and answers the public URL of the full-size image.
 */
@Injectable()
export class ProductImageService {
  private readonly logger = new Logger(ProductImageService.name);

  constructor(@Inject(IMAGE_STORAGE) private readonly storage: ImageStorage) {}

  /**
   * Checks and re-encodes every image first, then stores them: one bad file stores nothing.
   * Answers the public URLs in the same order: `/uploads/products/<uuid>.webp` on the local
   * disk, `<S3_PUBLIC_URL>/products/<uuid>.webp` in a bucket.
   */
  async storeAll(images: readonly Buffer[], source: ImageSource = 'upload'): Promise<string[]> {
    const encoded: [Buffer, Buffer][] = [];
    // Sequential: sharp already uses every core for one image.
    for (const data of images) encoded.push(await this.check(data, source));
    const urls: string[] = [];
    try {
      for (const [full, card] of encoded) {
        const id = randomUUID();
        // The card image first: the full-size URL is only handed out once both exist.
        await this.storage.put(`products/${id}.card.webp`, card, WEBP);
        await this.storage.put(`products/${id}.webp`, full, WEBP);
        // Front ends derive the card image by name (`x.webp` -> `x.card.webp`).
        urls.push(this.storage.publicUrl(`products/${id}.webp`));
      }
    } catch (error) {
      await this.discard(urls);
      throw error;
    }
    return urls;
  }

  /**
   * Deletes images stored by {@link storeAll} (both sizes), e.g. when the product they were
   * stored for could not be saved, so no orphan files are left behind. Best effort: a file
   * that cannot be deleted is logged, never a reason to fail the caller twice.
   */
  async discard(urls: readonly string[]): Promise<void> {
    for (const url of urls) {
      const name = url.slice(url.lastIndexOf('/products/') + '/products/'.length);
      if (!/^[0-9a-f-]{36}\.webp$/.test(name)) continue;
      for (const key of [`products/${name}`, `products/${name.replace(/\.webp$/, '.card.webp')}`]) {
        await this.storage.remove(key).catch((error: unknown) => {
          this.logger.warn(`could not delete image ${key}: ${(error as Error).message}`);
        });
      }
    }
  }

  private async check(data: Buffer, source: ImageSource): Promise<[Buffer, Buffer]> {
    const svg = source === 'trusted-svg' && looksLikeSvg(data);
    if (!svg && !sniffRasterFormat(data)) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.PRODUCT_IMAGE_INVALID,
        'Images must be JPEG, PNG, WebP, GIF or AVIF files',
      );
    }
    return this.encode(data, svg);
  }

  private async encode(data: Buffer, svg: boolean): Promise<[Buffer, Buffer]> {
    // SVGs are rasterised at a density that gives a sharp full-size image.
    const input = () =>
      sharp(data, { density: svg ? 300 : undefined, limitInputPixels: 50_000_000 }).rotate();
    try {
      const full = await input()
        .resize(FULL_SIZE_PX, FULL_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer();
      return [full, await this.encodeCard(input)];
    } catch {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        ERROR_CODES.PRODUCT_IMAGE_INVALID,
        'The image file could not be read',
      );
    }
  }

  /** Lowers the quality until the card image fits its byte budget. */
  private async encodeCard(input: () => Sharp): Promise<Buffer> {
    let card = Buffer.alloc(0);
    for (const quality of [75, 60, 45, 30, 20]) {
      card = await input()
        .resize(CARD_SIZE_PX, CARD_SIZE_PX, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality })
        .toBuffer();
      if (card.length <= CARD_MAX_BYTES) return card;
    }
    return card;
  }
}
