// Pictures of drinks and instant food: the pack, and the drink or dish served.
import { at, shadow } from './svg.mjs';
import { bottle, can, carton, glass, juiceArt, limeSlice } from './drinks.mjs';
import { noodleCup, packet } from './packs.mjs';
import { bowl, steam } from './kitchen.mjs';
import { orange } from './fruits.mjs';
import { tomato } from './vegetables.mjs';

const DRINK_TINT = '#e1effa';
const INSTANT_TINT = '#fce9e0';

const COLA = {
  id: 'cola',
  liquid: '#5a2412',
  liquidEdge: '#2a0f06',
  cap: '#d32f2f',
  band: '#d7261e',
  text: 'COLA',
};
const WATER = {
  id: 'water',
  liquid: '#d6efff',
  liquidEdge: '#a9d6f5',
  cap: '#1e88e5',
  band: '#1e88e5',
  text: 'WATER',
  fillTop: -200,
};
const JUICE_CARTON = { face: '#ff9d1f', side: '#d97c0c', roof: '#ffb54d', art: juiceArt() };
const LIME = {
  id: 'lime',
  color: '#43a047',
  dark: '#1b5e20',
  text: 'LIME',
  art: at(0, -40, limeSlice(44)),
};

const noodleArt = (d) => at(0, 10, bowl(d, 'noodles', '#ffffff'), 0.55);
const soupArt = (d) => at(-50, 30, bowl(d, 'soup', '#ffffff'), 0.45) + at(80, 0, tomato(d), 0.45);
const pastaArt = (d) => at(0, 10, bowl(d, 'pasta', '#ffffff'), 0.55);

/**
 * Each scene names its file, its accessible title, its backdrop tint and how to draw it:
 * `draw(d)` returns the layers to add on top of the backdrop.
 */
export const DRINK_INSTANT_SCENES = [
  {
    file: 'cola-1.svg',
    title: 'Cola 1.5 litre bottle',
    tint: DRINK_TINT,
    draw: (d) => [shadow(d, 400, 660, 150, 26), at(400, 390, bottle(d, COLA), 1)],
  },
  {
    file: 'cola-2.svg',
    title: 'Glass of cola with ice',
    tint: DRINK_TINT,
    draw: (d) => [
      shadow(d, 400, 660, 260, 30),
      at(270, 430, bottle(d, COLA), 0.85),
      at(520, 500, glass(d, { ...COLA, bubbles: true, ice: true, straw: '#e53935' }), 1),
    ],
  },
  {
    file: 'water-1.svg',
    title: 'Mineral water 1.5 litre bottle',
    tint: DRINK_TINT,
    draw: (d) => [shadow(d, 400, 660, 150, 26), at(400, 390, bottle(d, WATER), 1)],
  },
  {
    file: 'water-2.svg',
    title: 'Bottle and glass of water',
    tint: DRINK_TINT,
    draw: (d) => [
      shadow(d, 400, 660, 260, 30),
      at(280, 430, bottle(d, WATER), 0.85),
      at(530, 500, glass(d, { ...WATER, top: -60 }), 1),
    ],
  },
  {
    file: 'orange-juice-1.svg',
    title: 'Orange juice carton',
    tint: DRINK_TINT,
    draw: (d) => [shadow(d, 400, 650, 180, 28), at(390, 410, carton(d, JUICE_CARTON), 1.3)],
  },
  {
    file: 'orange-juice-2.svg',
    title: 'Glass of orange juice and oranges',
    tint: DRINK_TINT,
    draw: (d) => [
      shadow(d, 400, 650, 280, 30),
      at(
        330,
        470,
        glass(d, {
          id: 'oj',
          liquid: '#ffb133',
          liquidEdge: '#f08a00',
          top: -90,
          straw: '#43a047',
        }),
        1.15,
      ),
      at(570, 560, orange(d, 14), 0.9),
    ],
  },
  {
    file: 'lime-soda-1.svg',
    title: 'Lime soda can',
    tint: DRINK_TINT,
    draw: (d) => [shadow(d, 400, 640, 150, 26), at(400, 430, can(d, LIME), 1.45)],
  },
  {
    file: 'lime-soda-2.svg',
    title: 'Three lime soda cans',
    tint: DRINK_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 300, 30),
      at(250, 430, can(d, LIME), 1.05),
      at(550, 430, can(d, LIME), 1.05),
      at(400, 470, can(d, LIME), 1.15),
    ],
  },
  {
    file: 'noodles-1.svg',
    title: 'Instant noodles pack',
    tint: INSTANT_TINT,
    draw: (d) => [
      shadow(d, 400, 620, 220, 28),
      at(
        400,
        400,
        packet(d, {
          id: 'noodle',
          color: '#f9c20a',
          dark: '#d99a00',
          title: 'NOODLES',
          sub: 'masala · 4 pack · 280 g',
          titleColor: '#b71c1c',
          art: noodleArt(d),
        }),
        1.15,
        -4,
      ),
    ],
  },
  {
    file: 'noodles-2.svg',
    title: 'Bowl of noodles',
    tint: INSTANT_TINT,
    draw: (d) => [
      shadow(d, 400, 630, 260, 34),
      at(400, 330, steam(), 1),
      at(400, 440, bowl(d, 'noodles', '#c62828'), 1.4),
    ],
  },
  {
    file: 'cup-noodles-1.svg',
    title: 'Cup noodles',
    tint: INSTANT_TINT,
    draw: (d) => [shadow(d, 400, 640, 170, 28), at(400, 420, noodleCup(d), 1.55)],
  },
  {
    file: 'cup-noodles-2.svg',
    title: 'Cup noodles opened, steaming',
    tint: INSTANT_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 170, 28),
      at(380, 200, steam(), 0.9),
      at(400, 420, noodleCup(d, { open: true }), 1.55),
    ],
  },
  {
    file: 'tomato-soup-1.svg',
    title: 'Tomato soup mix packet',
    tint: INSTANT_TINT,
    draw: (d) => [
      shadow(d, 400, 620, 220, 28),
      at(
        400,
        400,
        packet(d, {
          id: 'soup',
          color: '#e53935',
          dark: '#b71c1c',
          title: 'TOMATO SOUP',
          sub: 'instant mix · 50 g',
          art: soupArt(d),
        }),
        1.15,
        3,
      ),
    ],
  },
  {
    file: 'tomato-soup-2.svg',
    title: 'Bowl of tomato soup',
    tint: INSTANT_TINT,
    draw: (d) => [
      shadow(d, 400, 630, 260, 34),
      at(400, 330, steam(), 0.9),
      at(400, 450, bowl(d, 'soup', '#f5f5f5'), 1.4),
    ],
  },
  {
    file: 'macaroni-1.svg',
    title: 'Instant macaroni pack',
    tint: INSTANT_TINT,
    draw: (d) => [
      shadow(d, 400, 620, 220, 28),
      at(
        400,
        400,
        packet(d, {
          id: 'pasta',
          color: '#1e88e5',
          dark: '#0d47a1',
          title: 'MACARONI',
          sub: 'cheese · 200 g',
          art: pastaArt(d),
        }),
        1.15,
        -3,
      ),
    ],
  },
  {
    file: 'macaroni-2.svg',
    title: 'Bowl of macaroni',
    tint: INSTANT_TINT,
    draw: (d) => [shadow(d, 400, 630, 260, 34), at(400, 450, bowl(d, 'pasta', '#1e88e5'), 1.4)],
  },
];
