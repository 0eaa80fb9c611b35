import { ERROR_CODES } from '@greencart/contracts';
import type { ApiError } from '@greencart/shared-ui';
import type { ProductField } from './productForm';

/**
 * Validation messages name the property first ("offerPrice must not be greater than price",
 * class-validator style), possibly under `productData.`.
 */
const FIELD_AT_START =
  /^(?:productData\.)?(name|description|category|price|offerPrice|weight|onHand|soldBy|stepGrams|pricePerKg|offerPricePerKg|barcode|translations|images?)\b/;

/**
 * The form field a server error is about, so it can be shown beside that field; undefined
 * when the server names none (the form then shows it as a toast).
 */
export function fieldOfServerError(error: ApiError): ProductField | undefined {
  if (
    error.code === ERROR_CODES.PRODUCT_IMAGE_INVALID ||
    error.code === ERROR_CODES.PAYLOAD_TOO_LARGE
  ) {
    return 'images';
  }
  // Another product has this barcode (409, field `barcode`).
  if (error.code === ERROR_CODES.BARCODE_TAKEN) return 'barcode';
  if (error.code !== ERROR_CODES.VALIDATION) return undefined;
  // The server's `field` (dotted path) when it sends one, else the start of its message.
  const fromField = error.field ? `${error.field.replace(/\.[0-9]+$/, '')} ` : '';
  const named = FIELD_AT_START.exec(fromField || error.message)?.[1];
  if (named === undefined) return undefined;
  // A translated field the server refused: beside the Sinhala name (the form's own checks
  // catch the lengths first; this is the rare case they did not).
  if (named === 'translations') return 'nameSi';
  return named === 'image' ? 'images' : (named as ProductField);
}
