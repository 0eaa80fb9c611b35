import {
  CATALOGUE_COLUMNS,
  FIELD_LIMITS,
  MAX_PRICE,
  MAX_PRODUCT_IMAGES,
  MAX_STOCK_QUANTITY,
  MAX_WEIGHT_LENGTH,
} from '@greencart/contracts';
import { stringify } from 'csv-stringify/sync';
import type request from 'supertest';
import { joinDescription } from '../src/product/catalogue-csv.js';
import { makePng } from './support/images.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/** The product fields the add form, the edit and the catalogue file share. */
interface ProductFields {
  name: unknown;
  category: unknown;
  price: unknown;
  offerPrice: unknown;
  description: string[];
  weight: string;
}

/**
 * One line of the table: a change to a good product (its fields, a first count, a low-stock
 * threshold, a number of the product's own images, an id) and whether it is a valid product.
 */
interface Case {
  label: string;
  fields?: Partial<ProductFields>;
  onHand?: number;
  lowStockThreshold?: number;
  images?: number;
  id?: string;
  ok: boolean;
}

const GOOD: ProductFields = {
  name: 'Rule Mango 1 kg',
  category: 'Fruits',
  price: 450,
  offerPrice: 399.5,
  description: ['Sweet', 'From Jaffna'],
  weight: '1 kg',
};

const lines = (count: number) => Array.from({ length: count }, (_, i) => `Line ${i + 1}`);

/*
 * The same values go to the product routes and to the catalogue file. Numbers are written
 * into the file as JavaScript prints them. Left out on purpose: a category written as the
 * store shows it ("Fresh Fruits"), which only the file takes (docs/PRODUCTS.md), and JSON
 * types a text cell cannot carry (a description that is not a list, `true` as a count).
 */
const CASES: Case[] = [
  { label: 'a good product', ok: true },
  // prices
  { label: 'the largest price', fields: { price: MAX_PRICE, offerPrice: MAX_PRICE }, ok: true },
  { label: 'a price above the largest', fields: { price: MAX_PRICE + 1 }, ok: false },
  { label: 'the smallest price', fields: { price: 0.01, offerPrice: 0.01 }, ok: true },
  { label: 'a price of 0', fields: { price: 0 }, ok: false },
  { label: 'a negative price', fields: { price: -5 }, ok: false },
  { label: 'a price with 3 decimals', fields: { price: 10.555 }, ok: false },
  { label: 'a price that is not a number', fields: { price: 'abc' }, ok: false },
  { label: 'a price written as text', fields: { price: '450' }, ok: true },
  // offer price ≤ price
  { label: 'an offer price equal to the price', fields: { offerPrice: 450 }, ok: true },
  { label: 'an offer price a cent above the price', fields: { offerPrice: 450.01 }, ok: false },
  { label: 'an offer price above the price', fields: { price: 100, offerPrice: 120 }, ok: false },
  { label: 'an offer price of 0', fields: { offerPrice: 0 }, ok: false },
  { label: 'a negative offer price', fields: { offerPrice: -1 }, ok: false },
  // names, categories, descriptions, weights
  { label: 'the longest name', fields: { name: 'n'.repeat(FIELD_LIMITS.productName) }, ok: true },
  {
    label: 'a name too long',
    fields: { name: 'n'.repeat(FIELD_LIMITS.productName + 1) },
    ok: false,
  },
  { label: 'an empty name', fields: { name: '' }, ok: false },
  { label: 'a name of only spaces', fields: { name: '   ' }, ok: false },
  { label: 'another category', fields: { category: 'Vegetables' }, ok: true },
  { label: 'an unknown category', fields: { category: 'Toys' }, ok: false },
  { label: 'no category', fields: { category: '' }, ok: false },
  {
    label: 'the most description lines',
    fields: { description: lines(FIELD_LIMITS.productDescriptionLines) },
    ok: true,
  },
  {
    label: 'too many description lines',
    fields: { description: lines(FIELD_LIMITS.productDescriptionLines + 1) },
    ok: false,
  },
  {
    label: 'the longest description line',
    fields: { description: ['d'.repeat(FIELD_LIMITS.productDescriptionLine)] },
    ok: true,
  },
  {
    label: 'a description line too long',
    fields: { description: ['d'.repeat(FIELD_LIMITS.productDescriptionLine + 1)] },
    ok: false,
  },
  { label: 'the longest weight', fields: { weight: 'w'.repeat(MAX_WEIGHT_LENGTH) }, ok: true },
  { label: 'a weight too long', fields: { weight: 'w'.repeat(MAX_WEIGHT_LENGTH + 1) }, ok: false },
  // on hand
  { label: 'nothing on hand', onHand: 0, ok: true },
  { label: 'a count on hand', onHand: 24, ok: true },
  { label: 'the most on hand', onHand: MAX_STOCK_QUANTITY, ok: true },
  { label: 'one more than the most on hand', onHand: MAX_STOCK_QUANTITY + 1, ok: false },
  { label: 'the 7-digit count the file once took', onHand: 9_999_999, ok: false },
  { label: 'a negative count', onHand: -1, ok: false },
  { label: 'a fractional count', onHand: 2.5, ok: false },
  // low-stock threshold
  { label: 'a threshold of 0', lowStockThreshold: 0, ok: true },
  { label: 'the largest threshold', lowStockThreshold: MAX_STOCK_QUANTITY, ok: true },
  { label: 'a threshold too large', lowStockThreshold: MAX_STOCK_QUANTITY + 1, ok: false },
  { label: 'a negative threshold', lowStockThreshold: -1, ok: false },
  { label: 'a fractional threshold', lowStockThreshold: 1.5, ok: false },
  // images
  { label: 'the most images', images: MAX_PRODUCT_IMAGES, ok: true },
  { label: 'too many images', images: MAX_PRODUCT_IMAGES + 1, ok: false },
  // product ids
  { label: 'a short id', id: 'rule_id-1', ok: true },
  { label: 'the longest id', id: 'i'.repeat(FIELD_LIMITS.productId), ok: true },
  { label: 'an id too long', id: 'i'.repeat(FIELD_LIMITS.productId + 1), ok: false },
  { label: 'an id with a space', id: 'bad id', ok: false },
  { label: 'an id with a dot', id: 'bad.id', ok: false },
  { label: 'an id with accents', id: 'mangué', ok: false },
];

