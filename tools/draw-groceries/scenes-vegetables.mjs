// Pictures of vegetables, several views each (whole, cut, in a basket).
import { at, shadow } from './svg.mjs';
import {
  brinjal,
  brinjalSlice,
  carrot,
  carrotSlice,
  onion,
  onionHalf,
  potato,
  potatoHalf,
  tomato,
  tomatoHalf,
} from './vegetables.mjs';
import { basket } from './kitchen.mjs';

const VEG_TINT = '#e6f4dc';

/**
 * Each scene names its file, its accessible title, its backdrop tint and how to draw it:
 * `draw(d)` returns the layers to add on top of the backdrop.
 */
export const VEGETABLE_SCENES = [
  {
    file: 'potato-1.svg',
    title: 'Potatoes',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 300, 40),
      at(290, 470, potato(d, 11), 1.25, -10),
      at(520, 480, potato(d, 12), 1.3, 12),
      at(405, 560, potato(d, 13), 1.45, 2),
    ],
  },
  {
    file: 'potato-2.svg',
    title: 'Potato cut in half',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 590, 290, 40),
      at(270, 450, potato(d, 21), 1.5, -15),
      at(500, 520, potatoHalf(d), 1.6, 0),
    ],
  },
  {
    file: 'potato-3.svg',
    title: 'A basket of potatoes',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 300, 40),
      at(
        400,
        400,
        basket(
          d,
          [
            at(-110, -20, potato(d, 31), 0.9, -20),
            at(100, -25, potato(d, 32), 0.95, 15),
            at(0, -45, potato(d, 33), 1, 0),
            at(-30, 5, potato(d, 34), 0.9, 8),
          ].join(''),
        ),
        1.3,
      ),
    ],
  },
  {
    file: 'tomato-1.svg',
    title: 'Tomatoes',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(520, 430, tomato(d), 1.5),
      at(320, 480, tomato(d), 1.9),
    ],
  },
  {
    file: 'tomato-2.svg',
    title: 'Tomato sliced in half',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(280, 450, tomato(d), 1.6),
      at(520, 490, tomatoHalf(d), 1.35),
    ],
  },
  {
    file: 'tomato-3.svg',
    title: 'A basket of tomatoes',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 300, 40),
      at(
        400,
        400,
        basket(
          d,
          [
            at(-100, -30, tomato(d), 0.9),
            at(95, -30, tomato(d), 0.9),
            at(0, -50, tomato(d), 1),
          ].join(''),
        ),
        1.3,
      ),
    ],
  },
  {
    file: 'carrot-1.svg',
    title: 'A bunch of carrots',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 36),
      at(330, 430, carrot(d), 1.35, -70),
      at(420, 470, carrot(d), 1.35, -62),
      at(470, 520, carrot(d), 1.4, -55),
    ],
  },
  {
    file: 'carrot-2.svg',
    title: 'Carrot and carrot slices',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 36),
      at(380, 420, carrot(d), 1.3, -65),
      at(250, 560, carrotSlice(d), 1),
      at(400, 575, carrotSlice(d), 1.05),
      at(550, 555, carrotSlice(d), 1),
    ],
  },
  {
    file: 'onion-1.svg',
    title: 'Red onions',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 280, 36),
      at(300, 450, onion(d), 1.45, -8),
      at(510, 470, onion(d), 1.55, 10),
    ],
  },
  {
    file: 'onion-2.svg',
    title: 'Red onion cut in half',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 280, 36),
      at(280, 440, onion(d), 1.5, -6),
      at(520, 500, onionHalf(), 1.3),
    ],
  },
  {
    file: 'brinjal-1.svg',
    title: 'Brinjals',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 36),
      at(330, 430, brinjal(d), 1.55, -35),
      at(500, 470, brinjal(d), 1.55, 30),
    ],
  },
  {
    file: 'brinjal-2.svg',
    title: 'Brinjal and slices',
    tint: VEG_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 36),
      at(360, 400, brinjal(d), 1.5, -60),
      at(300, 570, brinjalSlice(), 1.2),
      at(500, 570, brinjalSlice(), 1.2),
    ],
  },
];
