/**
 * The shop's three languages. English is the default and the language of the spec's screens and
 * calls; Sinhala (`si`) and Tamil (`ta`) are the shopper's choice. One list, used by the API (a
 * shopper's saved language, translated product fields, emails) and by every front end.
 */
export const LANGUAGES = ['en', 'si', 'ta'] as const;

/** One of the shop's languages, as a BCP 47 primary subtag. */
export type Language = (typeof LANGUAGES)[number];

/** The language used when nothing else is known. */
export const DEFAULT_LANGUAGE: Language = 'en';

/** The languages a product or category name may be translated into (all but English). */
export const TRANSLATED_LANGUAGES = ['si', 'ta'] as const satisfies readonly Language[];

/** A language other than English. */
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number];

/** Each language's own name, as its readers write it (for the language switch). */
export const LANGUAGE_NATIVE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  si: 'සිංහල',
  ta: 'தமிழ்',
};

/** The `Intl` locale of each language in Sri Lanka. */
export const LANGUAGE_LOCALES: Readonly<Record<Language, string>> = {
  en: 'en-LK',
  si: 'si-LK',
  ta: 'ta-LK',
};

/** True when `value` is exactly one of the shop's language codes. */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The first of the shop's languages among a browser's preferred ones (`navigator.languages` or an
 * `Accept-Language` header's tags, best first), matching on the primary subtag; English otherwise.
 */
export function pickLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const primary = tag.trim().split(/[-_;]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
}
