// Writes every grocery picture to api/assets/products/ as a self-contained 800×800 SVG.
// Run from the repository root: node tools/draw-groceries/draw.mjs
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Drawing, backdrop } from './svg.mjs';
import { VEGETABLE_SCENES } from './scenes-vegetables.mjs';
import { FRUIT_SCENES } from './scenes-fruits.mjs';
import { DRINK_INSTANT_SCENES } from './scenes-drinks-instant.mjs';
import { DAIRY_BAKERY_SCENES } from './scenes-dairy-bakery.mjs';
import { GRAIN_SCENES } from './scenes-grains.mjs';

/** Every scene, in catalogue order. */
export const SCENES = [
  ...VEGETABLE_SCENES,
  ...FRUIT_SCENES,
  ...DRINK_INSTANT_SCENES,
  ...DAIRY_BAKERY_SCENES,
  ...GRAIN_SCENES,
];

/** Largest file we accept: the API re-encodes these at seed time, small keeps the repo lean. */
const MAX_BYTES = 15 * 1024;

const here = dirname(fileURLToPath(import.meta.url));
export const OUTPUT_DIR = join(here, '..', '..', 'api', 'assets', 'products');

/** Renders one scene to SVG text. */
export function renderScene(scene) {
  const d = new Drawing();
  backdrop(d, scene.tint);
  d.add(...scene.draw(d));
  return d.toSvg(scene.title);
}

async function main() {
  await mkdir(OUTPUT_DIR, { recursive: true });
  const tooBig = [];
  for (const scene of SCENES) {
    const svg = renderScene(scene);
    const bytes = Buffer.byteLength(svg);
    if (bytes > MAX_BYTES) tooBig.push(`${scene.file} (${bytes} bytes)`);
    await writeFile(join(OUTPUT_DIR, scene.file), svg);
  }
  console.log(`wrote ${SCENES.length} pictures to ${OUTPUT_DIR}`);
  if (tooBig.length > 0) {
    console.error(`over ${MAX_BYTES} bytes: ${tooBig.join(', ')}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
