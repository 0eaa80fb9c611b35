import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_MESSAGES,
  categoryOfName,
  isProductId,
  type CatalogueColumn,
  type Product,
  type ProductTranslations,
  type TranslatedLanguage,
} from '@greencart/contracts';
import { hasControlCharacter } from '../common/body-guard.js';
import { CatalogueRowDto } from './dto/catalogue-row.dto.js';
import { numericText } from './dto/product-data.dto.js';

/** The catalogue file's columns, in order (contracts' CATALOGUE_COLUMNS, docs/PRODUCTS.md). */
export const CSV_COLUMNS: readonly CatalogueColumn[] = CATALOGUE_COLUMNS.map((c) => c.name);
type Column = CatalogueColumn;

/** Between the description lines of one cell. */
const DESCRIPTION_SEPARATOR = ' | ';
/** Rows an import may hold. */
export const MAX_IMPORT_ROWS = 5000;

/**
 * A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return at the
 * start: CSV injection) gets a leading apostrophe, which spreadsheets show as text. So does one
 * that already starts with apostrophes before such a character, so the import (which takes one
 * apostrophe off) gives back exactly what was exported.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;

function safeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** The cell as written, without the apostrophe {@link safeCell} put in front of it. */
function unsafeCell(value: string): string {
  return value.startsWith("'") && FORMULA_START.test(value.slice(1)) ? value.slice(1) : value;
}

/**
 * Description lines in one cell: ` | ` between lines; a `|` or `\` inside a line is written
 * `\|` or `\\`, so a line holding ` | ` comes back as one line.
 */
export function joinDescription(lines: readonly string[]): string {
  return lines
    .map((line) => line.replace(/[\\|]/g, (character) => `\\${character}`))
    .join(DESCRIPTION_SEPARATOR);
}

/**
 * The lines of a description cell: split at each `|` not escaped, `\|` and `\\` unescaped,
 * each line trimmed, empty ones dropped. A backslash before anything else is kept as it is, so
 * files exported before lines were escaped (no `\|` in them) read as they always did.
 */
export function splitDescription(cell: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (let index = 0; index < cell.length; index += 1) {
    const character = cell[index];
    const next = cell[index + 1];
    if (character === '\\' && (next === '|' || next === '\\')) {
      line += next;
      index += 1;
    } else if (character === '|') {
      lines.push(line);
      line = '';
    } else {
      line += character;
    }
  }
  lines.push(line);
  return lines.map((part) => part.trim()).filter(Boolean);
}

/** The catalogue as CSV (UTF-8, a header row, one product per row). */
export function catalogueToCsv(products: readonly Product[]): string {
  const rows = products.map((p) =>
    [
      p._id,
      p.name,
      p.category,
      p.price.toFixed(2),
      p.offerPrice.toFixed(2),
      joinDescription(p.description),
      p.weight ?? '',
      p.archived ? 'archived' : String(p.inStock),
      p.quantity === undefined ? '' : String(p.quantity),
      p.lowStockThreshold === undefined ? '' : String(p.lowStockThreshold),
      p.image.join(' '),
      p.soldBy ?? 'unit',
      p.stepGrams === undefined ? '' : String(p.stepGrams),
      p.pricePerKg === undefined ? '' : p.pricePerKg.toFixed(2),
      p.offerPricePerKg === undefined ? '' : p.offerPricePerKg.toFixed(2),
      p.barcode ?? '',
      p.translations?.si?.name ?? '',
      joinDescription(p.translations?.si?.description ?? []),
      p.translations?.ta?.name ?? '',
      joinDescription(p.translations?.ta?.description ?? []),
    ].map((cell) => safeCell(cell)),
  );
  return stringify([[...CSV_COLUMNS], ...rows]);
}

/** One valid row of an import. */
export interface ImportRow {
  line: number;
  id?: string;
  /** The row's product fields, stock columns and images, checked like the product routes'. */
  data: CatalogueRowDto;
  weight: string | null;
  inStock: boolean;
  archived: boolean;
  onHand: number | undefined;
  lowStockThreshold?: number;
  images: string[];
  /** The stored-form barcode, null to remove it; undefined when the file has no such column. */
  barcode: string | null | undefined;
  /**
   * The translated fields of the file's translation columns (an empty cell: "" or [], which
   * removes that field); undefined when the file has none of them (translations kept).
   */
  translations: ProductTranslations | undefined;
}

/** The translation columns: language and field of each. */
const TRANSLATION_COLUMNS = [
  ['name_si', 'si', 'name'],
  ['description_si', 'si', 'description'],
  ['name_ta', 'ta', 'name'],
  ['description_ta', 'ta', 'description'],
] as const satisfies readonly (readonly [Column, TranslatedLanguage, 'name' | 'description'])[];

