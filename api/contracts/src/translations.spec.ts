import { CATEGORY_TRANSLATIONS, categoryLabel } from './categories.js';
import {
  DISTRICT_TRANSLATIONS,
  PROVINCE_TRANSLATIONS,
  districtLabel,
  provinceLabel,
  cleanProductTranslations,
  localizedProductText,
  productTranslationsProblem,
  requestedLanguage,
} from './translations.js';
import { CATEGORY_VALUES } from './categories.js';
import { DISTRICTS, PROVINCES } from './sri-lanka.js';

describe('product translations', () => {
  it('accepts si and ta with optional name and description, within the English limits', () => {
    expect(productTranslationsProblem({})).toBeUndefined();
    expect(
      productTranslationsProblem({ si: { name: 'කිරි' }, ta: { description: ['பால்'] } }),
    ).toBeUndefined();
    expect(productTranslationsProblem({ en: { name: 'Milk' } })).toBeDefined();
    expect(productTranslationsProblem({ si: { name: 'x'.repeat(201) } })).toMatch(/200/);
    expect(productTranslationsProblem({ si: { description: ['x'.repeat(501)] } })).toBeDefined();
    expect(productTranslationsProblem({ si: { colour: 'red' } })).toBeDefined();
    expect(productTranslationsProblem(null)).toBeDefined();
  });

  it('stores them trimmed, without empty fields or languages', () => {
    expect(
      cleanProductTranslations({
        si: { name: ' කිරි ', description: [' ', 'අ '] },
        ta: { name: '' },
      }),
    ).toEqual({ si: { name: 'කිරි', description: ['අ'] } });
  });

  it('falls back to English field by field', () => {
    const product = {
      name: 'Milk',
      description: ['Fresh'],
      translations: { si: { name: 'කිරි' }, ta: { description: ['புதிய'] } },
    };
    expect(localizedProductText(product, 'si')).toEqual({ name: 'කිරි', description: ['Fresh'] });
    expect(localizedProductText(product, 'ta')).toEqual({ name: 'Milk', description: ['புதிய'] });
    expect(localizedProductText(product, 'en')).toEqual({ name: 'Milk', description: ['Fresh'] });
  });

  it('reads lang leniently: anything but si/ta/en is English', () => {
    expect(requestedLanguage('si')).toBe('si');
    expect(requestedLanguage('SI')).toBe('en');
    expect(requestedLanguage(['si', 'ta'])).toBe('en');
    expect(requestedLanguage(undefined)).toBe('en');
  });

  it('names every category in Sinhala and Tamil', () => {
    for (const category of CATEGORY_VALUES) {
      expect(CATEGORY_TRANSLATIONS[category].si).toMatch(/[\u0D80-\u0DFF]/);
      expect(CATEGORY_TRANSLATIONS[category].ta).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(categoryLabel('Fruits', 'en')).toBe('Fresh Fruits');
    expect(categoryLabel('Fruits', 'ta')).toBe('புதிய பழங்கள்');
  });

  it('names every province and district in Sinhala and Tamil; the stored English stays', () => {
    for (const province of PROVINCES) {
      expect(PROVINCE_TRANSLATIONS[province].si).toMatch(/[\u0D80-\u0DFF]/);
      expect(PROVINCE_TRANSLATIONS[province].ta).toMatch(/[\u0B80-\u0BFF]/);
    }
    for (const { name } of DISTRICTS) {
      expect(DISTRICT_TRANSLATIONS[name].si).toMatch(/[\u0D80-\u0DFF]/);
      expect(DISTRICT_TRANSLATIONS[name].ta).toMatch(/[\u0B80-\u0BFF]/);
    }
    expect(Object.keys(DISTRICT_TRANSLATIONS)).toHaveLength(DISTRICTS.length);
    expect(provinceLabel('Western', 'en')).toBe('Western');
    expect(provinceLabel('Western', 'si')).toBe('බස්නාහිර');
    expect(districtLabel('Jaffna', 'ta')).toBe('யாழ்ப்பாணம்');
    expect(districtLabel('Atlantis', 'ta')).toBe('Atlantis');
  });
});
