import { CATEGORY_TRANSLATIONS } from '@greencart/contracts/categories';
import si from '../../i18n/si.json';
import ta from '../../i18n/ta.json';
import frameWords from './frameFontWords.json';
import { startupPageWords } from './pageWords';

/** The messages frameFontWords.json names (webpack.config.mjs reads them the same way). */
function named(catalogue: object): string[] {
  return frameWords.catalogue.map((key) =>
    key
      .split('.')
      .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue),
  ) as string[];
}

describe('the frame font’s words (frameFontWords.json)', () => {
  it.each([
    ['si', si],
    ['ta', ta],
  ] as const)('are every word the listing and product frames draw in %s', (language, catalogue) => {
    // Every word the frames have (a field added to PageWords comes in here too).
    const drawn: string[] = Object.values(startupPageWords(language)).flat();
    const inFont = [
      ...named(catalogue),
      ...Object.values(CATEGORY_TRANSLATIONS).map((names) => names[language]),
    ];
    expect(named(catalogue).every((message) => typeof message === 'string')).toBe(true);
    // Nothing drawn without its glyphs, and nothing in the font that no frame draws.
    expect([...drawn].sort()).toEqual([...named(catalogue)].sort());
    for (const word of drawn) expect(inFont).toContain(word);
  });
});
