import { CATEGORIES, type Category } from './categories.js';
import { FIELD_LIMITS } from './fieldLimits.js';
import {
  DEFAULT_LANGUAGE,
  TRANSLATED_LANGUAGES,
  isLanguage,
  type Language,
  type TranslatedLanguage,
} from './languages.js';

/**
 * Staff's translations of a product (docs/PRODUCTS.md "Translations"): per language other than
 * English, a name and description lines, each optional. A field left out (or empty) falls back
 * to the English one, field by field. The same length limits as the English fields.
 */
export interface ProductTranslation {
  name?: string;
  description?: string[];
}

/** A product's translations by language (`si`, `ta`); `{}` when it has none. */
export type ProductTranslations = Partial<Record<TranslatedLanguage, ProductTranslation>>;

/** The refusals of a translations object, worded once for the API and the seller portal. */
export const TRANSLATION_MESSAGES = {
  shape: 'translations must be an object with si and ta, each { name, description }',
  name: `A translated name has at most ${FIELD_LIMITS.productName} characters`,
  lines: `A translated description has at most ${FIELD_LIMITS.productDescriptionLines} lines`,
  line: `Keep each translated description line under ${FIELD_LIMITS.productDescriptionLine} characters`,
} as const;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Why `value` would be refused as a product's translations, or undefined when it is kept:
 * an object whose keys are `si`/`ta`, each an object with an optional `name` (a string of at
 * most the English name's length) and optional `description` (lines as the English ones).
 */
export function productTranslationsProblem(value: unknown): string | undefined {
  if (!isPlainObject(value)) return TRANSLATION_MESSAGES.shape;
  for (const [language, translation] of Object.entries(value)) {
    if (!(TRANSLATED_LANGUAGES as readonly string[]).includes(language)) {
      return TRANSLATION_MESSAGES.shape;
    }
    if (!isPlainObject(translation)) return TRANSLATION_MESSAGES.shape;
    for (const key of Object.keys(translation)) {
      if (key !== 'name' && key !== 'description') return TRANSLATION_MESSAGES.shape;
    }
    const { name, description } = translation;
    if (name !== undefined && name !== null) {
      if (typeof name !== 'string') return TRANSLATION_MESSAGES.shape;
      if (name.trim().length > FIELD_LIMITS.productName) return TRANSLATION_MESSAGES.name;
    }
    if (description !== undefined && description !== null) {
      if (!Array.isArray(description) || description.some((line) => typeof line !== 'string')) {
        return TRANSLATION_MESSAGES.shape;
      }
      if (description.length > FIELD_LIMITS.productDescriptionLines) {
        return TRANSLATION_MESSAGES.lines;
      }
      if ((description as string[]).some((l) => l.length > FIELD_LIMITS.productDescriptionLine)) {
        return TRANSLATION_MESSAGES.line;
      }
    }
  }
  return undefined;
}

/**
 * Translations as stored: names trimmed, description lines trimmed and blank ones dropped, and
 * every empty field and language left out (so `{}` means "none"). Call on a value
 * {@link productTranslationsProblem} accepted.
 */
export function cleanProductTranslations(value: unknown): ProductTranslations {
  const cleaned: ProductTranslations = {};
  if (!isPlainObject(value)) return cleaned;
  for (const language of TRANSLATED_LANGUAGES) {
    const translation = value[language];
    if (!isPlainObject(translation)) continue;
    const kept: ProductTranslation = {};
    if (typeof translation.name === 'string' && translation.name.trim() !== '') {
      kept.name = translation.name.trim();
    }
    if (Array.isArray(translation.description)) {
      const lines = (translation.description as unknown[])
        .filter((line): line is string => typeof line === 'string')
        .map((line) => line.trim())
        .filter(Boolean);
      if (lines.length > 0) kept.description = lines;
    }
    if (kept.name !== undefined || kept.description !== undefined) cleaned[language] = kept;
  }
  return cleaned;
}

/** True when a product has at least one translated field. */
export function hasTranslations(translations: ProductTranslations | null | undefined): boolean {
  return !!translations && Object.keys(translations).length > 0;
}

/**
 * The language a request's `lang` asks for: `si` or `ta`; anything else (absent, `en`, an
 * unknown code, a repeated parameter) is English, the answers of the original calls. Never
 * refused: an old link or a typo shows the English shop.
 */
export function requestedLanguage(value: unknown): Language {
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
}

/**
 * A product's name and description in `language`, each falling back to the English one on
 * its own (a Sinhala name with an English description is fine).
 */
export function localizedProductText(
  product: { name: string; description: string[]; translations?: ProductTranslations | null },
  language: Language,
): { name: string; description: string[] } {
  if (language === 'en') return { name: product.name, description: product.description };
  const translation = product.translations?.[language];
  return {
    name: translation?.name || product.name,
    description: translation?.description?.length ? translation.description : product.description,
  };
}

/** The seven categories' labels in Sinhala and Tamil (English: `CATEGORIES[].label`). */
export const CATEGORY_TRANSLATIONS: Readonly<
  Record<Category, Readonly<Record<TranslatedLanguage, string>>>
> = {
  Vegetables: { si: 'කාබනික එළවළු', ta: 'இயற்கை காய்கறிகள்' },
  Fruits: { si: 'නැවුම් පළතුරු', ta: 'புதிய பழங்கள்' },
  Drinks: { si: 'සිසිල් බීම', ta: 'குளிர் பானங்கள்' },
  Instant: { si: 'ක්ෂණික ආහාර', ta: 'உடனடி உணவு' },
  Dairy: { si: 'කිරි නිෂ්පාදන', ta: 'பால் பொருட்கள்' },
  Bakery: { si: 'බේකරි සහ පාන්', ta: 'பேக்கரி & ரொட்டி' },
  Grains: { si: 'ධාන්‍ය වර්ග', ta: 'தானியங்கள்' },
};

/** A category's label in `language` (English: the label the spec's screens show). */
export function categoryLabel(category: Category, language: Language): string {
  if (language !== 'en') return CATEGORY_TRANSLATIONS[category][language];
  return CATEGORIES.find((c) => c.path === category)?.label ?? category;
}

/** `PUT /api/user/language`: the account's language. */
export interface UserLanguageRequest {
  language: Language;
}

/** The answer of `PUT /api/user/language`. */
export interface UserLanguageResponse {
  success: true;
  message: string;
  language: Language;
}

/** The refusal of a language that is not one of the shop's. */
export const LANGUAGE_MESSAGE = 'language must be one of: en, si, ta';
