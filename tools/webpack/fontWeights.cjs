// A webpack loader: a variable font with its weight axis cut to the weights the design uses.
const { createHash } = require('node:crypto');
const { mkdir, readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const subsetFont = require('subset-font');

/**
 * The weights the front ends draw text in: 400, 500 and 600 (tokens.css), and 700, the
 * browser's own `bold` (`<strong>`, `<b>`, `<th>`).
 */
const WEIGHTS = { min: 400, max: 700 };

/** Where instanced files are kept between builds (the Sinhala file takes ≈ 10 s to encode). */
const CACHE = path.join(__dirname, '..', '..', 'node_modules', '.cache', 'greencart-font-weights');

/**
 * Returns `font` (a variable woff2 with a `wght` axis) with that axis limited to
 * `WEIGHTS` (HarfBuzz's instancer, through subset-font): every glyph, code point and layout
 * feature is kept, and text at those weights has the same glyphs and advances as in the
 * package's file (tools/webpack/webpack.test.mjs checks it). Noto Sans Sinhala's file goes
 * from 127 to 63 KB, Tamil's from 49 to 26 KB: the masters at 100 and 900 carried the deltas
 * of weights no screen uses (e2e/bench/README.md, "Sinhala and Tamil pages paint as early as
 * English ones").
 * @param {Buffer} font
 * @returns {Promise<Buffer>}
 */
async function limitWeights(font) {
  const key = createHash('sha256')
    .update(font)
    .update(JSON.stringify(WEIGHTS))
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(CACHE, `${key}.woff2`);
  try {
    return await readFile(cached);
  } catch {
    // Not built yet.
  }
  const out = await subsetFont(font, null, {
    keepAllGlyphs: true,
    targetFormat: 'woff2',
    variationAxes: { wght: WEIGHTS },
  });
  await mkdir(CACHE, { recursive: true });
  await writeFile(cached, out);
  return out;
}

/** @this {import('webpack').LoaderContext<unknown>} */
function fontWeightsLoader(source) {
  const callback = this.async();
  limitWeights(source).then(
    (out) => callback(null, out),
    (error) => callback(error),
  );
}

module.exports = fontWeightsLoader;
module.exports.raw = true;
module.exports.limitWeights = limitWeights;
module.exports.WEIGHTS = WEIGHTS;
