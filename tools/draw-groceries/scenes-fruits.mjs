// Pictures of fruits, several views each (whole, cut, in a basket or bowl).
import { at, shadow } from './svg.mjs';
import {
  apple,
  appleHalf,
  banana,
  bananaBunch,
  grapes,
  mango,
  mangoCubes,
  orange,
  orangeHalf,
} from './fruits.mjs';
import { basket, bowl, plate } from './kitchen.mjs';

const FRUIT_TINT = '#fdeedd';

/**
 * Each scene names its file, its accessible title, its backdrop tint and how to draw it:
 * `draw(d)` returns the layers to add on top of the backdrop.
 */
export const FRUIT_SCENES = [
  {
    file: 'apple-1.svg',
    title: 'Red apples',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(520, 440, apple(d), 1.4, 8),
      at(320, 480, apple(d), 1.7, -6),
    ],
  },
  {
    file: 'apple-2.svg',
    title: 'Apple cut in half',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(280, 450, apple(d), 1.55),
      at(520, 470, appleHalf(d), 1.5),
    ],
  },
  {
    file: 'apple-3.svg',
    title: 'A basket of apples',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 300, 40),
      at(
        400,
        400,
        basket(
          d,
          [
            at(-100, -35, apple(d), 0.85),
            at(100, -35, apple(d), 0.85),
            at(0, -55, apple(d), 0.95),
          ].join(''),
        ),
        1.3,
      ),
    ],
  },
  {
    file: 'banana-1.svg',
    title: 'A bunch of bananas',
    tint: FRUIT_TINT,
    draw: (d) => [shadow(d, 400, 600, 290, 36), at(300, 330, bananaBunch(d), 1.45, 10)],
  },
  {
    file: 'banana-2.svg',
    title: 'Bananas on a plate',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 300, 40),
      at(400, 540, plate(), 1.3),
      at(400, 470, banana(d), 1.4, -5),
      at(410, 430, banana(d), 1.35, 8),
    ],
  },
  {
    file: 'orange-1.svg',
    title: 'Oranges',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(520, 440, orange(d, 4), 1.4),
      at(310, 470, orange(d, 5), 1.7),
    ],
  },
  {
    file: 'orange-2.svg',
    title: 'Orange cut in half',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(280, 450, orange(d, 6), 1.5),
      at(520, 480, orangeHalf(d), 1.45),
    ],
  },
  {
    file: 'orange-3.svg',
    title: 'A basket of oranges',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 300, 40),
      at(
        400,
        400,
        basket(
          d,
          [
            at(-100, -30, orange(d, 7), 0.85),
            at(100, -30, orange(d, 8), 0.85),
            at(0, -50, orange(d, 9), 0.95),
          ].join(''),
        ),
        1.3,
      ),
    ],
  },
  {
    file: 'mango-1.svg',
    title: 'Ripe mangoes',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(520, 440, mango(d), 1.5, 20),
      at(310, 470, mango(d), 1.7, -15),
    ],
  },
  {
    file: 'mango-2.svg',
    title: 'Mango cut into cubes',
    tint: FRUIT_TINT,
    draw: (d) => [
      shadow(d, 400, 600, 290, 40),
      at(270, 450, mango(d), 1.5, -15),
      at(520, 480, mangoCubes(d), 1.5, 10),
    ],
  },
  {
    file: 'grapes-1.svg',
    title: 'A bunch of purple grapes',
    tint: FRUIT_TINT,
    draw: (d) => [shadow(d, 400, 620, 220, 34), at(400, 400, grapes(d), 1.45)],
  },
  {
    file: 'grapes-2.svg',
    title: 'Grapes in a bowl',
    tint: FRUIT_TINT,
    draw: (d) => [shadow(d, 400, 640, 280, 40), at(400, 460, bowl(d, 'grapes', '#7a9a5a'), 1.4)],
  },
];
