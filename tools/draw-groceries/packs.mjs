// Packaging: pillow packets, cups, printed boxes, sacks and stand-up pouches.
import { at, circle, ellipse, fitText, label, path, random, rect, stroke } from './svg.mjs';

/** A crimped edge of a pillow packet, across the packet's width at height `y`. */
const crimp = (y, direction) =>
  path(
    `M-150,${y}${Array.from({ length: 15 }, () => `l10,${direction * 10}l10,${-direction * 10}`).join('')}L150,${y + direction * 16}L-150,${y + direction * 16}Z`,
    '#000',
    'opacity=".18"',
  );

/**
 * A pillow packet (noodles, soup mix, pasta): crimped top and bottom, a big title and
 * artwork drawn around (0, 20).
 */
export function packet(d, { id, color, dark, title, sub, titleColor = '#fff', art = '' }) {
  const foil = d.linear(`${id}Pack`, [
    [0, dark],
    [0.25, color],
    [0.75, color],
    [1, dark],
  ]);
  return (
    path('M-150,-190L150,-190C165,-60 165,60 150,190L-150,190C-165,60-165,-60-150,-190Z', foil) +
    crimp(-190, 1) +
    crimp(190, -1) +
    at(0, 40, art) +
    rect(-135, -150, 270, 72, '#000', 'rx="12" opacity=".15"') +
    label(title, 0, -100, fitText(title, 250, 50), titleColor, { spacing: 1 }) +
    label(sub, 0, 165, 24, titleColor, { weight: 400 }) +
    rect(-132, -170, 14, 330, '#fff', 'rx="7" opacity=".2"')
  );
}

/** A tapered instant-noodle cup with a foil lid; `open` peels the lid back and adds noodles. */
export function noodleCup(d, { open = false } = {}) {
  const wall = d.linear('cupWall', [
    [0, '#c62828'],
    [0.45, '#ef5350'],
    [1, '#b71c1c'],
  ]);
  const lid = open
    ? ellipse(0, -120, 82, 20, '#f4c44a') +
      Array.from({ length: 4 }, (_, i) =>
        stroke(`M-70,${-122 + i * 4}q18,-12 35,0t35,0t35,0t35,0`, '#e8a92a', 4),
      ).join('') +
      path(
        'M20,-122C40,-200 110,-230 140,-200C120,-170 80,-140 60,-118Z',
        '#d7dde2',
        'stroke="#aab3ba" stroke-width="2"',
      )
    : ellipse(0, -120, 84, 20, '#d7dde2', 'stroke="#aab3ba" stroke-width="3"') +
      label('OPEN', 0, -113, 18, '#9aa2a8');
  return (
    path('M-82,-120L82,-120L62,130Q60,142 46,142L-46,142Q-60,142-62,130Z', wall) +
    path('M-78,-70L78,-70L72,10L-72,10Z', '#fff') +
    label('NOODLES', 0, -20, 30, '#c62828') +
    stroke('M-50,60q12,-10 25,0t25,0t25,0t25,0', '#ffd54f', 6) +
    stroke('M-50,80q12,-10 25,0t25,0t25,0t25,0', '#ffd54f', 6) +
    lid +
    rect(-62, -100, 10, 220, '#fff', 'rx="5" opacity=".3"')
  );
}

/** A yoghurt pot: white tapered cup, pink band and a foil lid. */
export function yoghurtCup(d) {
  const wall = d.linear('yoghurtWall', [
    [0, '#d9dde0'],
    [0.45, '#ffffff'],
    [1, '#cfd4d8'],
  ]);
  return (
    path('M-95,-80L95,-80L75,100Q73,112 60,112L-60,112Q-73,112-75,100Z', wall) +
    path('M-90,-30L90,-30L84,40L-84,40Z', '#f06292') +
    label('YOGHURT', 0, 14, 30, '#fff') +
    label('natural 400 g', 0, 78, 20, '#8a6d78', { weight: 400 }) +
    ellipse(0, -80, 98, 22, '#e4e8eb', 'stroke="#b5bcc2" stroke-width="3"') +
    ellipse(0, -82, 70, 12, '#f4f6f7')
  );
}

