// Real PNG files for upload flows, drawn with sharp into a temp folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';

/**
 * Writes one 400×400 PNG per colour (a plain square with a darker band, so each file differs).
 * @param {Array<{ r: number, g: number, b: number }>} colours
 * @returns {Promise<string[]>} the file paths
 */
export async function writePngs(colours) {
  const dir = mkdtempSync(join(tmpdir(), 'gc-e2e-img-'));
  // Uploaded copies live in the API's data folder; these originals go when the run ends.
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const files = [];
  for (const [index, colour] of colours.entries()) {
    const band = await sharp({
      create: {
        width: 400,
        height: 80,
        channels: 3,
        background: { r: colour.r / 2, g: colour.g / 2, b: colour.b / 2 },
      },
    })
      .png()
      .toBuffer();
    const file = join(dir, `product-${index + 1}.png`);
    await sharp({ create: { width: 400, height: 400, channels: 3, background: colour } })
      .composite([{ input: band, top: 160, left: 0 }])
      .png()
      .toFile(file);
    files.push(file);
  }
  return files;
}
