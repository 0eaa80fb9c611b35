import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import {
  ARCHIVED_FILTERS,
  LANGUAGES,
  isLanguage,
  type Language,
  CATEGORIES,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_PRODUCT_QUERY_LENGTH,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  type ArchivedFilter,
  type ProductSort,
} from '@greencart/contracts';
import { NoControlCharacters, wholeNumberParam } from '../../common/query-params.js';

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${MAX_PRODUCT_PAGE_SIZE}`;
const QUERY_MESSAGE = `Search text must be at most ${MAX_PRODUCT_QUERY_LENGTH} characters`;

/** `true`/`false` in a query string; anything else stays as given and fails `@IsBoolean`. */
function booleanParam({ value }: { value: unknown }): unknown {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

/** Search text for the suggestions: the navbar's box. */
export class ProductSuggestQueryDto {
  @ApiPropertyOptional({ maxLength: MAX_PRODUCT_QUERY_LENGTH })
  @IsOptional()
  @NoControlCharacters({ message: 'Search text must not contain control characters' })
  @MaxLength(MAX_PRODUCT_QUERY_LENGTH, { message: QUERY_MESSAGE })
  // Checked first (decorators apply bottom-up): `?q=a&q=b` is not "too long".
  @IsString({ message: 'Give the search text (q) once' })
  q?: string;

  @ApiPropertyOptional({
    enum: LANGUAGES,
    description:
      'si or ta: names and descriptions in that language (English where not translated); ' +
      'anything else is ignored (English, the original answer)',
  })
  @IsOptional()
  // An unknown or repeated value is dropped, never refused: an old link shows the English shop.
  @Transform(({ value }: { value: unknown }) => (isLanguage(value) ? value : undefined))
  @IsIn(LANGUAGES)
  lang?: Language;
}

/** `GET /api/product/query` (contracts `ProductQueryParams`). */
export class ProductQueryDto extends ProductSuggestQueryDto {
  @ApiPropertyOptional({ enum: CATEGORIES.map((category) => category.path) })
  @IsOptional()
  @IsString()
  @MaxLength(50)
  @NoControlCharacters()
  category?: string;

  @ApiPropertyOptional({
    description:
      'Omitted: every product, sold-out ones after the available ones in every sort; ' +
      "true: available ones only; false: every product in the sort's plain order (the seller's list)",
  })
  @IsOptional()
  @Transform(booleanParam)
  @IsBoolean({ message: 'inStock must be true or false' })
  inStock?: boolean;

  @ApiPropertyOptional({ enum: PRODUCT_SORTS, default: 'relevance' })
  @IsOptional()
  @IsIn(PRODUCT_SORTS, { message: `sort must be one of: ${PRODUCT_SORTS.join(', ')}` })
  sort?: ProductSort;

  @ApiPropertyOptional({ description: 'The `nextCursor` of the previous page' })
  @IsOptional()
  @IsString()
  @MaxLength(400)
  @NoControlCharacters()
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PRODUCT_PAGE_SIZE, default: PRODUCT_PAGE_SIZE })
  @IsOptional()
  @Transform(wholeNumberParam)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(MAX_PRODUCT_PAGE_SIZE, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ enum: ARCHIVED_FILTERS, description: 'Seller only' })
  @IsOptional()
  @IsIn(ARCHIVED_FILTERS, { message: `archived must be one of: ${ARCHIVED_FILTERS.join(', ')}` })
  archived?: ArchivedFilter;
}
