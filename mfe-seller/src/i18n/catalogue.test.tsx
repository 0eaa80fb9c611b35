import path from 'node:path';
import { cleanup, render, screen } from '@testing-library/react';
import { AUDIT_ACTIONS, STAFF_PERMISSIONS } from '@greencart/contracts';
import { changeLanguage, i18n } from '@greencart/shared-ui/i18n';
import en from './en.json';
import { SELLER_NS, useSellerT } from './catalogue';
import { looseText, sourceFiles, usedKeys } from './sourceText';

type Tree = { [key: string]: string | Tree };

/** Every leaf key of a catalogue, dotted (`picking.orders_one`). */
function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const at = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(at, value);
    else for (const [k, v] of leaves(value, at)) out.set(k, v);
  }
  return out;
}

/** A plural key's base (`orders_one` → `orders`), or the key itself. */
const base = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

/** The `{{placeholders}}` of a message, sorted. */
const placeholders = (message: string) =>
  [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

const SRC = path.resolve(__dirname, '..');
const english = leaves(en as Tree);
const files = sourceFiles(SRC);
const used = usedKeys(files, SRC, Object.keys(en));
const where = (found: { file: string; line: number }) => `${found.file}:${found.line}`;
/** The catalogue has `key`'s message, or both English plural forms of it. */
const hasMessage = (key: string) =>
  english.has(key) || (english.has(`${key}_one`) && english.has(`${key}_other`));

describe('the seller catalogue (en.json, namespace seller)', () => {
  it('has every key the code asks for (a plural one with its _one and _other forms)', () => {
    const missing = used
      .filter(({ asked }) => asked)
      .filter(({ key, prefix }) =>
        prefix ? ![...english.keys()].some((k) => k.startsWith(key)) : !hasMessage(key),
      )
      .map((found) => `${where(found)} ${found.key}`);
    expect(missing).toEqual([]);
  });

  it('has every key the code keeps for t in a table or a condition (API names shaped like keys aside)', () => {
    // Permissions (`orders.read`) and audit actions (`product.edit`) are the API's names.
    const apiNames = new Set<string>([...STAFF_PERMISSIONS, ...AUDIT_ACTIONS]);
    const missing = used
      .filter(({ asked, prefix, key }) => !asked && !prefix && !apiNames.has(key))
      .filter(({ key }) => !hasMessage(key))
      .map((found) => `${where(found)} ${found.key}`);
    expect(missing).toEqual([]);
  });

  it('has no message the code never asks for', () => {
    const named = new Set(used.filter((u) => !u.prefix).map((u) => u.key));
    const prefixes = used.filter((u) => u.prefix).map((u) => u.key);
    const unused = [...english.keys()].filter(
      (key) => !named.has(key) && !named.has(base(key)) && !prefixes.some((p) => key.startsWith(p)),
    );
    expect(unused).toEqual([]);
  });

  it('writes both English plural forms, with the same placeholders', () => {
    const plurals = new Set([...english.keys()].filter((k) => k !== base(k)).map(base));
    const broken = [...plurals].filter((key) => {
      const one = english.get(`${key}_one`);
      const other = english.get(`${key}_other`);
      return !one || !other || placeholders(one).join() !== placeholders(other).join();
    });
    expect(broken).toEqual([]);
  });

  it('leaves no words in the code: JSX text, labels, toasts and dialogs read the catalogue', () => {
    expect(looseText(files, SRC).map((found) => `${where(found)} ${found.text}`)).toEqual([]);
  });
});

describe('the seller namespace in a language it has no catalogue for', () => {
  afterEach(async () => {
    cleanup();
    await changeLanguage('en', { remember: false });
  });

  function Heading() {
    const t = useSellerT();
    return <h1>{t('picking.orders', { count: 2 })}</h1>;
  }

  it.each(['si', 'ta'] as const)(
    'shows English when the page is in %s, counting with plural rules',
    async (language) => {
      await changeLanguage(language, { remember: false });
      expect(document.documentElement.lang).toBe(language);
      const t = i18n.getFixedT(language, SELLER_NS);
      expect(t('picking.orders', { count: 1 })).toBe('1 order');
      expect(t('layout.nav.today')).toBe('Today');
      render(<Heading />);
      expect(screen.getByRole('heading', { name: '2 orders' })).toBeInTheDocument();
    },
  );
});