/** The translated fields of a row's translation cells; undefined when the file has none. */
function translationsOf(
  record: Record<string, string>,
  cell: (column: Column) => string,
): ProductTranslations | undefined {
  const present = TRANSLATION_COLUMNS.filter(([column]) => record[column] !== undefined);
  if (present.length === 0) return undefined;
  const translations: ProductTranslations = {};
  for (const [column, language, field] of present) {
    const translation = (translations[language] ??= {});
    if (field === 'name') translation.name = cell(column);
    else translation.description = splitDescription(cell(column));
  }
  return translations;
}

/** What was wrong with one line of the file (line 1 is the header). */
export interface ImportProblem {
  line: number;
  message: string;
}

/** An optional cell: empty means "not given". */
function optional(text: string): string | undefined {
  return text === '' ? undefined : text;
}

/**
 * Reads and validates a whole catalogue file: every row is checked with the product routes'
 * rules (CatalogueRowDto: the add form's fields and first count, counting's threshold, the
 * edit's image list) and the same refusal of control characters as any request body; nothing
 * is imported unless every row is valid (the caller writes all rows in one transaction).
 * Image URLs are kept as given, never fetched.
 */
export async function parseCatalogueCsv(
  text: string,
): Promise<{ rows: ImportRow[]; problems: ImportProblem[] }> {
  let records: Record<string, string>[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      columns: (header: string[]) => header.map((name) => name.trim()),
      skip_empty_lines: true,
      trim: true,
      relax_column_count: false,
      max_record_size: 64 * 1024,
    }) as Record<string, string>[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ line, message: 'This line is not valid CSV' }] };
  }
  if (records.length === 0)
    return { rows: [], problems: [{ line: 1, message: 'The file has no rows' }] };
  const missing = ['name', 'category', 'price', 'offerPrice'].filter((c) => !(c in records[0]));
  if (missing.length > 0) {
    return { rows: [], problems: [{ line: 1, message: `Missing columns: ${missing.join(', ')}` }] };
  }
  const unknown = Object.keys(records[0]).filter(
    (c) => !(CSV_COLUMNS as readonly string[]).includes(c),
  );
  if (unknown.length > 0) {
    return { rows: [], problems: [{ line: 1, message: `Unknown columns: ${unknown.join(', ')}` }] };
  }
  if (records.length > MAX_IMPORT_ROWS) {
    return {
      rows: [],
      problems: [{ line: 1, message: `At most ${MAX_IMPORT_ROWS} products per file` }],
    };
  }
  const rows: ImportRow[] = [];
  const problems: ImportProblem[] = [];
  /** The line each barcode was first seen on: one product per barcode. */
  const barcodeLines = new Map<string, number>();
  for (const [index, record] of records.entries()) {
    const line = index + 2;
    const cell = (column: Column) => unsafeCell(record[column] ?? '');
    const stock = cell('inStock').toLowerCase();
    const id = cell('id');
    const data = plainToInstance(CatalogueRowDto, {
      name: cell('name'),
      // The label the store shows ("Fresh Fruits") is as good as the stored value ("Fruits").
      category: categoryOfName(cell('category')) ?? cell('category'),
      price: cell('price'),
      offerPrice: cell('offerPrice'),
      description: splitDescription(cell('description')),
      weight: optional(cell('weight')),
      onHand: numericText({ value: optional(cell('onHand')) }),
      lowStockThreshold: numericText({ value: optional(cell('lowStockThreshold')) }),
      images: cell('images').split(/\s+/).filter(Boolean),
      // Sold by weight (issue 29): an empty soldBy is a unit product.
      soldBy: optional(cell('soldBy').toLowerCase()),
      stepGrams: optional(cell('stepGrams')),
      pricePerKg: optional(cell('pricePerKg')),
      offerPricePerKg: optional(cell('offerPricePerKg')),
      // A file without the column (an older export) leaves barcodes as they are.
      barcode: record.barcode === undefined ? undefined : cell('barcode'),
      // Files exported before translations (no such columns) leave them as they are.
      translations: translationsOf(record, cell),
    });
    const errors = await validate(data, { stopAtFirstError: true });
    const messages = errors.flatMap((error) => Object.values(error.constraints ?? {}));
    if (!['', 'true', 'false', 'archived'].includes(stock)) {
      messages.push('inStock must be true, false or archived');
    }
    if (Object.values(record).some((value) => hasControlCharacter(value))) {
      messages.push('a cell contains control characters');
    }
    if (id !== '' && !isProductId(id)) messages.push(CATALOGUE_MESSAGES.notProductId);
    const barcode = data.barcode;
    if (barcode && messages.length === 0) {
      const first = barcodeLines.get(barcode);
      if (first !== undefined) messages.push(`barcode ${barcode} is also on line ${first}`);
      else barcodeLines.set(barcode, line);
    }
    if (messages.length > 0) {
      problems.push({ line, message: messages.join('; ') });
      continue;
    }
    rows.push({
      line,
      id: id || undefined,
      data,
      weight: data.weight ?? null,
      inStock: stock !== 'false',
      archived: stock === 'archived',
      onHand: data.onHand,
      lowStockThreshold: data.lowStockThreshold,
      images: data.images ?? [],
      barcode: data.barcode,
      translations: data.translations,
    });
  }
  return { rows, problems };
}
