// Vegetables, whole and cut, each drawn around the origin at roughly 200–300 px.
import { circle, ellipse, n, path, random, shine, stroke } from './svg.mjs';

const POTATO =
  'M-105,-10C-110,-60-40,-80 10,-72C70,-66 115,-40 108,5C102,55 40,78-15,72C-75,66-100,40-105,-10Z';

/** A whole potato: a lumpy oval of brown skin with small eyes. */
export function potato(d, seed = 1) {
  const skin = d.radial('potato', [
    [0, '#e6c088'],
    [0.55, '#c0924f'],
    [1, '#7d5629'],
  ]);
  const rnd = random(seed);
  const eyes = Array.from({ length: 6 }, () =>
    ellipse(
      -80 + rnd() * 160,
      -45 + rnd() * 95,
      4 + rnd() * 3,
      2.5 + rnd() * 2,
      '#6b4722',
      'opacity=".65"',
    ),
  ).join('');
  return path(POTATO, skin) + eyes + shine(-40, -42, 38, 14, -12, 0.3);
}

/** A potato cut in half: a brown rim around pale yellow flesh. */
export function potatoHalf(d) {
  const flesh = d.radial(
    'potatoFlesh',
    [
      [0, '#fbf0c4'],
      [0.7, '#f1dc8f'],
      [1, '#dcbc62'],
    ],
    { cx: 0.5, cy: 0.5 },
  );
  const skin = d.radial('potato', [
    [0, '#e6c088'],
    [0.55, '#c0924f'],
    [1, '#7d5629'],
  ]);
  return (
    ellipse(0, 8, 112, 78, skin) +
    ellipse(0, 0, 104, 68, flesh) +
    ellipse(0, 0, 70, 42, 'none', 'stroke="#e9cf7a" stroke-width="3" opacity=".6"') +
    shine(-35, -30, 30, 10, -10, 0.4)
  );
}

const TOMATO =
  'M0,-85C55,-88 100,-50 100,5C100,60 55,90 0,90C-55,90-100,60-100,5C-100,-50-55,-88 0,-85Z';

/** A star-shaped green calyx seen from the side, the crown of a tomato. */
function calyx(r, color) {
  const points = [];
  for (let i = 0; i < 12; i += 1) {
    const angle = (Math.PI * i) / 6 - Math.PI / 2;
    const radius = i % 2 === 0 ? r : r * 0.28;
    points.push(`${n(Math.cos(angle) * radius)},${n(Math.sin(angle) * radius * 0.5)}`);
  }
  return path(`M${points.join('L')}Z`, color);
}

/** A ripe tomato with its green calyx. */
export function tomato(d) {
  const skin = d.radial('tomato', [
    [0, '#ff8a6a'],
    [0.5, '#e8371f'],
    [1, '#9e1a10'],
  ]);
  return (
    path(TOMATO, skin) +
    path('M0,-85C-10,-40-10,40 0,88', 'none', 'stroke="#b82412" stroke-width="3" opacity=".35"') +
    `<g transform="translate(0 -80)">${calyx(42, '#3f8f35')}${stroke('M0,0 Q3,-16 10,-26', '#2f6b28', 7)}</g>` +
    shine(-45, -40, 28, 15, -30, 0.45)
  );
}

/** A tomato sliced across: red wall, seed chambers with yellow seeds. */
export function tomatoHalf(d) {
  const flesh = d.radial(
    'tomatoFlesh',
    [
      [0, '#ff9477'],
      [1, '#e8412a'],
    ],
    { cx: 0.5, cy: 0.5 },
  );
  const chambers = [0, 1, 2, 3]
    .map((i) => {
      const a = (Math.PI / 2) * i + Math.PI / 4;
      const cx = Math.cos(a) * 48;
      const cy = Math.sin(a) * 48;
      const seeds = [-12, 0, 12]
        .map((o) =>
          ellipse(
            cx + o * Math.sin(a),
            cy - o * Math.cos(a),
            5,
            3,
            '#f7e08a',
            `transform="rotate(${n((a * 180) / Math.PI)} ${n(cx)} ${n(cy)})"`,
          ),
        )
        .join('');
      return (
        ellipse(
          cx,
          cy,
          28,
          20,
          '#ffb199',
          `transform="rotate(${n((a * 180) / Math.PI + 90)} ${n(cx)} ${n(cy)})"`,
        ) + seeds
      );
    })
    .join('');
  return (
    circle(0, 0, 100, '#c9261a') +
    circle(0, 0, 90, flesh) +
    chambers +
    circle(0, 0, 16, '#ffc2ad') +
    shine(-40, -50, 25, 10, -30, 0.4)
  );
}

