import { i18n, changeLanguage } from '@greencart/shared-ui/i18n';
import en from './en.json';
import si from './si.json';
import ta from './ta.json';
import { STOREFRONT_NS } from './catalogue';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a catalogue, dotted (`nav.cart_one`). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, path)) out.set(k, v);
  }
  return out;
}

/** The `{{placeholders}}` of a message, sorted. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** A plural key's base (`cart_one` → `cart`), or the key itself. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

describe.each([
  ['si', si as Tree],
  ['ta', ta as Tree],
])('the %s catalogue', (language, catalogue) => {
  const english = leaves(en as Tree);
  const translated = leaves(catalogue);

  it('has every English message, and nothing English does not have', () => {
    const englishBases = new Set([...english.keys()].map(base));
    const missing = [...englishBases].filter(
      (key) => ![...translated.keys()].some((k) => base(k) === key),
    );
    const extra = [...translated.keys()].filter((key) => !englishBases.has(base(key)));
    expect(missing).toEqual([]);
    expect(extra).toEqual([]);
  });

  it('has every plural form the language needs (Intl.PluralRules)', () => {
    const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
    const plurals = new Set([...english.keys()].filter((k) => k !== base(k)).map(base));
    const missing = [...plurals].flatMap((key) =>
      categories.filter((c) => !translated.has(`${key}_${c}`)).map((c) => `${key}_${c}`),
    );
    expect(missing).toEqual([]);
  });

  it('uses the same placeholders as English in every message', () => {
    const mismatched = [...translated].filter(([key, message]) => {
      const source = english.get(key) ?? english.get(`${base(key)}_other`) ?? '';
      return placeholders(message).join() !== placeholders(source).join();
    });
    expect(mismatched).toEqual([]);
  });

  it('writes in its own script (no message left in English)', () => {
    const script = language === 'si' ? /[\u0D80-\u0DFF]/ : /[\u0B80-\u0BFF]/;
    const latinOnly = [...translated].filter(
      ([, message]) =>
        !script.test(message) && /[A-Za-z]{3}/.test(message.replace(/\{\{.*?\}\}/g, '')),
    );
    expect(latinOnly).toEqual([]);
  });
});

describe('the storefront namespace', () => {
  afterEach(async () => changeLanguage('en', { remember: false }));

  it('counts with the language plural rules and falls back to English per key', async () => {
    const t = i18n.getFixedT('en', STOREFRONT_NS);
    expect(t('nav.cart', { count: 1 })).toBe('Cart, 1 item');
    expect(t('nav.cart', { count: 3 })).toBe('Cart, 3 items');
    await changeLanguage('ta', { remember: false });
    const ta = i18n.getFixedT('ta', STOREFRONT_NS);
    expect(ta('nav.cart', { count: 1 })).toBe('கூடை, 1 பொருள்');
    expect(ta('nav.cart', { count: 3 })).toBe('கூடை, 3 பொருட்கள்');
    expect(ta('no.such.key', { defaultValue: 'English words' })).toBe('English words');
    expect(document.documentElement.lang).toBe('ta');
  });
});