/** Where the routes' edits go when the case names no id. */
const TARGET = 'rule-target';

describe('one set of catalogue rules: product routes and catalogue file accept the same rows', () => {
  let test: TestApp;
  let seller: request.Agent;
  let png: Buffer;

  beforeAll(async () => {
    test = await startTestApp();
    seller = await loginSeller(test);
    png = await makePng(64, 64);
  });
  afterAll(() => test.close());

  const fieldsOf = (c: Case): ProductFields => ({ ...GOOD, ...c.fields });
  const ownImages = (id: string, count: number) =>
    Array.from({ length: count }, () => `${test.config.publicApiUrl}/uploads/products/${id}.webp`);

  /** Every product route the case touches, with its answer's status. */
  async function routeStatuses(c: Case): Promise<Record<string, number>> {
    const id = c.id ?? TARGET;
    const statuses: Record<string, number> = {};
    const fields = fieldsOf(c);
    if (c.images === undefined && c.id === undefined && c.lowStockThreshold === undefined) {
      const productData = { ...fields, ...(c.onHand !== undefined ? { onHand: c.onHand } : {}) };
      statuses.add = (
        await seller
          .post('/api/product/add')
          .field('productData', JSON.stringify(productData))
          .attach('images', png, 'rule.png')
      ).status;
    }
    if (c.onHand === undefined && c.lowStockThreshold === undefined) {
      statuses.edit = (
        await seller
          .patch(`/api/product/${encodeURIComponent(id)}`)
          .send({ ...fields, images: ownImages(id, c.images ?? 0) })
      ).status;
    }
    if (c.onHand !== undefined || c.lowStockThreshold !== undefined) {
      const body =
        c.lowStockThreshold === undefined
          ? { onHand: c.onHand }
          : { onHand: 1, lowStockThreshold: c.lowStockThreshold };
      statuses.tracking = (
        await seller.put(`/api/product/${encodeURIComponent(id)}/tracking`).send(body)
      ).status;
    }
    return statuses;
  }

  /** The case as the one row of a catalogue file, and the import's status. */
  async function importStatus(c: Case): Promise<number> {
    const fields = fieldsOf(c);
    const id = c.id ?? '';
    const cells: Record<string, string> = {
      id,
      name: String(fields.name),
      category: String(fields.category),
      price: String(fields.price),
      offerPrice: String(fields.offerPrice),
      description: joinDescription(fields.description),
      weight: fields.weight,
      inStock: 'true',
      onHand: c.onHand === undefined ? '' : String(c.onHand),
      lowStockThreshold: c.lowStockThreshold === undefined ? '' : String(c.lowStockThreshold),
      images: ownImages(id || TARGET, c.images ?? 0).join(' '),
    };
    const header = CATALOGUE_COLUMNS.map((column) => column.name);
    const csv = stringify([header, header.map((name) => cells[name])]);
    const answer = await seller
      .post('/api/product/import')
      .attach('file', Buffer.from(csv), 'catalogue.csv');
    return answer.status;
  }

  it.each(CASES.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    // The target as first stored (one image of its own, the edits' kept images are copies of
    // it); a good id names a product that exists, so the edit has something to change.
    await insertProduct(test, { id: TARGET });
    if (c.ok && c.id !== undefined) await insertProduct(test, { id: c.id });
    const routes = await routeStatuses(c);
    const file = await importStatus(c);
    const accepted = (status: number) => status >= 200 && status < 300;
    expect({
      routes: Object.fromEntries(Object.entries(routes).map(([r, s]) => [r, accepted(s)])),
      file: accepted(file),
    }).toEqual({
      routes: Object.fromEntries(Object.keys(routes).map((route) => [route, c.ok])),
      file: c.ok,
    });
    // Refusals are answers about the value (400, or 404 for an id that cannot exist).
    for (const status of [...Object.values(routes), file]) {
      if (!accepted(status)) expect([400, 404]).toContain(status);
    }
  });
});
