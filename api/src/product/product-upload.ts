import { HttpStatus } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { ERROR_CODES, MAX_IMAGE_BYTES, MAX_PRODUCT_IMAGES } from '@greencart/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../common/app-error.js';
import { parseBoundedJson } from '../common/body-guard.js';
import { validationError } from '../common/validation.pipe.js';
import { ProductAddDto } from './dto/product-admin.dto.js';

/** A parsed `POST /api/product/add`: validated product data and the raw image files. */
export interface ProductUpload {
  data: ProductAddDto;
  images: Buffer[];
}

/** Multipart limits, also handed to @fastify/multipart so busboy stops reading early. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: MAX_PRODUCT_IMAGES,
  fields: 5,
  fieldSize: 64 * 1024,
  parts: MAX_PRODUCT_IMAGES + 5,
};

const LIMIT_MESSAGES: Record<string, string> = {
  FST_FILES_LIMIT: `At most ${MAX_PRODUCT_IMAGES} images`,
  FST_REQ_FILE_TOO_LARGE: `Each image must be at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB`,
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
};

function tooLarge(message: string): AppError {
  return new AppError(HttpStatus.PAYLOAD_TOO_LARGE, ERROR_CODES.PAYLOAD_TOO_LARGE, message);
}

async function parseProductData(raw: string | undefined): Promise<ProductAddDto> {
  if (raw === undefined) throw AppError.validation('productData is required');
  // The same bounds as any JSON body: depth, size, control characters, prototype keys.
  const plain = parseBoundedJson(raw);
  if (typeof plain !== 'object' || plain === null || Array.isArray(plain)) {
    throw AppError.validation('productData must be a JSON object');
  }
  const data = plainToInstance(ProductAddDto, plain);
  const errors = await validate(data, {
    whitelist: true,
    forbidNonWhitelisted: true,
    stopAtFirstError: true,
  });
  if (errors.length > 0) throw validationError(errors);
  return data;
}

/**
 * Reads the multipart body: the `productData` JSON field and up to four image files of
 * at most 5 MB each (any file field name). Only called after the seller guard passed.
 */
export async function readProductUpload(request: FastifyRequest): Promise<ProductUpload> {
  const { fields, images } = await readMultipart(request, ['productData']);
  const data = await parseProductData(fields.productData);
  if (images.length === 0) throw AppError.validation('Add at least one image');
  return { data, images };
}

/**
 * Reads a multipart body of files only (at most four, 5 MB each): the images of
 * `POST /api/product/:id/images`, the catalogue file of `POST /api/product/import`.
 */
export async function readFileUpload(request: FastifyRequest): Promise<Buffer[]> {
  return (await readMultipart(request, [])).images;
}

/** The files and the allowed text fields of a multipart body; limits answer 413. */
async function readMultipart(
  request: FastifyRequest,
  allowedFields: readonly string[],
): Promise<{ fields: Record<string, string>; images: Buffer[] }> {
  if (!request.isMultipart()) throw AppError.validation('Send the product as multipart/form-data');
  const fields: Record<string, string> = {};
  const images: Buffer[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        images.push(await part.toBuffer());
      } else if (allowedFields.includes(part.fieldname)) {
        fields[part.fieldname] = String(part.value);
      } else {
        throw AppError.validation(`Unknown field ${part.fieldname}`);
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_MESSAGES[code]) throw tooLarge(LIMIT_MESSAGES[code]);
    // Anything else busboy reports is a body that is not well-formed multipart.
    throw AppError.malformedBody('The form data is not valid multipart/form-data');
  }
  return { fields, images };
}
