/**
 * `@greencart/shared-ui/i18n`: the one i18next instance of the page, shared by the shell and the
 * remotes as a Module Federation singleton (so a language switched in one app switches them
 * all). Each app registers its catalogue as a namespace of its own (`storefront`, `seller`,
 * `shell`): English bundled with the app, Sinhala and Tamil fetched only when chosen.
 * How to translate: docs/TRANSLATING.md.
 */
import { useMemo, useSyncExternalStore } from 'react';
import i18next, { type TFunction } from 'i18next';
import {
  DEFAULT_LANGUAGE,
  LANGUAGE_LOCALES,
  isLanguage,
  type Language,
} from '@greencart/contracts/languages';
import { applyDocumentLanguage, initialLanguage, rememberLanguage } from './language';

export type { TFunction } from 'i18next';
export {
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  initialLanguage,
  rememberLanguage,
  storedLanguage,
} from './language';

/** One namespace's messages: nested objects of strings (see docs/TRANSLATING.md). */
export interface Catalogue {
  [key: string]: string | Catalogue;
}

/** Loads one namespace's catalogue in a language other than English (a lazy chunk). */
export type CatalogueLoader = (
  language: Exclude<Language, 'en'>,
) => Promise<Catalogue | { default: Catalogue }>;

/** The page's one instance. */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  initAsync: false,
  // React escapes what it renders; i18next must not escape it a second time.
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
} as Parameters<typeof i18n.init>[0]);

const loaders = new Map<string, CatalogueLoader>();

/** Resolves in a later task (a timeout), letting input be handled in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const loading = new Map<string, Promise<void>>();

/**
 * Registers namespace `ns`: its English catalogue (complete; the fallback of every other
 * language, key by key) and how to fetch the others.
 */
export function registerCatalogue(ns: string, english: Catalogue, load: CatalogueLoader): void {
  if (!i18n.hasResourceBundle(DEFAULT_LANGUAGE, ns)) {
    i18n.addResourceBundle(DEFAULT_LANGUAGE, ns, english, true, true);
  }
  loaders.set(ns, load);
}

async function loadNamespace(ns: string, language: Language): Promise<void> {
  if (language === 'en' || i18n.hasResourceBundle(language, ns)) return;
  const load = loaders.get(ns);
  if (!load) return;
  const key = `${language}/${ns}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = load(language).then(async (module) => {
      const catalogue = 'default' in module ? (module.default as Catalogue) : module;
      // Not in the task that ran the catalogue's chunk: together they made a long task.
      await nextTask();
      i18n.addResourceBundle(language, ns, catalogue, true, true);
    });
    pending.catch(() => loading.delete(key));
    loading.set(key, pending);
  }
  await pending;
}

/** Fetches every registered namespace's catalogue for `language` (nothing for English). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((ns) => loadNamespace(ns, language)));
}

/** The language the page shows now. */
export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/**
 * Switches the page to `language` once its catalogues have arrived (no half-translated
 * frame); `<html lang>` follows and the choice is kept on this browser.
 */
export async function changeLanguage(
  language: Language,
  { remember = true }: { remember?: boolean } = {},
): Promise<void> {
  await loadLanguage(language);
  if (remember) rememberLanguage(language);
  applyDocumentLanguage(language);
  if (i18n.language === language) return;
  // A task of its own after the catalogues' (the listeners re-render what shows).
  if (language !== DEFAULT_LANGUAGE) await nextTask();
  await i18n.changeLanguage(language);
}

/** Starts the page in its initial language (stored choice, else the browser's), catalogues in. */
export async function startLanguage(): Promise<Language> {
  const language = initialLanguage();
  try {
    await changeLanguage(language, { remember: false });
    return language;
  } catch {
    // A catalogue that cannot be fetched leaves the page in English rather than blank.
    await changeLanguage(DEFAULT_LANGUAGE, { remember: false });
    return DEFAULT_LANGUAGE;
  }
}

/** Calls `listener` whenever the language changes or a catalogue arrives. */
function subscribe(listener: () => void): () => void {
  i18n.on('languageChanged', listener);
  i18n.store.on('added', listener);
  return () => {
    i18n.off('languageChanged', listener);
    i18n.store.off('added', listener);
  };
}

/** The page's language; re-renders the component when it changes. */
export function useLanguage(): Language {
  return useSyncExternalStore(subscribe, currentLanguage, () => DEFAULT_LANGUAGE);
}

/**
 * The format option of the contracts' date formatters for `language`: its `Intl` locale
 * (`si-LK`, `ta-LK`: month names in the language), nothing for English (the shop's own locale
 * from /config.json, as before). Money is not given it: `LKR 1,234.50` in every language
 * (docs/TRANSLATING.md says why).
 */
export function dateFormatOf(language: Language): { locale?: string } {
  return language === 'en' ? {} : { locale: LANGUAGE_LOCALES[language] };
}

/** {@link dateFormatOf} the page's language; re-renders on a switch. */
export function useDateFormat(): { locale?: string } {
  return dateFormatOf(useLanguage());
}

/**
 * The translate function of namespace `ns` in the page's language (plurals by `count`, via
 * `Intl.PluralRules`; placeholders `{{name}}`). Re-renders the component on a switch.
 */
export function useT(ns: string): TFunction {
  const language = useLanguage();
  // A new function per language, so memoised children that take `t` re-render too.
  return useMemo(() => i18n.getFixedT(language, ns) as TFunction, [language, ns]);
}
