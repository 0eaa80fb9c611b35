// A webpack loader: a script font's start-up part, only the glyphs the start-up frames' words
// are drawn with (`?frame=si`, `?frame=ta`; the words come from the app's build: `frameTexts`).
const { readFile } = require('node:fs/promises');
const fontverter = require('fontverter');
const subsetFont = require('subset-font');
const { limitWeights, oneAtATime, WEIGHTS } = require('./fontWeights.cjs');

const HB_MEMORY_MODE_WRITABLE = 2;
const HB_SUBSET_SETS_LAYOUT_FEATURE_TAG = 6;
const HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE = 0x00000200;

/** The weights the frames' words are checked at (the design's, fontWeights.cjs). */
const CHECKED_WEIGHTS = [400, 500, 600, 700];

let subsetter;
/** HarfBuzz's subsetter (WebAssembly, from harfbuzzjs, as subset-font loads it), loaded once. */
function loadSubsetter() {
  subsetter ??= readFile(require.resolve('harfbuzzjs/dist/harfbuzz-subset.wasm'))
    .then((wasm) => WebAssembly.instantiate(wasm))
    .then(({ instance }) => {
      instance.exports._initialize();
      return instance.exports;
    });
  return subsetter;
}

/**
 * `texts` shaped by HarfBuzz in `font` (TrueType) at `weight`: per glyph its id, cluster,
 * advance and offsets.
 */
async function shape(font, texts, weight) {
  const hb = await import('harfbuzzjs');
  const face = new hb.Face(new hb.Blob(new Uint8Array(font)));
  const hbFont = new hb.Font(face);
  hbFont.setVariations([new hb.Variation('wght', weight)]);
  return texts.map((text) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(hbFont, buffer);
    return buffer
      .getGlyphInfosAndPositions()
      .map((g) => ({ id: g.codepoint, at: [g.cluster, g.xAdvance, g.xOffset, g.yOffset] }));
  });
}

/** HarfBuzz's subset of `font` (TrueType) to `glyphs` and `unicodes`, no layout closure. */
async function subsetGlyphs(font, glyphs, unicodes) {
  const hb = await loadSubsetter();
  const heap = () => new Uint8Array(hb.memory.buffer);
  const input = hb.hb_subset_input_create_or_fail();
  if (input === 0) throw new Error('HarfBuzz could not start a subset');
  const data = hb.malloc(font.byteLength);
  heap().set(new Uint8Array(font), data);
  const blob = hb.hb_blob_create(data, font.byteLength, HB_MEMORY_MODE_WRITABLE, 0, 0);
  const face = hb.hb_face_create(blob, 0);
  hb.hb_blob_destroy(blob);
  try {
    // Every layout feature (as subset-font keeps them).
    const features = hb.hb_subset_input_set(input, HB_SUBSET_SETS_LAYOUT_FEATURE_TAG);
    hb.hb_set_clear(features);
    hb.hb_set_invert(features);
    const flags = hb.hb_subset_input_get_flags(input) | HB_SUBSET_FLAGS_NO_LAYOUT_CLOSURE;
    hb.hb_subset_input_set_flags(input, flags);
    const unicodeSet = hb.hb_subset_input_unicode_set(input);
    for (const unicode of unicodes) hb.hb_set_add(unicodeSet, unicode);
    const glyphSet = hb.hb_subset_input_glyph_set(input);
    for (const glyph of glyphs) hb.hb_set_add(glyphSet, glyph);
    const subset = hb.hb_subset_or_fail(face, input);
    if (subset === 0) throw new Error('HarfBuzz could not subset the font');
    const out = hb.hb_face_reference_blob(subset);
    const offset = hb.hb_blob_get_data(out, 0);
    const bytes = Buffer.from(heap().slice(offset, offset + hb.hb_blob_get_length(out)));
    hb.hb_blob_destroy(out);
    hb.hb_face_destroy(subset);
    return bytes;
  } finally {
    hb.hb_subset_input_destroy(input);
    hb.hb_face_destroy(face);
    hb.free(data);
  }
}

/** Whether `texts` lay out alike in both fonts (TrueType) at every checked weight. */
async function laysOutAlike(font, part, texts) {
  for (const weight of CHECKED_WEIGHTS) {
    const [a, b] = [await shape(font, texts, weight), await shape(part, texts, weight)];
    const positions = (shaped) => JSON.stringify(shaped.map((glyphs) => glyphs.map((g) => g.at)));
    if (positions(a) !== positions(b)) return false;
  }
  return true;
}

/**
 * `font` (a variable woff2 with a `wght` axis) with its axis cut as fontWeights.cjs cuts it,
 * then only the glyphs `texts` are drawn with at the design's weights, every layout feature
 * kept: the Sinhala file goes from 63 to ≈ 13 KB, the Tamil from 26 to ≈ 9 KB for the listing
 * and product frames' words. Checked here: each text must shape in the part with the same
 * clusters, advances and offsets as in the whole font at 400–700. Where one does not (a
 * substitution that passes through a glyph no text ends with), the part is cut by the texts'
 * code points instead, with every glyph they can form (larger, ≈ 33 KB in Sinhala) and a
 * build warning.
 * @param {Buffer} font woff2
 * @param {string[]} texts
 * @returns {Promise<{ font: Buffer, exact: boolean }>} woff2
 */
async function frameFont(font, texts) {
  const limited = await limitWeights(font);
  const truetype = await fontverter.convert(limited, 'truetype');
  const glyphs = new Set([0]);
  for (const weight of CHECKED_WEIGHTS)
    for (const shaped of await shape(truetype, texts, weight))
      for (const { id } of shaped) glyphs.add(id);
  const unicodes = new Set(texts.flatMap((text) => [...text].map((c) => c.codePointAt(0))));
  const part = await subsetGlyphs(truetype, glyphs, unicodes);
  if (await laysOutAlike(truetype, part, texts)) {
    return { font: await fontverter.convert(part, 'woff2'), exact: true };
  }
  const closed = await subsetFont(limited, String.fromCodePoint(...unicodes), {
    targetFormat: 'woff2',
  });
  return { font: closed, exact: false };
}

/**
 * @this {import('webpack').LoaderContext<{ texts: Record<string, string[]> }>}
 * The query names the language (`?frame=si`); the options give each language's texts.
 */
function frameFontLoader(source) {
  const callback = this.async();
  const language = new URLSearchParams(this.resourceQuery.slice(1)).get('frame') ?? '';
  const texts = this.getOptions().texts?.[language];
  if (!texts?.length) {
    callback(new Error(`frame font: no words for "${language}" (createAppConfig frameTexts)`));
    return;
  }
  oneAtATime(() => frameFont(source, texts)).then(({ font, exact }) => {
    if (!exact)
      this.emitWarning(
        new Error(`frame font (${language}): cut by code points, not glyphs (larger file)`),
      );
    callback(null, font);
  }, callback);
}

module.exports = frameFontLoader;
module.exports.raw = true;
module.exports.frameFont = frameFont;
module.exports.shape = shape;
module.exports.CHECKED_WEIGHTS = CHECKED_WEIGHTS;
module.exports.WEIGHTS = WEIGHTS;
