import {
  DEFAULT_LANGUAGE,
  isLanguage,
  pickLanguage,
  type Language,
} from '@greencart/contracts/languages';

/**
 * The shopper's language before any catalogue or i18next has loaded (no dependency but the
 * contracts' language list, bundled): what the page starts in, and where a visitor's choice is
 * kept. Exported by `@greencart/shared-ui/startup`, so the landing page reads it at no cost.
 */

/** localStorage key of a visitor's chosen language (logged out or in). */
export const LANGUAGE_STORAGE_KEY = 'greencart.language';

/** The language this browser chose earlier, if any (null when storage is unavailable). */
export function storedLanguage(): Language | null {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps `language` as this browser's choice (ignored when storage is unavailable). */
export function rememberLanguage(language: Language): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Private mode or storage full: the choice lasts for this page only.
  }
}

/** The browser's preferred languages, best first. */
function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}

/**
 * The language a page starts in: the one chosen earlier on this browser, else the first of the
 * shop's languages among the browser's (`pickLanguage`), else English.
 */
export function initialLanguage(): Language {
  return storedLanguage() ?? pickLanguage(browserLanguages()) ?? DEFAULT_LANGUAGE;
}

/** `<html lang>` follows the page's language (screen readers, hyphenation, `:lang()` fonts). */
export function applyDocumentLanguage(language: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
