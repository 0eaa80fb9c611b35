import {
  FIELD_ERROR_WORDS,
  FIELD_LIMITS,
  MAX_PRICE,
  MAX_STOCK_QUANTITY,
  MAX_WEIGHT_LENGTH,
  MIN_PRICE,
  isCategory,
  isStockCount,
  MAX_STEP_GRAMS,
  MIN_STEP_GRAMS,
  STEP_GRAMS_MULTIPLE,
  formatKg,
  fromCents,
  isStepGrams,
  kgToGrams,
  isValidPrice,
  isValidPricePerKg,
  normalizeBarcode,
  offerPriceFits,
  stepPriceCents,
  toCents,
  type Product,
  type ProductAddData,
  type ProductTranslations,
  type SoldBy,
  type SoldByRequest,
} from '@greencart/contracts';
import { sellerT } from '../../i18n/catalogue';

/** What the Add Product form holds: the text of each field as typed. */
export interface ProductFormValues {
  name: string;
  /** One bullet point per line. */
  description: string;
  /** A category value (path segment), or '' before one is chosen. */
  category: string;
  price: string;
  offerPrice: string;
  /** Pack size ("500 g"); optional. */
  weight: string;
  /**
   * Units on hand to start counting from (kilograms, "12.5", when sold by weight: sent as
   * grams); empty: not counted.
   */
  onHand: string;
  /** By the unit (price and offer price above) or by weight (the three fields below). */
  soldBy: SoldBy;
  /** Sold by weight: grams of one step, as chosen ("250"). */
  stepGrams: string;
  pricePerKg: string;
  /** Optional: empty sells at the price per kg. */
  offerPricePerKg: string;
  /** EAN-13 or UPC-A, optional: to scan at the pick screen. */
  barcode: string;
  /** Sinhala and Tamil name and description (one line per bullet), optional: English shows. */
  nameSi: string;
  descriptionSi: string;
  nameTa: string;
  descriptionTa: string;
}

/** A field of the form that can carry an error, images included. */
export type ProductField = keyof ProductFormValues | 'images';

/** Error text per rejected field; a field without an entry is fine. */
export type ProductFormErrors = Partial<Record<ProductField, string>>;

/** The form as it starts, and after a product was added. */
export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  description: '',
  category: '',
  price: '',
  offerPrice: '',
  weight: '',
  onHand: '',
  soldBy: 'unit',
  stepGrams: '250',
  pricePerKg: '',
  offerPricePerKg: '',
  barcode: '',
  nameSi: '',
  descriptionSi: '',
  nameTa: '',
  descriptionTa: '',
};

/** The steps a seller may choose: 50 g to 1 kg in 50 g steps (contracts' rule). */
export const STEP_CHOICES: readonly number[] = Array.from(
  { length: (MAX_STEP_GRAMS - MIN_STEP_GRAMS) / STEP_GRAMS_MULTIPLE + 1 },
  (_, index) => MIN_STEP_GRAMS + index * STEP_GRAMS_MULTIPLE,
);

/**
 * The price of one step of a weighed product as the store will charge it, from the typed
 * price per kg and step (contracts' `stepPriceCents`: nearest cent, halves up); null while
 * either is not valid yet.
 */
export function stepPriceOf(perKg: string, stepGrams: string): number | null {
  const amount = parseAmount(perKg);
  const step = Number(stepGrams);
  if (!isStepGrams(step) || !isValidPricePerKg(amount, step)) return null;
  return fromCents(stepPriceCents(toCents(amount), step));
}

