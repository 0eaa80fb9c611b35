import type { Language, TranslatedLanguage } from './languages.js';

/** The seven product categories: the stored value (also the URL path segment) and its label. */
export const CATEGORIES = [
  { path: 'Vegetables', label: 'Organic veggies' },
  { path: 'Fruits', label: 'Fresh Fruits' },
  { path: 'Drinks', label: 'Cold Drinks' },
  { path: 'Instant', label: 'Instant Food' },
  { path: 'Dairy', label: 'Dairy Products' },
  { path: 'Bakery', label: 'Bakery & Breads' },
  { path: 'Grains', label: 'Grains & Cereals' },
] as const;

/** A category as stored on a product and used in `/products/{category}`. */
export type Category = (typeof CATEGORIES)[number]['path'];

/** Every category value, in display order. */
export const CATEGORY_VALUES: readonly Category[] = CATEGORIES.map((c) => c.path);

/** True when `value` is exactly one of the seven category values. */
export function isCategory(value: unknown): value is Category {
  return typeof value === 'string' && (CATEGORY_VALUES as readonly string[]).includes(value);
}

/**
 * Finds a category by a path segment, matched case-insensitively
 * (`/products/vegetables` and `/products/Vegetables` are the same page).
 */
export function findCategory(segment: string): (typeof CATEGORIES)[number] | undefined {
  const wanted = segment.toLowerCase();
  return CATEGORIES.find((c) => c.path.toLowerCase() === wanted);
}

/**
 * The category a person typed in a file: the stored value ("Fruits") or the label the store
 * shows ("Fresh Fruits"), either in any case and with spaces around; undefined for anything else.
 */
export function categoryOfName(name: string): Category | undefined {
  const wanted = name.trim().toLowerCase();
  return CATEGORIES.find((c) => c.path.toLowerCase() === wanted || c.label.toLowerCase() === wanted)
    ?.path;
}

/**
 * The seven categories' labels in Sinhala and Tamil (English: `CATEGORIES[].label`). Here, beside
 * the list, so a start-up frame can import them alone (mfe-storefront/src/app/startup).
 */
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
