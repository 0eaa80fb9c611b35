// A webpack loader: a variable font with its weight axis cut to the weights the design uses,
// and (`?start`) Outfit's spaces and punctuation alone.
const { createHash } = require('node:crypto');
const { mkdir, readFile, writeFile } = require('node:fs/promises');
const path = require('node:path');
const subsetFont = require('subset-font');

/**
 * The weights the front ends draw text in: 400, 500 and 600 (tokens.css), and 700, the
 * browser's own `bold` (`<strong>`, `<b>`, `<th>`).
 */
const WEIGHTS = { min: 400, max: 700 };

/**
 * What `Outfit Start` holds (shared-ui fonts.css, whose `unicode-range` lists the same
 * characters: tools/webpack/webpack.test.mjs checks it): the spaces and punctuation between a
 * Sinhala or Tamil page's words, so its start-up frames lay those words out as they will be in
 * Outfit without waiting for Outfit's 32 KB (this part: ≈ 3 KB).
 */
const START_TEXT = " !&'(),-./:;?\u00a0\u2013\u2014\u2019\u2026";

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
 * With `start`, only the glyphs of {@link START_TEXT} are kept, at every weight.
 * @param {Buffer} font
 * @param {{ start?: boolean }} [options]
 * @returns {Promise<Buffer>}
 */
async function limitWeights(font, { start = false } = {}) {
  const key = createHash('sha256')
    .update(font)
    .update(JSON.stringify(start ? { START_TEXT } : { WEIGHTS }))
    .digest('hex')
    .slice(0, 32);
  const cached = path.join(CACHE, `${key}.woff2`);
  try {
    return await readFile(cached);
  } catch {
    // Not built yet.
  }
  const out = start
    ? // Its whole weight axis: cut to 400–700, Outfit's advances moved by a unit at 500.
      await subsetFont(font, START_TEXT, { targetFormat: 'woff2' })
    : await subsetFont(font, null, {
        keepAllGlyphs: true,
        targetFormat: 'woff2',
        variationAxes: { wght: WEIGHTS },
      });
  await mkdir(CACHE, { recursive: true });
  await writeFile(cached, out);
  return out;
}

let queue = Promise.resolve();
/**
 * Runs `work` after every font job started before it has settled. The WebAssembly encoders
 * (wawoff2, through fontverter and subset-font) hand back a view of their memory, copied a
 * microtask later: two jobs at once (webpack runs the Sinhala and Tamil loaders together) and
 * one font's file came out as the other's bytes.
 * @template T
 * @param {() => Promise<T>} work
 * @returns {Promise<T>}
 */
function oneAtATime(work) {
  const run = queue.then(work);
  queue = run.catch(() => undefined);
  return run;
}

/** @this {import('webpack').LoaderContext<unknown>} */
function fontWeightsLoader(source) {
  const callback = this.async();
  oneAtATime(() => limitWeights(source, { start: this.resourceQuery === '?start' })).then(
    (out) => callback(null, out),
    (error) => callback(error),
  );
}

module.exports = fontWeightsLoader;
module.exports.raw = true;
module.exports.limitWeights = limitWeights;
module.exports.oneAtATime = oneAtATime;
module.exports.WEIGHTS = WEIGHTS;
module.exports.START_TEXT = START_TEXT;
