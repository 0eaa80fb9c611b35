// Drink containers: a PET bottle, a tumbler, a gable-top carton and a can.
import { circle, ellipse, fitText, label, path, rect, shine, stroke } from './svg.mjs';

const BOTTLE =
  'M-30,-228L30,-228C32,-180 95,-165 95,-110L95,150C95,175 90,190 95,210C98,240 80,260 50,262L-50,262C-80,260-98,240-95,210C-90,190-95,175-95,150L-95,-110C-95,-165-32,-180-30,-228Z';

/**
 * A 1.5 L PET bottle filled to `fillTop` with `liquid`, with a wrap-around label.
 * `id` keeps gradient names unique when two kinds of bottle share one picture.
 */
export function bottle(
  d,
  { id, liquid, liquidEdge, cap, band, text, textColor = '#fff', fillTop = -150, sub = '1.5 L' },
) {
  const body = d.linear(`${id}Liquid`, [
    [0, liquidEdge],
    [0.45, liquid],
    [1, liquidEdge],
  ]);
  const clipUrl = d.clip('bottleClip', BOTTLE);
  const ridges = [-266, -256, -246]
    .map((y) => rect(-32, y, 64, 4, '#000', 'opacity=".12"'))
    .join('');
  return (
    `<g clip-path="${clipUrl}">${rect(-100, -240, 200, 510, '#eef4f6', 'opacity=".8"')}${rect(-100, fillTop, 200, 420, body)}</g>` +
    path(BOTTLE, 'none', 'stroke="#000" stroke-opacity=".18" stroke-width="3"') +
    rect(-36, -272, 72, 46, cap, 'rx="8"') +
    ridges +
    rect(-38, -232, 76, 10, cap, 'rx="4"') +
    rect(-97, -40, 194, 130, band) +
    path('M-97,60C-40,40 40,80 97,55L97,90L-97,90Z', '#fff', 'opacity=".22"') +
    label(text, 0, 32, fitText(text, 170, 50), textColor, { spacing: 2 }) +
    label(sub, 0, 72, 24, textColor, { weight: 400 }) +
    rect(-72, -150, 16, 330, '#fff', 'rx="8" opacity=".35"')
  );
}

/** A glass tumbler with a drink, optional bubbles, ice and a straw. */
export function glass(
  d,
  { id, liquid, liquidEdge, top = -70, bubbles = false, ice = false, straw },
) {
  const drink = d.linear(`${id}Glass`, [
    [0, liquidEdge],
    [0.5, liquid],
    [1, liquidEdge],
  ]);
  const inner = `M${-86 + ((top + 130) / 285) * 15},${top}L${86 - ((top + 130) / 285) * 15},${top}L72,138C71,146 66,150 58,150L-58,150C-66,150-71,146-72,138Z`;
  const fizz = bubbles
    ? [
        [-30, 60],
        [10, 20],
        [35, 90],
        [-10, 110],
        [20, -20],
        [-40, 0],
      ]
        .map(([x, y]) => circle(x, y, 5, '#fff', 'opacity=".5"'))
        .join('')
    : '';
  const cubes = ice
    ? rect(-50, top - 20, 50, 50, '#ffffff', 'rx="8" opacity=".55" transform="rotate(-12 -25 0)"') +
      rect(5, top - 12, 46, 46, '#ffffff', 'rx="8" opacity=".5" transform="rotate(10 30 0)"')
    : '';
  const strawMarkup = straw ? stroke(`M30,${top + 40}L70,-200L120,-230`, straw, 12) : '';
  return (
    strawMarkup +
    path(
      'M-90,-130L90,-130L75,140C74,150 68,155 58,155L-58,155C-68,155-74,150-75,140Z',
      '#e8f4fb',
      'opacity=".55"',
    ) +
    path(inner, drink) +
    ellipse(0, top, 86 - ((top + 130) / 285) * 15, 10, liquid, 'opacity=".9"') +
    fizz +
    cubes +
    path(
      'M-90,-130L90,-130L75,140C74,150 68,155 58,155L-58,155C-68,155-74,150-75,140Z',
      'none',
      'stroke="#9fbccb" stroke-width="4"',
    ) +
    ellipse(0, -130, 90, 10, 'none', 'stroke="#9fbccb" stroke-width="4"') +
    rect(-70, -110, 14, 230, '#fff', 'rx="7" opacity=".45"')
  );
}

