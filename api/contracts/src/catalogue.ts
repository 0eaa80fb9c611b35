/**
 * The catalogue file's columns (docs/PRODUCTS.md), in order, with what each holds: the API
 * reads and writes exactly these; the seller portal explains them and offers a template.
 */
export const CATALOGUE_COLUMNS = [
  {
    name: 'id',
    required: false,
    meaning: 'The product to update; leave empty to add a new product.',
    example: '',
  },
  { name: 'name', required: true, meaning: 'Product name.', example: 'Alphonso Mangoes 1 kg' },
  {
    name: 'category',
    required: true,
    meaning: 'A category as the store shows it ("Fresh Fruits") or its short name ("Fruits").',
    example: 'Fresh Fruits',
  },
  { name: 'price', required: true, meaning: 'Price in rupees, up to 2 decimals.', example: '450' },
  {
    name: 'offerPrice',
    required: true,
    meaning: 'The price charged, not above the price.',
    example: '399.50',
  },
  {
    name: 'description',
    required: false,
    meaning: 'Description lines separated by " | ".',
    example: 'Sweet and ripe | From Jaffna',
  },
  { name: 'weight', required: false, meaning: 'Pack size, like "500 g".', example: '1 kg' },
  {
    name: 'inStock',
    required: false,
    meaning: 'true, false or archived; empty means true.',
    example: 'true',
  },
  {
    name: 'onHand',
    required: false,
    meaning: 'Units on hand; empty leaves stock uncounted.',
    example: '24',
  },
  {
    name: 'lowStockThreshold',
    required: false,
    meaning: 'Low Stock lists the product at or below this many units.',
    example: '5',
  },
  {
    name: 'images',
    required: false,
    meaning: 'Up to 4 image URLs separated by spaces.',
    example: '',
  },
  {
    name: 'soldBy',
    required: false,
    meaning:
      "unit or weight; empty means unit. By weight, price and offerPrice are one step's, worked out from the prices per kg (leave them empty), and onHand and lowStockThreshold are grams.",
    example: 'unit',
  },
  {
    name: 'stepGrams',
    required: false,
    meaning: 'By weight: grams of one step, 50 to 1000 in steps of 50 (250).',
    example: '',
  },
  {
    name: 'pricePerKg',
    required: false,
    meaning: 'By weight: price per kg in rupees.',
    example: '',
  },
  {
    name: 'offerPricePerKg',
    required: false,
    meaning: 'By weight: the price per kg charged, not above pricePerKg.',
    example: '',
  },
  {
    name: 'barcode',
    required: false,
    meaning:
      'EAN-13 (13 digits) or UPC-A (12 digits) with a correct check digit, one product each; empty removes it. A file without this column leaves barcodes as they are.',
    example: '4006381333931',
  },
  {
    name: 'name_si',
    required: false,
    meaning:
      'The name in Sinhala; empty: the English name is shown. A file without the translation columns leaves translations as they are.',
    example: 'ඇල්ෆොන්සෝ අඹ 1 kg',
  },
  {
    name: 'description_si',
    required: false,
    meaning: 'Description lines in Sinhala, separated by " | "; empty: the English ones.',
    example: '',
  },
  {
    name: 'name_ta',
    required: false,
    meaning: 'The name in Tamil; empty: the English name is shown.',
    example: 'அல்போன்சோ மாம்பழம் 1 kg',
  },
  {
    name: 'description_ta',
    required: false,
    meaning: 'Description lines in Tamil, separated by " | "; empty: the English ones.',
    example: '',
  },
] as const;

/** A column name of the catalogue file. */
export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]['name'];

/** A CSV cell, quoted when it holds a comma, a quote or a line break (RFC 4180). */
function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** A catalogue file to start from: the header row and one example product. */
export function catalogueTemplateCsv(): string {
  const header = CATALOGUE_COLUMNS.map((column) => column.name);
  const example = CATALOGUE_COLUMNS.map((column) => csvCell(column.example));
  return `${header.join(',')}\r\n${example.join(',')}\r\n`;
}
