// Fruits, whole and cut, each drawn around the origin at roughly 200–300 px.
import { at, circle, ellipse, n, path, random, shine, stroke } from './svg.mjs';

const APPLE =
  'M0,-70C30,-95 95,-90 105,-20C115,50 70,105 30,100C15,98 8,92 0,92C-8,92-15,98-30,100C-70,105-115,50-105,-20C-95,-90-30,-95 0,-70Z';

const leaf = (d, x, y, rotate, scale = 1) =>
  at(
    x,
    y,
    path(
      'M0,0Q32,-32 70,-14Q38,16 0,0Z',
      d.linear('leaf', [
        [0, '#7cc242'],
        [1, '#2e7d32'],
      ]),
    ) + stroke('M4,-1Q35,-12 62,-13', '#2e6b24', 2),
    scale,
    rotate,
  );

/** A red apple with stem and leaf. */
export function apple(d) {
  const skin = d.radial('apple', [
    [0, '#ff7a62'],
    [0.5, '#d9222e'],
    [1, '#8c1020'],
  ]);
  return (
    path(APPLE, skin) +
    stroke('M0,-70Q2,-100 12,-118', '#6d4c2a', 8) +
    leaf(d, 8, -100, -20) +
    shine(-50, -35, 20, 34, 25, 0.4)
  );
}

/** An apple cut in half: cream flesh, red skin edge, core and seeds. */
export function appleHalf(d) {
  const flesh = d.radial(
    'appleFlesh',
    [
      [0, '#fff8dd'],
      [1, '#f4e2a6'],
    ],
    { cx: 0.5, cy: 0.5 },
  );
  const seed = (x, r) => ellipse(x, 8, 6, 11, '#4a2a12', `transform="rotate(${r} ${x} 8)"`);
  return (
    path(APPLE, '#c81e2a') +
    `<g transform="scale(.93)">${path(APPLE, flesh)}</g>` +
    path('M0,-40C22,-30 26,40 0,55C-26,40-22,-30 0,-40Z', '#efd992') +
    seed(-8, 15) +
    seed(8, -15) +
    stroke('M0,-70Q2,-100 12,-118', '#6d4c2a', 8)
  );
}

const BANANA = 'M-145,-35Q0,140 145,-45Q0,20-145,-35Z';

/** One curved banana, stem on the left. */
export function banana(d) {
  const peel = d.linear(
    'banana',
    [
      [0, '#fff07a'],
      [0.6, '#f7cc1c'],
      [1, '#d9a40e'],
    ],
    { x1: 0, y1: 0, x2: 0, y2: 1 },
  );
  return (
    path(BANANA, peel, 'stroke="#c3920f" stroke-width="3"') +
    stroke('M-130,-28Q0,95 130,-40', '#e5b312', 4, 'opacity=".6"') +
    path('M-145,-35l-22,-14l6,-8l26,12Z', '#8a7a2a') +
    circle(146, -45, 6, '#4a3418')
  );
}

/** A bunch of four bananas joined at the stem. */
export function bananaBunch(d) {
  return (
    [-28, -12, 4, 20].map((angle, i) => at(0, i * 6, at(145, 35, banana(d)), 1, angle)).join('') +
    path('M-8,-10l-30,-30l14,-10l28,34Z', '#6b5a1e')
  );
}

/** An orange with a dimpled peel and a small leaf. */
export function orange(d, seed = 3) {
  const peel = d.radial('orange', [
    [0, '#ffc565'],
    [0.55, '#f58a14'],
    [1, '#c25a08'],
  ]);
  const rnd = random(seed);
  const dimples = Array.from({ length: 24 }, () => {
    const a = rnd() * Math.PI * 2;
    const r = rnd() * 85;
    return circle(Math.cos(a) * r, Math.sin(a) * r, 1.8, '#c9660c', 'opacity=".35"');
  }).join('');
  return (
    circle(0, 0, 100, peel) +
    dimples +
    circle(2, -92, 6, '#5b7a2a') +
    leaf(d, 4, -92, -35, 0.8) +
    shine(-40, -45, 26, 16, -35, 0.4)
  );
}

