// Pictures of grains and cereals: the bag or box, and a bowl of it.
import { at, ellipse, label, shadow } from './svg.mjs';
import { box, pouch, sack, wheatEar } from './packs.mjs';
import { bowl } from './kitchen.mjs';

const GRAIN_TINT = '#f5efdf';

const grainScatter = (color) =>
  [
    [-60, 120],
    [-30, 130],
    [10, 122],
    [50, 128],
    [80, 118],
  ]
    .map(([x, y]) => ellipse(x, y, 9, 3, color))
    .join('');

/**
 * Each scene names its file, its accessible title, its backdrop tint and how to draw it:
 * `draw(d)` returns the layers to add on top of the backdrop.
 */
export const GRAIN_SCENES = [
  {
    file: 'rice-1.svg',
    title: 'Basmati rice 5 kg bag',
    tint: GRAIN_TINT,
    draw: (d) => [
      shadow(d, 400, 650, 230, 30),
      at(
        400,
        410,
        sack(d, {
          cloth: ['#f6efdf', '#ddd1b4'],
          band: '#2e7d32',
          title: 'BASMATI',
          sub: 'rice · 5 kg',
          art: grainScatter('#fff'),
        }),
        1.15,
      ),
    ],
  },
  {
    file: 'rice-2.svg',
    title: 'Bowl of rice',
    tint: GRAIN_TINT,
    draw: (d) => [shadow(d, 400, 630, 260, 34), at(400, 450, bowl(d, 'rice', '#2e7d32'), 1.4)],
  },
  {
    file: 'lentils-1.svg',
    title: 'Red lentils 1 kg pouch',
    tint: GRAIN_TINT,
    draw: (d) => [
      shadow(d, 400, 650, 220, 30),
      at(
        400,
        410,
        pouch(d, { color: ['#8d3b2b', '#5d2218'], title: 'LENTILS', sub: 'red · 1 kg' }),
        1.15,
      ),
    ],
  },
  {
    file: 'lentils-2.svg',
    title: 'Bowl of red lentils',
    tint: GRAIN_TINT,
    draw: (d) => [shadow(d, 400, 630, 260, 34), at(400, 450, bowl(d, 'lentils', '#6d4c41'), 1.4)],
  },
  {
    file: 'flour-1.svg',
    title: 'Wheat flour 1 kg bag',
    tint: GRAIN_TINT,
    draw: (d) => [
      shadow(d, 400, 650, 200, 30),
      at(
        400,
        410,
        box({
          w: 260,
          h: 400,
          depth: 70,
          front: '#f7f1e3',
          top: '#e9dfc8',
          side: '#ddd0b2',
          art:
            at(0, -60, wheatEar('#c08a2a'), 0.9) +
            label('WHEAT', 0, 110, 50, '#8a5a12') +
            label('FLOUR · 1 kg', 0, 150, 26, '#8a5a12', { weight: 400 }),
        }),
        1.15,
      ),
    ],
  },
  {
    file: 'flour-2.svg',
    title: 'Bowl of flour with wheat',
    tint: GRAIN_TINT,
    draw: (d) => [
      shadow(d, 400, 630, 260, 34),
      at(620, 400, wheatEar('#c08a2a'), 1.3, 20),
      at(400, 450, bowl(d, 'flour', '#8d6e63'), 1.4),
    ],
  },
  {
    file: 'oats-1.svg',
    title: 'Rolled oats box',
    tint: GRAIN_TINT,
    draw: (d) => [
      shadow(d, 400, 650, 210, 30),
      at(
        390,
        400,
        box({
          w: 280,
          h: 420,
          depth: 80,
          front: '#2f6fb3',
          top: '#245a93',
          side: '#1d4a7a',
          art:
            at(0, 40, bowl(d, 'oats', '#ffffff'), 0.6) +
            label('OATS', 0, -110, 72, '#fff') +
            label('rolled · 500 g', 0, -70, 24, '#fff', { weight: 400 }),
        }),
        1.1,
      ),
    ],
  },
  {
    file: 'oats-2.svg',
    title: 'Bowl of porridge oats',
    tint: GRAIN_TINT,
    draw: (d) => [shadow(d, 400, 630, 260, 34), at(400, 450, bowl(d, 'oats', '#2f6fb3'), 1.4)],
  },
];