/**
 * A gable-top carton in three-quarter view: front face, shaded side, sloped roof and fin.
 * `art` is drawn on the front face (x −100…60, y −110…240).
 */
export function carton(d, { face, side, roof, art }) {
  return (
    path('M60,-110L110,-135L110,215L60,240Z', side) +
    path('M-100,-110L60,-110L60,240L-100,240Z', face) +
    path('M-100,-110L60,-110L85,-182L-75,-182Z', roof) +
    path('M60,-110L110,-135L85,-182Z', side, 'opacity=".85"') +
    path('M-75,-182L85,-182L85,-204L-75,-204Z', face, 'stroke="#000" stroke-opacity=".12"') +
    path(
      'M-100,-110L60,-110L60,240L-100,240Z',
      'none',
      'stroke="#000" stroke-opacity=".12" stroke-width="2"',
    ) +
    art
  );
}

/** Front-face artwork of a milk carton: blue band, a splash and the word MILK. */
export function milkArt() {
  return (
    path('M-100,120C-50,90 10,140 60,110L60,240L-100,240Z', '#1e6fd9') +
    path(
      'M-60,40C-60,0-20,-30-20,-60C-20,-30 20,0 20,40C20,65 0,80-20,80C-40,80-60,65-60,40Z',
      '#9cc7ff',
    ) +
    label('MILK', -20, 180, 52, '#fff') +
    label('1 L', -20, 222, 24, '#fff', { weight: 400 }) +
    label('FRESH', -20, -70, 30, '#1e6fd9', { spacing: 3 })
  );
}

/** Front-face artwork of a juice carton: an orange, a green leaf and JUICE. */
export function juiceArt() {
  return (
    circle(-20, 10, 58, '#ff9d1f') +
    circle(-20, 10, 48, '#ffd27a') +
    [0, 1, 2, 3, 4, 5]
      .map((i) =>
        stroke(
          `M-20,10l${Math.round(Math.cos((i * Math.PI) / 3) * 46)},${Math.round(Math.sin((i * Math.PI) / 3) * 46)}`,
          '#ff9d1f',
          4,
        ),
      )
      .join('') +
    path('M-20,-48Q10,-80 40,-60Q10,-40-20,-48Z', '#43a047') +
    label('JUICE', -20, 140, 46, '#fff') +
    label('ORANGE 1 L', -20, 185, 22, '#fff7e0', { weight: 400 })
  );
}

/** A drinks can with a coloured body, silver lid and a label. */
export function can(d, { id, color, dark, text, art = '' }) {
  const body = d.linear(`${id}Can`, [
    [0, dark],
    [0.4, color],
    [0.7, color],
    [1, dark],
  ]);
  const metal = d.linear('canMetal', [
    [0, '#8d959c'],
    [0.45, '#eef1f3'],
    [1, '#8d959c'],
  ]);
  return (
    path('M-70,-120L70,-120L70,125Q70,140 55,145L-55,145Q-70,140-70,125Z', body) +
    path('M-70,-120Q-70,-140-58,-148L58,-148Q70,-140 70,-120Z', metal) +
    ellipse(0, -148, 58, 12, '#c9cfd4', 'stroke="#8d959c" stroke-width="3"') +
    rect(-12, -154, 24, 10, '#9aa2a8', 'rx="4"') +
    path('M-55,145L55,145Q62,145 62,150L-62,150Q-62,145-55,145Z', metal) +
    art +
    label(text, 0, 70, 38, '#fff', { spacing: 1 }) +
    label('330 ml', 0, 105, 18, '#fff', { weight: 400 }) +
    rect(-48, -110, 12, 220, '#fff', 'rx="6" opacity=".3"')
  );
}

/** A lime slice, the artwork on the lime soda can. */
export function limeSlice(r = 40) {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return stroke(
      `M0,0L${Math.round(Math.cos(a) * r * 0.8)},${Math.round(Math.sin(a) * r * 0.8)}`,
      '#e9f7c8',
      3,
    );
  }).join('');
  return (
    circle(0, 0, r, '#4c9a1c') +
    circle(0, 0, r * 0.86, '#c6e86a') +
    spokes +
    shine(-r * 0.3, -r * 0.35, r * 0.25, r * 0.12, -30, 0.5)
  );
}
