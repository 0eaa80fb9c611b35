// Drawing primitives shared by every grocery picture: a Drawing collects gradient
// definitions once per file, and the helpers return SVG markup drawn around the origin
// so scenes can place, scale and rotate them with `at()`.

/** Side of the square canvas every picture uses. */
export const SIZE = 800;

/** Rounds a coordinate to one decimal: keeps files small without visible loss. */
export const n = (value) => Math.round(value * 10) / 10;

/**
 * Seeded pseudo-random numbers (mulberry32), so a re-run of the generator writes
 * byte-identical files and the committed SVGs only change when a drawing does.
 */
export function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const stopsMarkup = (stops) =>
  stops
    .map(([offset, color, opacity]) =>
      opacity === undefined
        ? `<stop offset="${offset}" stop-color="${color}"/>`
        : `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('');

/** One picture being composed: its gradient definitions and its layers, in paint order. */
export class Drawing {
  constructor() {
    this.defs = new Map();
    this.layers = [];
  }

  /** Defines a radial gradient once and answers its `url(#id)` paint. */
  radial(id, stops, { cx = 0.38, cy = 0.32, r = 0.75 } = {}) {
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stopsMarkup(stops)}</radialGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /** Defines a linear gradient once (default: left to right) and answers its paint. */
  linear(id, stops, { x1 = 0, y1 = 0, x2 = 1, y2 = 0 } = {}) {
    if (!this.defs.has(id)) {
      this.defs.set(
        id,
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsMarkup(stops)}</linearGradient>`,
      );
    }
    return `url(#${id})`;
  }

  /** Defines a clip path once from a path outline and answers its `url(#id)`. */
  clip(id, d) {
    if (!this.defs.has(id)) this.defs.set(id, `<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Appends markup on top of what is already drawn. */
  add(...markup) {
    this.layers.push(...markup);
    return this;
  }

  /** The finished, self-contained SVG document. */
  toSvg(title) {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SIZE} ${SIZE}" width="${SIZE}" height="${SIZE}" role="img">` +
      `<title>${title}</title><defs>${[...this.defs.values()].join('')}</defs>${this.layers.join('')}</svg>\n`
    );
  }
}

/** Places markup drawn around the origin at (x, y), scaled and rotated (degrees). */
export function at(x, y, markup, scale = 1, rotate = 0) {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (rotate) parts.push(`rotate(${n(rotate)})`);
  if (scale !== 1) parts.push(`scale(${n(scale * 100) / 100})`);
  return `<g transform="${parts.join(' ')}">${markup}</g>`;
}

/** Mirrors markup left to right around the origin. */
export const mirror = (markup) => `<g transform="scale(-1 1)">${markup}</g>`;

export const path = (d, fill, extra = '') =>
  `<path d="${d}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const circle = (cx, cy, r, fill, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const rect = (x, y, w, h, fill, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${extra ? ' ' + extra : ''}/>`;
export const stroke = (d, color, width, extra = '') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"${extra ? ' ' + extra : ''}/>`;

/** A soft white gloss, the highlight that makes a shape read as round and shiny. */
export const shine = (cx, cy, rx, ry, rotate = 0, opacity = 0.35) =>
  ellipse(
    cx,
    cy,
    rx,
    ry,
    '#fff',
    `opacity="${opacity}"${rotate ? ` transform="rotate(${rotate} ${n(cx)} ${n(cy)})"` : ''}`,
  );

/** Simple label text; `sans-serif` is the only font librsvg is guaranteed to find. */
export function label(
  text,
  x,
  y,
  size,
  color,
  { weight = 700, anchor = 'middle', spacing = 0 } = {},
) {
  const letter = spacing ? ` letter-spacing="${spacing}"` : '';
  return `<text x="${n(x)}" y="${n(y)}" font-family="sans-serif" font-size="${size}" font-weight="${weight}" fill="${color}" text-anchor="${anchor}"${letter}>${text}</text>`;
}

/**
 * The largest font size (at most `max`) at which bold `sans-serif` `text` fits in `width`
 * pixels; librsvg has no text measuring we can use here, so this uses an average glyph width.
 */
export const fitText = (text, width, max) =>
  Math.min(max, Math.floor(width / (0.78 * text.length)));

/** A blurred-looking contact shadow made from a radial gradient (no filter needed). */
export function shadow(d, cx, cy, rx, ry, opacity = 0.28) {
  const paint = d.radial(
    'shadow',
    [
      [0, '#3b2a1a', opacity],
      [0.6, '#3b2a1a', opacity * 0.45],
      [1, '#3b2a1a', 0],
    ],
    {
      cx: 0.5,
      cy: 0.5,
      r: 0.5,
    },
  );
  return ellipse(cx, cy, rx, ry, paint);
}

/**
 * The soft backdrop behind every product: a pale tint fading to white, and a table line
 * so objects sit on something.
 */
export function backdrop(d, tint) {
  const paint = d.radial(
    'bg',
    [
      [0, '#ffffff'],
      [0.55, tint],
      [1, tint],
    ],
    { cx: 0.5, cy: 0.4, r: 0.85 },
  );
  const table = d.linear(
    'table',
    [
      [0, '#000', 0.05],
      [1, '#000', 0],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  d.add(rect(0, 0, SIZE, SIZE, paint), rect(0, 600, SIZE, 200, table));
}