/** A carrot pointing down with its leafy top. */
export function carrot(d) {
  const body = d.linear('carrot', [
    [0, '#c85512'],
    [0.45, '#ff9a3c'],
    [1, '#c85512'],
  ]);
  const leaves = [-38, -18, 0, 16, 34]
    .map((angle, i) =>
      ellipse(
        0,
        -55,
        11,
        55,
        i % 2 ? '#2e7d32' : '#4caf50',
        `transform="translate(0 -108) rotate(${angle})"`,
      ),
    )
    .join('');
  const ridges = [-70, -35, 0, 35, 70, 100]
    .map((y, i) =>
      stroke(`M${i % 2 ? -20 : -8},${y} q12,4 ${i % 2 ? 22 : 28},0`, '#b9501a', 3, 'opacity=".55"'),
    )
    .join('');
  return (
    leaves +
    path('M-30,-110C-32,-40-14,60 0,160C14,60 32,-40 30,-110Q0,-124-30,-110Z', body) +
    ridges +
    shine(-12, -50, 6, 40, 0, 0.3)
  );
}

/** A round carrot slice: orange rim, lighter core. */
export function carrotSlice(d) {
  const face = d.radial(
    'carrotFace',
    [
      [0, '#ffd08a'],
      [0.45, '#ffb050'],
      [1, '#ef7d1e'],
    ],
    { cx: 0.5, cy: 0.5 },
  );
  return (
    ellipse(0, 8, 52, 50, '#c85512') +
    circle(0, 0, 50, face) +
    circle(0, 0, 20, '#ffc26b', 'stroke="#f7a13c" stroke-width="3"')
  );
}

const ONION =
  'M0,-120C10,-95 20,-85 50,-70C100,-45 105,40 60,75C35,95-35,95-60,75C-105,40-100,-45-50,-70C-20,-85-10,-95 0,-120Z';

/** A red onion: purple bulb with pale stripes, papery tip and roots. */
export function onion(d) {
  const skin = d.radial('onion', [
    [0, '#c670a4'],
    [0.55, '#8a2f68'],
    [1, '#4d173a'],
  ]);
  const stripes = [-60, -30, 30, 60]
    .map((x) => stroke(`M0,-105Q${x * 1.6},0 ${x * 0.4},88`, '#f0c4de', 3, 'opacity=".45"'))
    .join('');
  const roots = [-14, -6, 2, 10]
    .map((x) => stroke(`M${x},86 q${x / 2},12 ${x / 3},22`, '#d9c3a5', 3))
    .join('');
  return (
    roots +
    path(ONION, skin) +
    stripes +
    stroke('M0,-118 q-4,-18 6,-30', '#b58a5a', 6) +
    shine(-45, -30, 18, 36, 20, 0.3)
  );
}

/** A red onion cut across: concentric purple-edged rings. */
export function onionHalf() {
  const rings = [86, 70, 54, 38, 22]
    .map((r, i) =>
      ellipse(0, 0, r, r * 0.9, i % 2 ? '#fbeef5' : '#f3dbe8', 'stroke="#a8447f" stroke-width="5"'),
    )
    .join('');
  return ellipse(0, 8, 100, 88, '#5a1b44') + ellipse(0, 0, 98, 86, '#8a2f68') + rings;
}

const BRINJAL =
  'M-20,-110C30,-115 60,-60 70,10C80,90 40,130 0,130C-45,130-80,90-65,10C-55,-50-60,-105-20,-110Z';

/** A glossy purple brinjal (aubergine) with its green cap. */
export function brinjal(d) {
  const skin = d.radial('brinjal', [
    [0, '#8e5aa8'],
    [0.45, '#4a1c63'],
    [1, '#1f0a2c'],
  ]);
  return (
    path(BRINJAL, skin) +
    path(
      'M-45,-92Q-25,-132 0,-126Q28,-132 48,-92Q22,-104 10,-80Q0,-104-14,-80Q-24,-104-45,-92Z',
      '#4f8a2e',
    ) +
    path('M-7,-124L-5,-165Q0,-170 6,-165L8,-124Z', '#3f6f25') +
    shine(-35, -10, 12, 55, 10, 0.35)
  );
}

/** A round brinjal slice: cream flesh, purple rim, ring of seeds. */
export function brinjalSlice() {
  const seeds = Array.from({ length: 14 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 14;
    return ellipse(Math.cos(a) * 30, Math.sin(a) * 28, 3.5, 2.2, '#b89a5e');
  }).join('');
  return (
    ellipse(0, 8, 62, 58, '#2b0f3a') +
    ellipse(0, 0, 60, 56, '#f2e8c6', 'stroke="#3a1650" stroke-width="6"') +
    seeds
  );
}
