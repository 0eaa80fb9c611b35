import { FIELD_LIMITS } from './fieldLimits.js';
import type { Province } from './sri-lanka.js';
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

/**
 * The nine provinces' names in Sinhala and Tamil (English: `PROVINCES`, which `state` stores):
 * what the address form's list shows in the shopper's language; the value saved stays English.
 */
export const PROVINCE_TRANSLATIONS: Readonly<
  Record<Province, Readonly<Record<TranslatedLanguage, string>>>
> = {
  Western: { si: 'බස්නාහිර', ta: 'மேல்' },
  Central: { si: 'මධ්‍යම', ta: 'மத்திய' },
  Southern: { si: 'දකුණු', ta: 'தென்' },
  Northern: { si: 'උතුරු', ta: 'வட' },
  Eastern: { si: 'නැගෙනහිර', ta: 'கிழக்கு' },
  'North Western': { si: 'වයඹ', ta: 'வடமேல்' },
  'North Central': { si: 'උතුරු මැද', ta: 'வட மத்திய' },
  Uva: { si: 'ඌව', ta: 'ஊவா' },
  Sabaragamuwa: { si: 'සබරගමුව', ta: 'சப்ரகமுவ' },
};

/** The 25 districts' names in Sinhala and Tamil (English: `DISTRICTS[].name`, as stored). */
export const DISTRICT_TRANSLATIONS: Readonly<
  Record<string, Readonly<Record<TranslatedLanguage, string>>>
> = {
  Colombo: { si: 'කොළඹ', ta: 'கொழும்பு' },
  Gampaha: { si: 'ගම්පහ', ta: 'கம்பஹா' },
  Kalutara: { si: 'කළුතර', ta: 'களுத்துறை' },
  Kandy: { si: 'මහනුවර', ta: 'கண்டி' },
  Matale: { si: 'මාතලේ', ta: 'மாத்தளை' },
  'Nuwara Eliya': { si: 'නුවරඑළිය', ta: 'நுவரெலியா' },
  Galle: { si: 'ගාල්ල', ta: 'காலி' },
  Matara: { si: 'මාතර', ta: 'மாத்தறை' },
  Hambantota: { si: 'හම්බන්තොට', ta: 'அம்பாந்தோட்டை' },
  Jaffna: { si: 'යාපනය', ta: 'யாழ்ப்பாணம்' },
  Kilinochchi: { si: 'කිලිනොච්චිය', ta: 'கிளிநொச்சி' },
  Mannar: { si: 'මන්නාරම', ta: 'மன்னார்' },
  Vavuniya: { si: 'වව්නියාව', ta: 'வவுனியா' },
  Mullaitivu: { si: 'මුලතිව්', ta: 'முல்லைத்தீவு' },
  Batticaloa: { si: 'මඩකලපුව', ta: 'மட்டக்களப்பு' },
  Ampara: { si: 'අම්පාර', ta: 'அம்பாறை' },
  Trincomalee: { si: 'ත්‍රිකුණාමලය', ta: 'திருகோணமலை' },
  Kurunegala: { si: 'කුරුණෑගල', ta: 'குருநாகல்' },
  Puttalam: { si: 'පුත්තලම', ta: 'புத்தளம்' },
  Anuradhapura: { si: 'අනුරාධපුරය', ta: 'அனுராதபுரம்' },
  Polonnaruwa: { si: 'පොළොන්නරුව', ta: 'பொலன்னறுவை' },
  Badulla: { si: 'බදුල්ල', ta: 'பதுளை' },
  Monaragala: { si: 'මොණරාගල', ta: 'மொனராகலை' },
  Ratnapura: { si: 'රත්නපුර', ta: 'இரத்தினபுரி' },
  Kegalle: { si: 'කෑගල්ල', ta: 'கேகாலை' },
};

/** A province's name in `language` (English, and any name not on the list, as it is). */
export function provinceLabel(province: string, language: Language): string {
  if (language === 'en') return province;
  return PROVINCE_TRANSLATIONS[province as Province]?.[language] ?? province;
}

/** A district's name in `language` (English, and any name not on the list, as it is). */
export function districtLabel(district: string, language: Language): string {
  if (language === 'en') return district;
  return DISTRICT_TRANSLATIONS[district]?.[language] ?? district;
}
