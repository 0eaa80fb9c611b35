// Dairy and bakery items: cheese, butter, eggs, bread, croissants, muffins, cookies.
import { circle, ellipse, label, n, path, random, rect, shine, stroke } from './svg.mjs';
import { box } from './packs.mjs';

/** A wedge of yellow cheese with holes, seen from the front and above. */
export function cheeseWedge(d) {
  const front = d.linear('cheeseFront', [
    [0, '#ffd54f'],
    [1, '#f5b82e'],
  ]);
  const holes = [
    [-120, 40, 16],
    [-40, 70, 20],
    [40, 30, 12],
    [90, 85, 14],
    [-80, 110, 10],
  ]
    .map(([x, y, r]) => ellipse(x, y, r, r * 0.8, '#d99a1c'))
    .join('');
  return (
    path('M-180,-10L160,-60L200,-20L-140,30Z', '#ffe48a') +
    path('M-140,30L200,-20L200,120L-140,160Z', front) +
    path('M-180,-10L-140,30L-140,160L-180,120Z', '#e9a620') +
    holes +
    ellipse(70, -25, 18, 6, '#e8b931') +
    ellipse(-60, 0, 14, 5, '#e8b931')
  );
}

/** A small cube of cheese. */
export function cheeseCube() {
  return box({
    w: 80,
    h: 80,
    depth: 36,
    front: '#fbc93d',
    top: '#ffe58f',
    side: '#e3a520',
    art: ellipse(-12, 10, 9, 7, '#d99a1c'),
  });
}

/** A butter pack in its printed foil wrapper. */
export function butterPack() {
  const art =
    rect(-170, -60, 340, 120, '#fff4c2') +
    path('M-170,-60h340v30h-340Z', '#1e6fd9') +
    label('BUTTER', 0, 20, 56, '#1e6fd9', { spacing: 3 }) +
    label('salted · 200 g', 0, 50, 20, '#5a6b80', { weight: 400 });
  return box({
    w: 340,
    h: 120,
    depth: 120,
    front: '#fff4c2',
    top: '#f7e8a3',
    side: '#e6d58a',
    art,
  });
}

/** An unwrapped butter block with one slice cut off and a knife. */
export function butterBlock() {
  const block = box({
    w: 220,
    h: 90,
    depth: 110,
    front: '#ffe58a',
    top: '#fff0b0',
    side: '#f0cc5c',
  });
  const slice = `<g transform="translate(180 20)">${box({ w: 30, h: 90, depth: 110, front: '#ffe58a', top: '#fff0b0', side: '#f0cc5c' })}</g>`;
  const knife =
    path('M-260,-90L60,-150L66,-136L-250,-74Z', '#cfd6db', 'stroke="#9aa3aa" stroke-width="2"') +
    path('M60,-150L170,-170L176,-152L66,-136Z', '#6d4c2a');
  return block + slice + knife;
}

const EGG = 'M0,-70C40,-70 58,-10 58,20C58,58 32,75 0,75C-32,75-58,58-58,20C-58,-10-40,-70 0,-70Z';

/** A brown hen's egg. */
export function egg(d) {
  const shell = d.radial('egg', [
    [0, '#fbe6cc'],
    [0.6, '#e2b483'],
    [1, '#b98452'],
  ]);
  return path(EGG, shell) + shine(-20, -30, 12, 22, 15, 0.5);
}

/** An open pulp egg carton holding two rows of eggs. */
export function eggCarton(d) {
  const pulp = '#cfc6b4';
  const back = [-150, -50, 50, 150]
    .map((x) => `<g transform="translate(${x} -40) scale(.8)">${egg(d)}</g>`)
    .join('');
  const frontEggs = [-170, -57, 57, 170]
    .map((x) => `<g transform="translate(${x} 10) scale(.9)">${egg(d)}</g>`)
    .join('');
  const cups = [-170, -57, 57, 170]
    .map((x) => path(`M${x - 55},40Q${x},110 ${x + 55},40Z`, '#bdb29d'))
    .join('');
  return (
    path('M-240,-60L240,-60L260,-220L-220,-220Z', '#d9d1c0', 'stroke="#b5ab96" stroke-width="3"') +
    label('10 EGGS', 20, -140, 44, '#8a7d62') +
    rect(-240, -60, 480, 60, pulp) +
    back +
    frontEggs +
    path('M-240,40L240,40L225,120L-225,120Z', pulp) +
    cups
  );
}

/** A fried egg: white with a glossy yolk. */
export function friedEgg() {
  return (
    path(
      'M-90,-10C-100,-60-30,-80 10,-70C70,-85 110,-40 95,10C110,60 40,80 0,70C-60,85-110,40-90,-10Z',
      '#ffffff',
      'stroke="#eee" stroke-width="2"',
    ) +
    circle(5, -5, 32, '#ffb300') +
    circle(-5, -15, 9, '#fff', 'opacity=".6"')
  );
}

const LOAF =
  'M-190,60C-200,-40-150,-110-60,-115C-20,-140 30,-140 60,-115C150,-110 200,-40 190,60C188,90 170,100 150,100L-150,100C-170,100-188,90-190,60Z';

