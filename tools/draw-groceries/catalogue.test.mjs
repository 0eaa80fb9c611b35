// Checks the sample catalogue against its pictures and the store's rules.
// Run from the repository root: node --test tools/draw-groceries/
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import ts from 'typescript';
import { CATEGORY_VALUES } from '@greencart/contracts';
import { OUTPUT_DIR, SCENES, renderScene } from './draw.mjs';

const CATALOGUE = fileURLToPath(
  new URL('../../api/src/database/seed/catalogue.ts', import.meta.url),
);

/** Loads the TypeScript catalogue without a build: it is data plus type-only imports. */
async function loadCatalogue() {
  const source = await readFile(CATALOGUE, 'utf8');
  const { outputText } = ts.transpileModule(source, {
    compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
  });
  const module = await import(
    `data:text/javascript;base64,${Buffer.from(outputText).toString('base64')}`
  );
  return module.SEED_PRODUCTS;
}

const products = await loadCatalogue();
const svgFiles = (await readdir(OUTPUT_DIR)).filter((f) => f.endsWith('.svg'));

const hasAtMostTwoDecimals = (value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-9;

test('the catalogue has about 30 products with unique short ids', () => {
  assert.ok(products.length >= 28 && products.length <= 34, `${products.length} products`);
  const ids = products.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length);
  for (const id of ids) assert.match(id, /^[a-z]+(-[a-z0-9]+)+$/);
});

test('every category has at least three products', () => {
  for (const category of CATEGORY_VALUES) {
    const count = products.filter((p) => p.category === category).length;
    assert.ok(count >= 3, `${category}: ${count}`);
  }
  for (const p of products)
    assert.ok(CATEGORY_VALUES.includes(p.category), `${p.id}: ${p.category}`);
});

test('prices are positive rupees with at most 2 decimals and the offer never above the price', () => {
  for (const p of products) {
    assert.ok(p.offerPrice > 0 && p.offerPrice <= p.price, p.id);
    assert.ok(hasAtMostTwoDecimals(p.price) && hasAtMostTwoDecimals(p.offerPrice), p.id);
  }
});

test('each product has 3–4 bullets, a weight, and 1–4 images that exist', () => {
  for (const p of products) {
    assert.ok(p.description.length >= 3 && p.description.length <= 4, p.id);
    assert.ok(p.weight, p.id);
    assert.ok(p.images.length >= 1 && p.images.length <= 4, p.id);
    for (const image of p.images) assert.ok(svgFiles.includes(image), `${p.id}: ${image} missing`);
  }
});

test('most products are in stock', () => {
  const out = products.filter((p) => !p.inStock);
  assert.ok(out.length <= 2, out.map((p) => p.id).join(', '));
});

test('every drawn picture is used by a product', () => {
  const used = new Set(products.flatMap((p) => p.images));
  assert.deepEqual(
    svgFiles.filter((f) => !used.has(f)),
    [],
  );
});

test('the committed pictures are what the generator draws', async () => {
  for (const scene of SCENES) {
    assert.equal(
      await readFile(join(OUTPUT_DIR, scene.file), 'utf8'),
      renderScene(scene),
      `${scene.file} is stale: run draw.mjs`,
    );
  }
});

test('pictures are small, square and self-contained, and librsvg renders them', async () => {
  for (const file of svgFiles) {
    const svg = await readFile(join(OUTPUT_DIR, file), 'utf8');
    assert.ok(Buffer.byteLength(svg) < 15 * 1024, `${file} too big`);
    assert.match(svg, /viewBox="0 0 800 800"/);
    assert.doesNotMatch(svg, /href|@import|url\((?!#)/, `${file} refers outside itself`);
    const { width, height } = await sharp(Buffer.from(svg)).metadata();
    assert.deepEqual([width, height], [800, 800], file);
    // A picture that failed to draw would be a flat backdrop: require real variety of colour.
    const { channels } = await sharp(Buffer.from(svg)).resize(64, 64).stats();
    assert.ok(
      channels.some((c) => c.stdev > 20),
      `${file} looks blank`,
    );
  }
});
