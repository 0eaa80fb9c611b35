// Things food sits in: bowls with a heap of contents, a wicker basket, a plate.
import { circle, ellipse, n, path, random, rect, stroke } from './svg.mjs';

const MOUND = 'M-158,0C-130,-95 130,-95 158,0Z';

/** Small pieces scattered over the mound above a bowl's rim. */
function scatter(count, seed, draw) {
  const rnd = random(seed);
  const pieces = [];
  for (let i = 0; i < count; i += 1) {
    const x = -145 + rnd() * 290;
    const top = -72 * (1 - (x / 158) ** 2);
    const y = top + 8 + rnd() * (-top + 4);
    pieces.push(draw(x, y, rnd));
  }
  return pieces.join('');
}

/**
 * What a bowl holds, drawn as a heap above the rim: grains, lentils, flakes, noodles,
 * pasta, soup or flour.
 */
const CONTENTS = {
  rice: {
    base: '#e9e2d0',
    heap: () =>
      path(MOUND, '#f3efe4') +
      scatter(70, 5, (x, y, r) =>
        ellipse(
          x,
          y,
          9,
          3,
          '#fffdf6',
          `stroke="#d9d0bb" stroke-width="1" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"`,
        ),
      ),
  },
  lentils: {
    base: '#c9601f',
    heap: () =>
      path(MOUND, '#e0722c') +
      scatter(70, 7, (x, y) => ellipse(x, y, 7, 5, '#f2913f', 'stroke="#c55a1c" stroke-width="1"')),
  },
  oats: {
    base: '#cfb27c',
    heap: () =>
      path(MOUND, '#dcc08e') +
      scatter(55, 9, (x, y, r) =>
        ellipse(
          x,
          y,
          11,
          7,
          '#efdcb0',
          `stroke="#c4a46c" stroke-width="1" transform="rotate(${n(r() * 180)} ${n(x)} ${n(y)})"`,
        ),
      ),
  },
  flour: {
    base: '#efe9dc',
    heap: () =>
      path('M-158,0C-120,-110 120,-110 158,0Z', '#fbf8f1') +
      path('M-60,-50C-20,-80 30,-80 60,-50', 'none', 'stroke="#e8e0cf" stroke-width="6"'),
  },
  noodles: {
    base: '#e8a92a',
    heap: () =>
      path(MOUND, '#f4c44a') +
      Array.from({ length: 9 }, (_, i) =>
        stroke(
          `M-140,${-8 - i * 7}${Array.from({ length: 7 }, (_, k) => `q20,${k % 2 ? 14 : -14} 40,0`).join('')}`,
          i % 2 ? '#e8a92a' : '#ffe07a',
          5,
          `transform="scale(${n(1 - i * 0.08)} 1)"`,
        ),
      ).join('') +
      ellipse(-50, -40, 14, 6, '#5aa33a') +
      ellipse(40, -48, 14, 6, '#5aa33a'),
  },
  pasta: {
    base: '#e0b040',
    heap: () =>
      path(MOUND, '#f0c75a') +
      scatter(40, 11, (x, y, r) =>
        stroke(
          `M${n(x - 9)},${n(y)}a10,10 0 0 0 18,0`,
          '#f9dd84',
          7,
          `transform="rotate(${n(r() * 360)} ${n(x)} ${n(y)})"`,
        ),
      ),
  },
  soup: {
    base: '#d8401f',
    heap: () =>
      ellipse(0, 0, 160, 34, '#d8401f') +
      stroke('M-60,-4C-30,-20 20,12 60,-6', '#fff3e0', 6, 'opacity=".8"') +
      [
        [-90, 4],
        [70, 8],
        [20, -12],
      ]
        .map(([x, y]) => ellipse(x, y, 8, 4, '#3c8d2f'))
        .join(''),
  },
  yoghurt: {
    base: '#f1ece2',
    heap: () =>
      path('M-158,0C-120,-60 120,-60 158,0Z', '#fffdf8') +
      stroke('M-70,-22C-30,-45 30,-45 60,-20C30,-30-20,-30-40,-15', '#ebe3d3', 5),
  },
  grapes: {
    base: '#3a0f55',
    heap: () =>
      [
        [-8, 7],
        [-38, 6],
        [-66, 4],
        [-90, 2],
      ]
        .flatMap(([y, count]) =>
          Array.from({ length: count }, (_, i) => {
            const x = (i - (count - 1) / 2) * 44;
            return (
              circle(x, y, 23, '#6e2c93', 'stroke="#3a0f55" stroke-width="2"') +
              circle(x - 7, y - 8, 6, '#fff', 'opacity=".45"')
            );
          }),
        )
        .join('') + stroke('M0,-110Q6,-135-6,-150', '#6d4c2a', 7),
  },
};

/** A ceramic bowl in `color` heaped with `contents` (one of the keys above). */
export function bowl(d, contents, color = '#3f7ea6') {
  const glaze = d.linear(`bowl${color.slice(1)}`, [
    [0, color],
    [0.5, '#ffffff'],
    [1, color],
  ]);
  return (
    ellipse(0, 0, 170, 40, '#5b4a3a') +
    ellipse(0, 2, 162, 36, CONTENTS[contents].base) +
    CONTENTS[contents].heap() +
    path(
      'M-170,0C-170,100-90,150 0,150C90,150 170,100 170,0C150,30 90,40 0,40C-90,40-150,30-170,0Z',
      glaze,
    ) +
    ellipse(0, 0, 170, 40, 'none', `stroke="${color}" stroke-width="6"`) +
    rect(-40, 140, 80, 18, color, 'rx="6"')
  );
}

/** A wicker basket; `inside` is drawn between its back rim and its front weave. */
export function basket(d, inside) {
  const wicker = d.linear('wicker', [
    [0, '#a86b32'],
    [0.5, '#d89a55'],
    [1, '#a86b32'],
  ]);
  const rows = [0, 1, 2, 3, 4]
    .map((i) =>
      path(
        `M${-205 + i * 8},${20 + i * 34}L${205 - i * 8},${20 + i * 34}L${201 - i * 8},${48 + i * 34}L${-201 + i * 8},${48 + i * 34}Z`,
        i % 2 ? '#c2823f' : '#d99b58',
        'stroke="#8a5424" stroke-width="2"',
      ),
    )
    .join('');
  const posts = [-160, -100, -40, 20, 80, 140]
    .map((x) => stroke(`M${x + 10},24L${x + 10 - x * 0.08},190`, '#8a5424', 4, 'opacity=".6"'))
    .join('');
  return (
    stroke('M-180,0C-170,-260 170,-260 180,0', '#9a5e28', 18) +
    ellipse(0, 0, 215, 46, '#7a4a1e') +
    inside +
    path('M-215,0L215,0L180,195Q178,205 165,205L-165,205Q-178,205-180,195Z', wicker) +
    rows +
    posts +
    rect(-222, -12, 444, 30, '#b97a3a', 'rx="15" stroke="#8a5424" stroke-width="3"')
  );
}

/** A white plate seen from the front at a low angle. */
export function plate() {
  return (
    ellipse(0, 8, 230, 62, '#c9d3da') +
    ellipse(0, 0, 230, 58, '#ffffff') +
    ellipse(0, 0, 160, 38, '#f1f4f6')
  );
}

/** Rising wisps of steam above hot food. */
export function steam() {
  return [-50, 0, 50]
    .map((x) =>
      stroke(`M${x},0c-24,-30 24,-50 0,-80c-24,-30 24,-50 0,-80`, '#ffffff', 10, 'opacity=".7"'),
    )
    .join('');
}
