// Pictures of dairy and bakery products: the pack or piece, and served.
import { at, shadow } from './svg.mjs';
import { carton, glass, milkArt } from './drinks.mjs';
import { yoghurtCup } from './packs.mjs';
import { bowl, plate } from './kitchen.mjs';
import {
  breadSlice,
  butterBlock,
  butterPack,
  cheeseCube,
  cheeseWedge,
  cookie,
  cookieStack,
  croissant,
  egg,
  eggCarton,
  friedEgg,
  loaf,
  muffin,
} from './dairy-bakery.mjs';

const DAIRY_TINT = '#e8f1fb';
const BAKERY_TINT = '#fbefdc';

const MILK_CARTON = { face: '#ffffff', side: '#d5e0ea', roof: '#eef3f8', art: milkArt() };

/**
 * Each scene names its file, its accessible title, its backdrop tint and how to draw it:
 * `draw(d)` returns the layers to add on top of the backdrop.
 */
export const DAIRY_BAKERY_SCENES = [
  {
    file: 'milk-1.svg',
    title: 'Fresh milk 1 litre carton',
    tint: DAIRY_TINT,
    draw: (d) => [shadow(d, 400, 650, 180, 28), at(390, 410, carton(d, MILK_CARTON), 1.3)],
  },
  {
    file: 'milk-2.svg',
    title: 'Glass of milk beside the carton',
    tint: DAIRY_TINT,
    draw: (d) => [
      shadow(d, 400, 650, 280, 30),
      at(290, 440, carton(d, MILK_CARTON), 1.05),
      at(
        560,
        510,
        glass(d, { id: 'milk', liquid: '#ffffff', liquidEdge: '#e3e9ee', top: -90 }),
        0.95,
      ),
    ],
  },
  {
    file: 'cheese-1.svg',
    title: 'Wedge of cheddar cheese',
    tint: DAIRY_TINT,
    draw: (d) => [shadow(d, 400, 600, 280, 34), at(400, 470, cheeseWedge(d), 1.45)],
  },
  {
    file: 'cheese-2.svg',
    title: 'Cheese wedge and cubes',
    tint: DAIRY_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 34),
      at(330, 440, cheeseWedge(d), 1.05),
      at(470, 560, cheeseCube(), 1),
      at(610, 540, cheeseCube(), 0.9),
    ],
  },
  {
    file: 'butter-1.svg',
    title: 'Butter 200 g pack',
    tint: DAIRY_TINT,
    draw: (d) => [shadow(d, 400, 560, 260, 34), at(380, 470, butterPack(), 1.25)],
  },
  {
    file: 'butter-2.svg',
    title: 'Butter block with a knife',
    tint: DAIRY_TINT,
    draw: (d) => [
      shadow(d, 420, 590, 290, 34),
      at(400, 540, plate(), 1.45),
      at(390, 480, butterBlock(), 1.15),
    ],
  },
  {
    file: 'yoghurt-1.svg',
    title: 'Yoghurt pot',
    tint: DAIRY_TINT,
    draw: (d) => [shadow(d, 400, 620, 200, 28), at(400, 440, yoghurtCup(d), 1.7)],
  },
  {
    file: 'yoghurt-2.svg',
    title: 'Bowl of yoghurt',
    tint: DAIRY_TINT,
    draw: (d) => [shadow(d, 400, 630, 260, 34), at(400, 450, bowl(d, 'yoghurt', '#f06292'), 1.4)],
  },
  {
    file: 'eggs-1.svg',
    title: 'Carton of brown eggs',
    tint: DAIRY_TINT,
    draw: (d) => [shadow(d, 400, 580, 300, 34), at(400, 460, eggCarton(d), 1.3)],
  },
  {
    file: 'eggs-2.svg',
    title: 'Eggs and a fried egg',
    tint: DAIRY_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 34),
      at(470, 540, plate(), 1.1),
      at(470, 520, friedEgg(), 1.3),
      at(190, 490, egg(d), 1.5, -12),
      at(300, 520, egg(d), 1.3, 15),
    ],
  },
  {
    file: 'bread-1.svg',
    title: 'White bread loaf',
    tint: BAKERY_TINT,
    draw: (d) => [shadow(d, 400, 590, 300, 34), at(400, 470, loaf(d), 1.45)],
  },
  {
    file: 'bread-2.svg',
    title: 'Sliced bread',
    tint: BAKERY_TINT,
    draw: (d) => [
      shadow(d, 400, 620, 300, 34),
      at(530, 470, loaf(d), 0.95),
      at(260, 440, breadSlice(3), 1.2, -8),
      at(330, 470, breadSlice(4), 1.2, -2),
    ],
  },
  {
    file: 'croissant-1.svg',
    title: 'Butter croissant',
    tint: BAKERY_TINT,
    draw: (d) => [shadow(d, 400, 560, 290, 34), at(400, 470, croissant(d), 1.45)],
  },
  {
    file: 'croissant-2.svg',
    title: 'Croissants on a plate',
    tint: BAKERY_TINT,
    draw: (d) => [
      shadow(d, 400, 610, 300, 34),
      at(400, 540, plate(), 1.4),
      at(280, 440, croissant(d), 0.9, -10),
      at(520, 440, croissant(d), 0.9, 10),
      at(400, 500, croissant(d), 1),
    ],
  },
  {
    file: 'muffin-1.svg',
    title: 'Chocolate muffin',
    tint: BAKERY_TINT,
    draw: (d) => [shadow(d, 400, 640, 200, 28), at(400, 440, muffin(d), 1.7)],
  },
  {
    file: 'muffin-2.svg',
    title: 'Four chocolate muffins',
    tint: BAKERY_TINT,
    draw: (d) => [
      shadow(d, 400, 640, 310, 30),
      at(280, 380, muffin(d, 2), 1),
      at(520, 380, muffin(d, 3), 1),
      at(300, 530, muffin(d, 4), 1.05),
      at(520, 530, muffin(d, 5), 1.05),
    ],
  },
  {
    file: 'cookies-1.svg',
    title: 'Chocolate chip cookies',
    tint: BAKERY_TINT,
    draw: (d) => [
      shadow(d, 400, 620, 280, 30),
      at(300, 360, cookie(d, 1), 1.3),
      at(520, 400, cookie(d, 2), 1.2),
      at(380, 520, cookie(d, 3), 1.4),
    ],
  },
  {
    file: 'cookies-2.svg',
    title: 'Stack of cookies',
    tint: BAKERY_TINT,
    draw: (d) => [shadow(d, 400, 640, 250, 30), at(400, 430, cookieStack(d), 1.4)],
  },
];