/** An orange cut across: pith ring and juicy segments. */
export function orangeHalf(d) {
  const flesh = d.radial(
    'orangeFlesh',
    [
      [0, '#ffd27a'],
      [1, '#ff9d1f'],
    ],
    { cx: 0.5, cy: 0.5 },
  );
  const segments = Array.from({ length: 10 }, (_, i) => {
    const a1 = (Math.PI * 2 * i) / 10 + 0.05;
    const a2 = (Math.PI * 2 * (i + 1)) / 10 - 0.05;
    const r = 76;
    return path(
      `M${n(Math.cos(a1) * 10)},${n(Math.sin(a1) * 10)}L${n(Math.cos(a1) * r)},${n(Math.sin(a1) * r)}A${r},${r} 0 0 1 ${n(Math.cos(a2) * r)},${n(Math.sin(a2) * r)}Z`,
      flesh,
    );
  }).join('');
  return (
    circle(0, 6, 100, '#d8700d') +
    circle(0, 0, 100, '#f58a14') +
    circle(0, 0, 88, '#fff1d6') +
    segments +
    circle(0, 0, 8, '#fff1d6')
  );
}

const MANGO =
  'M-20,-100C50,-110 110,-40 100,40C90,110 20,120-30,100C-90,75-110,10-95,-40C-85,-80-55,-97-20,-100Z';

/** A ripe mango blushing from green to red. */
export function mango(d) {
  const skin = d.linear(
    'mango',
    [
      [0, '#e53935'],
      [0.45, '#ffb300'],
      [1, '#7cb342'],
    ],
    { x1: 1, y1: 0, x2: 0, y2: 1 },
  );
  return (
    path(MANGO, skin) +
    stroke('M-22,-100q-4,-16 4,-26', '#5d4326', 7) +
    shine(-50, -40, 16, 36, 30, 0.35)
  );
}

/** A mango half scored into cubes ("hedgehog" style). */
export function mangoCubes(d) {
  const flesh = d.radial(
    'mangoFlesh',
    [
      [0, '#ffd54f'],
      [1, '#ffa000'],
    ],
    { cx: 0.45, cy: 0.4 },
  );
  const cubes = [];
  for (let y = -75; y <= 70; y += 34) {
    for (let x = -85; x <= 80; x += 34) cubes.push(`M${x},${y}h28v28h-28Z`);
  }
  return (
    path(MANGO, '#7cb342') +
    `<g transform="scale(.94)">${path(MANGO, flesh)}</g>` +
    `<clipPath id="mangoClip"><path d="${MANGO}" transform="scale(.9)"/></clipPath>` +
    `<g clip-path="url(#mangoClip)">${path(cubes.join(''), '#ffc62e', 'stroke="#f08c00" stroke-width="2"')}</g>`
  );
}

/** A bunch of purple grapes with stem and a leaf. */
export function grapes(d, color = 'purple') {
  const paint =
    color === 'green'
      ? d.radial('grapeGreen', [
          [0, '#e6f5a0'],
          [0.6, '#a5c83a'],
          [1, '#5f8a1a'],
        ])
      : d.radial('grape', [
          [0, '#b57ad6'],
          [0.55, '#6e2c93'],
          [1, '#3a0f55'],
        ]);
  const rows = [5, 6, 5, 4, 3, 2, 1];
  const berries = rows
    .flatMap((count, row) =>
      Array.from({ length: count }, (_, i) => {
        const x = (i - (count - 1) / 2) * 44 + (row % 2 ? 3 : -3);
        const y = -100 + row * 38;
        return circle(x, y, 25, paint) + circle(x - 8, y - 9, 6, '#fff', 'opacity=".45"');
      }),
    )
    .join('');
  return stroke('M0,-120Q4,-150 -10,-170', '#6d4c2a', 8) + leaf(d, 0, -135, -150, 1.3) + berries;
}
