import { readFileSync } from 'node:fs';
import { createAppConfig } from '../tools/webpack/index.mjs';
import { CATEGORY_TRANSLATIONS } from '@greencart/contracts/categories';
import { localFontNames, planFromRoutes } from '../tools/webpack/preloadPlan.mjs';

/**
 * What the shell preloads for the page a shopper lands on, from the storefront's route table
 * (src/app/routes.json, read by its router too): nothing more on the home page (its hero
 * paints from the entry chunk), on the listing and product pages the start-up frames' chunk
 * (`startup-frames`, src/app/startup/PageFrames.tsx) and their first API GETs (the app's chunk
 * follows their largest paint), elsewhere the app's chunk (`storefront-app`, src/App.tsx), the
 * page's own chunk and its first API GETs.
 */
const readJson = (file) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));
/**
 * The images each start-up frame paints from its first API answer, by page (the shell preloads
 * them; src/app/startup/PageFrames.tsx paints the same ones). Kept out of routes.json, which
 * the App chunk bundles: every byte there counts before every page's largest paint.
 */
const frameImages = readJson('./src/app/frameImages.json');
const routes = readJson('./src/app/routes.json').map((route) =>
  frameImages[route.page] ? { ...route, frameImages: frameImages[route.page] } : route,
);

/**
 * The web font each language's text needs from the first paint (shared-ui's fonts.css): the
 * script's Noto and `Outfit Start` (Outfit's spaces and punctuation) for Sinhala and Tamil,
 * none for English (Outfit waits for the largest paint),
 * with the `local()` names fonts.css gives it. On the listing and product pages the start-up
 * frames draw their words in the Noto's frame part instead (`?frame=si`: only the glyphs of
 * those words, `frameTexts` below; src/app/startup/frameFonts.css), and the whole Noto loads
 * after their largest paint. The shell preloads the files of the language a page starts in
 * unless the device has its own copy (mf-manifest.json's `metaData.greencartFonts`;
 * docs/FRONTEND-CONTRACT.md "How a page loads").
 */
const fontsCss = readFileSync(
  new URL('../shared-ui/src/styles/fonts.css', import.meta.url),
  'utf8',
);
const font = (file, pages) => ({ file, local: localFontNames(fontsCss, file), pages });
const startOutfit = font('outfit-latin-wght-normal.woff2?start');
const languageFonts = {
  en: [],
  si: [
    font('noto-sans-sinhala-sinhala-wght-normal.woff2', 'other'),
    font('noto-sans-sinhala-sinhala-wght-normal.woff2?frame=si', 'frame'),
    startOutfit,
  ],
  ta: [
    font('noto-sans-tamil-tamil-wght-normal.woff2', 'other'),
    font('noto-sans-tamil-tamil-wght-normal.woff2?frame=ta', 'frame'),
    startOutfit,
  ],
};

/**
 * The words the listing and product frames draw, per script (src/app/startup/pageWords.ts
 * reads the same messages; frameFontWords.test.ts checks it): the messages named in
 * frameFontWords.json and every category's name (contracts' CATEGORY_TRANSLATIONS).
 */
const frameWords = readJson('./src/app/startup/frameFontWords.json');
const messageAt = (catalogue, key) => {
  const message = key.split('.').reduce((node, part) => node?.[part], catalogue);
  if (typeof message !== 'string') throw new Error(`frameFontWords.json: no message "${key}"`);
  return message;
};
export const frameTexts = Object.fromEntries(
  ['si', 'ta'].map((language) => {
    const catalogue = readJson(`./src/i18n/${language}.json`);
    return [
      language,
      [
        ...frameWords.catalogue.map((key) => messageAt(catalogue, key)),
        ...Object.values(CATEGORY_TRANSLATIONS).map((names) => names[language]),
      ],
    ];
  }),
);

// The storefront remote: exposes its App to the shell (mounted at /*); also runs standalone.
export default (_env, argv) =>
  createAppConfig(
    {
      appDir: import.meta.dirname,
      name: 'storefront',
      exposes: { './App': './src/App.tsx' },
      preloadPlan: planFromRoutes(routes, 'storefront-app', 'startup-frames'),
      languageFonts,
      frameTexts,
    },
    argv,
  );