/**
 * A printed box in three-quarter view. Front face spans x −w/2…w/2, y −h/2…h/2; the top
 * and right side recede by `depth`. `art` is drawn on the front face.
 */
export function box({ w, h, depth, front, top, side, art = '' }) {
  const x0 = -w / 2;
  const y0 = -h / 2;
  const dx = depth;
  const dy = -depth * 0.55;
  return (
    path(`M${x0},${y0}L${x0 + dx},${y0 + dy}L${-x0 + dx},${y0 + dy}L${-x0},${y0}Z`, top) +
    path(`M${-x0},${y0}L${-x0 + dx},${y0 + dy}L${-x0 + dx},${-y0 + dy}L${-x0},${-y0}Z`, side) +
    rect(x0, y0, w, h, front) +
    art
  );
}

/** A stylised ear of wheat, used on flour and oats packs. */
export function wheatEar(color = '#b7862f') {
  const grains = [0, 1, 2, 3, 4]
    .map(
      (i) =>
        ellipse(
          -9,
          -20 - i * 20,
          8,
          15,
          color,
          'transform="rotate(-30 -9 ' + (-20 - i * 20) + ')"',
        ) +
        ellipse(9, -20 - i * 20, 8, 15, color, 'transform="rotate(30 9 ' + (-20 - i * 20) + ')"'),
    )
    .join('');
  return stroke('M0,60L0,-120', color, 5) + grains + ellipse(0, -122, 7, 14, color);
}

/** A woven sack (rice) with stitched top, a label panel and a scatter of grains. */
export function sack(d, { cloth, band, title, sub, art = '' }) {
  const weave = d.linear('sackCloth', [
    [0, cloth[1]],
    [0.5, cloth[0]],
    [1, cloth[1]],
  ]);
  return (
    path(
      'M-150,-175L150,-175C172,-60 178,110 152,205C100,222-100,222-152,205C-178,110-172,-60-150,-175Z',
      weave,
    ) +
    path('M-150,-175L150,-175L153,-140L-153,-140Z', '#000', 'opacity=".08"') +
    stroke(`M-140,-152${Array.from({ length: 14 }, () => 'l10,8l10,-8').join('')}`, '#8a7a5a', 3) +
    ellipse(0, 20, 125, 110, band) +
    ellipse(0, 20, 112, 97, 'none', 'stroke="#fff" stroke-width="3" opacity=".7"') +
    art +
    label(title, 0, 30, fitText(title, 200, 46), '#fff') +
    label(sub, 0, 72, 26, '#fff', { weight: 400 })
  );
}

/** A stand-up pouch with a clear window showing its contents (lentils). */
export function pouch(
  d,
  { color, title, sub, seed = 4, grain = '#e0722c', grainEdge = '#c55a1c' },
) {
  const film = d.linear('pouchFilm', [
    [0, color[1]],
    [0.5, color[0]],
    [1, color[1]],
  ]);
  const rnd = random(seed);
  const grains = Array.from({ length: 60 }, () =>
    ellipse(
      -80 + rnd() * 160,
      20 + rnd() * 120,
      7,
      5,
      grain,
      `stroke="${grainEdge}" stroke-width="1"`,
    ),
  ).join('');
  return (
    path(
      'M-135,-200L135,-200L140,160C140,190 120,205 100,205L-100,205C-120,205-140,190-140,160Z',
      film,
    ) +
    rect(-135, -200, 270, 30, '#000', 'opacity=".12"') +
    circle(-105, -160, 8, '#fff', 'opacity=".8"') +
    label(title, 0, -70, 42, '#fff') +
    label(sub, 0, -30, 24, '#fff', { weight: 400 }) +
    `<g>${rect(-95, 10, 190, 140, '#f6e2c9', 'rx="30"')}${grains}${rect(-95, 10, 190, 140, 'none', 'rx="30" stroke="#fff" stroke-width="5"')}</g>`
  );
}