/** A domed white loaf with a golden crust and scored top. */
export function loaf(d) {
  const crust = d.radial(
    'crust',
    [
      [0, '#f4c677'],
      [0.55, '#d9893a'],
      [1, '#9a5418'],
    ],
    { cx: 0.45, cy: 0.25, r: 0.8 },
  );
  const scores = [-110, -40, 30, 100]
    .map((x) => stroke(`M${x},-70q25,-30 45,-45`, '#fbe0a6', 9, 'opacity=".85"'))
    .join('');
  return path(LOAF, crust) + scores + shine(-70, -80, 60, 14, -8, 0.25);
}

const SLICE =
  'M-110,120L-110,-20C-150,-40-150,-120-80,-130C-40,-170 40,-170 80,-130C150,-120 150,-40 110,-20L110,120Z';

/** A single bread slice face-on: pale crumb inside a brown crust. */
export function breadSlice(seed = 2) {
  const rnd = random(seed);
  const pores = Array.from({ length: 22 }, () =>
    ellipse(-85 + rnd() * 170, -110 + rnd() * 215, 3 + rnd() * 3, 2 + rnd() * 2, '#e8cf9c'),
  ).join('');
  return path(SLICE, '#fbebc6', 'stroke="#b8662a" stroke-width="14"') + pores;
}

/** A golden croissant: a crescent wrapped in rolled bands, tips curling down. */
export function croissant(d) {
  const bake = d.radial(
    'croissant',
    [
      [0, '#ffd58a'],
      [0.55, '#e29a3c'],
      [1, '#a8591a'],
    ],
    { cx: 0.5, cy: 0.3, r: 0.7 },
  );
  const bands = [
    [-150, -28, -160, 76],
    [-95, -62, -105, 70],
    [-35, -76, -40, 66],
    [35, -76, 40, 66],
    [95, -62, 105, 70],
    [150, -28, 160, 76],
  ]
    .map(([x1, y1, x2, y2]) =>
      stroke(
        `M${x1},${y1}Q${(x1 + x2) / 2 + (x1 < 0 ? 18 : -18)},${(y1 + y2) / 2} ${x2},${y2}`,
        '#9a5418',
        5,
        'opacity=".8"',
      ),
    )
    .join('');
  const gloss = [-122, -66, 0, 66, 122]
    .map((x) => ellipse(x, -40 + Math.abs(x) * 0.18, 16, 7, '#fff', 'opacity=".3"'))
    .join('');
  return (
    path(
      'M-205,92C-222,35-172,-25-112,-56C-62,-84 62,-84 112,-56C172,-25 222,35 205,92C180,84 150,70 112,74C60,64-60,64-112,74C-150,70-180,84-205,92Z',
      bake,
      'stroke="#9a5418" stroke-width="4"',
    ) +
    bands +
    gloss
  );
}

/** A chocolate muffin in a pleated paper case, dotted with chips. */
export function muffin(d, seed = 6) {
  const top = d.radial('muffinTop', [
    [0, '#9a5a34'],
    [0.7, '#6d3b1f'],
    [1, '#4a2410'],
  ]);
  const rnd = random(seed);
  const chips = Array.from({ length: 9 }, () =>
    ellipse(-70 + rnd() * 140, -90 + rnd() * 60, 8, 5, '#2d1407'),
  ).join('');
  const pleats = [-70, -45, -20, 5, 30, 55]
    .map((x) => stroke(`M${x + 8},10L${x * 0.8 + 8},130`, '#b84a4a', 4, 'opacity=".6"'))
    .join('');
  return (
    path('M-95,10L95,10L75,130Q73,138 62,138L-62,138Q-73,138-75,130Z', '#e57373') +
    pleats +
    path('M-105,15C-125,-30-90,-70-60,-75C-50,-120 50,-120 60,-75C90,-70 125,-30 105,15Z', top) +
    chips +
    shine(-30, -80, 26, 10, -10, 0.25)
  );
}

/** A round chocolate-chip cookie, face-on. */
export function cookie(d, seed = 8) {
  const dough = d.radial(
    'cookie',
    [
      [0, '#f0c27a'],
      [0.7, '#d49a52'],
      [1, '#a9692c'],
    ],
    { cx: 0.5, cy: 0.5, r: 0.55 },
  );
  const rnd = random(seed);
  const chips = Array.from({ length: 8 }, () => {
    const a = rnd() * Math.PI * 2;
    const r = rnd() * 62;
    return ellipse(
      Math.cos(a) * r,
      Math.sin(a) * r,
      9,
      7,
      '#4a2410',
      `transform="rotate(${n(rnd() * 90)} ${n(Math.cos(a) * r)} ${n(Math.sin(a) * r)})"`,
    );
  }).join('');
  return circle(0, 0, 90, dough) + chips;
}

/** A stack of cookies seen from the side. */
export function cookieStack(d) {
  const layers = [0, 1, 2, 3, 4]
    .map((i) => {
      const y = 120 - i * 40;
      return (
        ellipse(0, y + 10, 120, 34, '#a9692c') +
        ellipse(0, y, 120, 32, '#d9a25f') +
        ellipse(-30 + i * 12, y - 4, 10, 5, '#4a2410') +
        ellipse(40 - i * 9, y + 8, 9, 4, '#4a2410')
      );
    })
    .join('');
  return layers + `<g transform="translate(0 -95) scale(1.3 .36)">${cookie(d)}</g>`;
}