/** The description as bullet points: one per line, trimmed, empty lines dropped. */
export function splitDescription(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Why the description's lines would be refused (too many, or one too long), if they would. */
function descriptionProblem(lines: readonly string[]): string | undefined {
  if (lines.length > FIELD_LIMITS.productDescriptionLines) {
    return sellerT()('addProduct.errors.descriptionLines', {
      max: FIELD_LIMITS.productDescriptionLines,
    });
  }
  return lines.some((line) => line.length > FIELD_LIMITS.productDescriptionLine)
    ? FIELD_ERROR_WORDS.description
    : undefined;
}

/** A typed amount as a number, or NaN when it is not a plain decimal number. */
function parseAmount(text: string): number {
  const trimmed = text.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The price's and the offer price's messages (addProduct.errors). */
const AMOUNT_WORDS = {
  price: { enter: 'addProduct.errors.enterPrice', range: 'addProduct.errors.priceRange' },
  offerPrice: {
    enter: 'addProduct.errors.enterOfferPrice',
    range: 'addProduct.errors.offerPriceRange',
  },
  pricePerKg: {
    enter: 'addProduct.errors.enterPricePerKg',
    range: 'addProduct.errors.pricePerKgRange',
  },
  offerPricePerKg: {
    enter: 'addProduct.errors.enterOfferPricePerKg',
    range: 'addProduct.errors.offerPricePerKgRange',
  },
} as const;

/** The limits a price message names. */
const PRICE_RANGE = { min: MIN_PRICE, max: MAX_PRICE.toLocaleString('en') };

function amountError(text: string, field: 'price' | 'offerPrice'): string | undefined {
  const t = sellerT();
  if (text.trim() === '') return t(AMOUNT_WORDS[field].enter);
  if (!isValidPrice(parseAmount(text))) return t(AMOUNT_WORDS[field].range, PRICE_RANGE);
  return undefined;
}

/**
 * Checks the text fields by the rules of `@greencart/contracts`, as the server will: name,
 * category, price and offer price required; prices from MIN_PRICE to MAX_PRICE with at most
 * 2 decimals; the offer price not above the price; description lines, weight short enough;
 * the stock count, if any, a whole number up to MAX_STOCK_QUANTITY. Images are checked
 * separately (see `imageSlots.ts`).
 */
export function validateProductForm(values: ProductFormValues): ProductFormErrors {
  const t = sellerT();
  const errors: ProductFormErrors = {};
  if (values.name.trim() === '') errors.name = t('addProduct.errors.enterName');
  const descriptionError = descriptionProblem(splitDescription(values.description));
  if (descriptionError) errors.description = descriptionError;
  if (!isCategory(values.category)) errors.category = FIELD_ERROR_WORDS.category;
  if (values.soldBy === 'weight') {
    Object.assign(errors, weighedErrors(values));
  } else {
    const priceError = amountError(values.price, 'price');
    const offerError = amountError(values.offerPrice, 'offerPrice');
    if (priceError) errors.price = priceError;
    if (offerError) errors.offerPrice = offerError;
    if (!offerPriceFits(parseAmount(values.price), parseAmount(values.offerPrice))) {
      errors.offerPrice = FIELD_ERROR_WORDS.offerPrice;
    }
  }
  for (const field of ['nameSi', 'nameTa'] as const) {
    if (values[field].trim().length > FIELD_LIMITS.productName) {
      errors[field] = t('addProduct.errors.nameLength', { max: FIELD_LIMITS.productName });
    }
  }
  for (const field of ['descriptionSi', 'descriptionTa'] as const) {
    const problem = descriptionProblem(splitDescription(values[field]));
    if (problem) errors[field] = problem;
  }
  if (values.weight.trim().length > MAX_WEIGHT_LENGTH) {
    errors.weight = t('addProduct.errors.weightLength', { max: MAX_WEIGHT_LENGTH });
  }
  if (values.barcode.trim() !== '' && normalizeBarcode(values.barcode) === null) {
    errors.barcode = t('addProduct.errors.barcode');
  }
  if (values.onHand.trim() !== '' && onHandOf(values) === null) {
    errors.onHand =
      values.soldBy === 'weight'
        ? t('addProduct.errors.onHandKg', { max: formatKg(MAX_STOCK_QUANTITY) })
        : t('addProduct.errors.onHandUnits', { max: MAX_STOCK_QUANTITY.toLocaleString('en') });
  }
  return errors;
}

/**
 * The first stock count typed, as the API counts it: units, or for a product sold by weight
 * grams from the kilograms typed (`kgToGrams`); null when empty or not a count.
 */
function onHandOf(values: ProductFormValues): number | null {
  const text = values.onHand.trim();
  const amount =
    values.soldBy === 'weight' ? kgToGrams(text) : /^\d+$/.test(text) ? Number(text) : null;
  return text !== '' && isStockCount(amount) ? amount : null;
}

/** The step and prices per kg of a product sold by weight, by the same rules as the server. */
function weighedErrors(values: ProductFormValues): ProductFormErrors {
  const t = sellerT();
  const errors: ProductFormErrors = {};
  const step = Number(values.stepGrams);
  if (!isStepGrams(step)) {
    errors.stepGrams = t('addProduct.errors.step', { min: MIN_STEP_GRAMS, max: MAX_STEP_GRAMS });
  }
  const perKg = (text: string, field: 'pricePerKg' | 'offerPricePerKg'): string | undefined => {
    if (text.trim() === '') return t(AMOUNT_WORDS[field].enter);
    return isValidPricePerKg(parseAmount(text), step)
      ? undefined
      : t(AMOUNT_WORDS[field].range, PRICE_RANGE);
  };
  const priceError = perKg(values.pricePerKg, 'pricePerKg');
  if (priceError) errors.pricePerKg = priceError;
  // The offer per kg is optional: without one the product sells at its price per kg.
  if (values.offerPricePerKg.trim() !== '') {
    const offerError = perKg(values.offerPricePerKg, 'offerPricePerKg');
    if (offerError) errors.offerPricePerKg = offerError;
    else if (!offerPriceFits(parseAmount(values.pricePerKg), parseAmount(values.offerPricePerKg))) {
      errors.offerPricePerKg = t('addProduct.errors.offerPerKgAbovePrice');
    }
  }
  return errors;
}

/** The offer price per kg typed, or the price per kg when none was (the API's rule too). */
export function offerPerKgText(values: Pick<ProductFormValues, 'pricePerKg' | 'offerPricePerKg'>) {
  return values.offerPricePerKg.trim() === '' ? values.pricePerKg : values.offerPricePerKg;
}

/**
 * How the product is sold, as the edit sends it (always: a product sold by weight must say so
 * on every edit, and switching back to units says `unit`): the step and prices per kg for one
 * sold by weight.
 */
export function soldByData(values: ProductFormValues): SoldByRequest {
  if (values.soldBy !== 'weight') return { soldBy: 'unit' };
  const offer = values.offerPricePerKg.trim();
  return {
    soldBy: 'weight',
    stepGrams: Number(values.stepGrams),
    pricePerKg: parseAmount(values.pricePerKg),
    // None typed: the API sells at the price per kg.
    ...(offer ? { offerPricePerKg: parseAmount(offer) } : {}),
  };
}

/**
 * The unit prices sent: those typed, or for a product sold by weight one step's, worked out
 * from the prices per kg (the server works them out again and ignores these).
 */
export function unitPrices(values: ProductFormValues): { price: number; offerPrice: number } {
  if (values.soldBy === 'weight') {
    return {
      price: stepPriceOf(values.pricePerKg, values.stepGrams) ?? 0,
      offerPrice: stepPriceOf(offerPerKgText(values), values.stepGrams) ?? 0,
    };
  }
  return { price: parseAmount(values.price), offerPrice: parseAmount(values.offerPrice) };
}

/**
 * The `productData` JSON of a form that passed {@link validateProductForm}; weight and stock
 * count only when given (no count: the product does not count its stock).
 */
export function toProductData(values: ProductFormValues): ProductAddData & SoldByRequest {
  if (!isCategory(values.category)) throw new Error(`Not a category: ${values.category}`);
  const weight = values.weight.trim();
  const onHand = onHandOf(values);
  return {
    name: values.name.trim(),
    description: splitDescription(values.description),
    category: values.category,
    ...unitPrices(values),
    ...(weight ? { weight } : {}),
    ...(onHand !== null ? { onHand } : {}),
    ...(barcodeOf(values) ? { barcode: barcodeOf(values) } : {}),
    // A unit product is added as before (no soldBy: the default).
    ...(values.soldBy === 'weight' ? soldByData(values) : {}),
    // Only when some field is translated: a product added in English only sends as before.
    ...(Object.keys(translationsOf(values)).length > 0
      ? { translations: translationsOf(values) }
      : {}),
  };
}

/**
 * The Sinhala and Tamil fields as the API takes them: trimmed, description lines split, empty
 * fields and languages left out (each falls back to English on the storefront).
 */
export function translationsOf(values: ProductFormValues): ProductTranslations {
  const translations: ProductTranslations = {};
  const fields = [
    ['si', values.nameSi, values.descriptionSi],
    ['ta', values.nameTa, values.descriptionTa],
  ] as const;
  for (const [language, nameText, descriptionText] of fields) {
    const name = nameText.trim();
    const description = splitDescription(descriptionText);
    if (name === '' && description.length === 0) continue;
    translations[language] = {
      ...(name ? { name } : {}),
      ...(description.length > 0 ? { description } : {}),
    };
  }
  return translations;
}

/** A product's Sinhala and Tamil fields as the form holds them ('' where not translated). */
export function translationValuesOf(
  product: Pick<Product, 'translations'>,
): Pick<ProductFormValues, 'nameSi' | 'descriptionSi' | 'nameTa' | 'descriptionTa'> {
  const { si, ta } = product.translations ?? {};
  return {
    nameSi: si?.name ?? '',
    descriptionSi: (si?.description ?? []).join('\n'),
    nameTa: ta?.name ?? '',
    descriptionTa: (ta?.description ?? []).join('\n'),
  };
}

/** The barcode typed, in its stored form (EAN-13); null when none (or not a valid one). */
export function barcodeOf(values: Pick<ProductFormValues, 'barcode'>): string | null {
  return values.barcode.trim() === '' ? null : normalizeBarcode(values.barcode);
}

/**
 * The multipart body of `POST /api/product/add` (docs/COMPATIBILITY.md): `productData` as JSON and each
 * image as an `images` part, in slot order.
 */
export function buildProductFormData(values: ProductFormValues, images: readonly File[]): FormData {
  const body = new FormData();
  body.append('productData', JSON.stringify(toProductData(values)));
  for (const image of images) body.append('images', image, image.name);
  return body;
}
