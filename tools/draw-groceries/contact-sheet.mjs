// Renders every picture in api/assets/products/ into one PNG grid, to check by eye that
// each grocery is recognisable. Usage: node tools/draw-groceries/contact-sheet.mjs [out.png]
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { OUTPUT_DIR } from './draw.mjs';

const THUMB = 200;
const COLUMNS = 8;
const LABEL = 24;

const out = process.argv[2] ?? '/tmp/greencart-contact-sheet.png';
const files = (await readdir(OUTPUT_DIR)).filter((f) => f.endsWith('.svg')).sort();
const rows = Math.ceil(files.length / COLUMNS);

const tiles = await Promise.all(
  files.map(async (file, i) => {
    // Render through librsvg exactly as the API's seed does, so problems show up here.
    const png = await sharp(await readFile(join(OUTPUT_DIR, file)))
      .resize(THUMB, THUMB)
      .png()
      .toBuffer();
    const caption = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB}" height="${LABEL}"><text x="${THUMB / 2}" y="17" font-family="sans-serif" font-size="14" text-anchor="middle">${file}</text></svg>`,
    );
    const left = (i % COLUMNS) * THUMB;
    const top = Math.floor(i / COLUMNS) * (THUMB + LABEL);
    return [
      { input: png, left, top },
      { input: caption, left, top: top + THUMB },
    ];
  }),
);

await sharp({
  create: {
    width: COLUMNS * THUMB,
    height: rows * (THUMB + LABEL),
    channels: 3,
    background: '#ffffff',
  },
})
  .composite(tiles.flat())
  .png()
  .toFile(out);
console.log(`${files.length} pictures → ${out}`);
