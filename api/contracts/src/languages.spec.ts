import { isLanguage, pickLanguage } from './languages.js';

describe('languages', () => {
  it('knows exactly en, si and ta', () => {
    expect(['en', 'si', 'ta'].every(isLanguage)).toBe(true);
    expect(isLanguage('fr')).toBe(false);
    expect(isLanguage('SI')).toBe(false);
    expect(isLanguage(undefined)).toBe(false);
  });

  it('follows the browser: the first shop language among its preferences, else English', () => {
    expect(pickLanguage(['si-LK', 'en-US'])).toBe('si');
    expect(pickLanguage(['fr-FR', 'ta-LK', 'si'])).toBe('ta');
    expect(pickLanguage(['fr', 'de'])).toBe('en');
    expect(pickLanguage([])).toBe('en');
  });
});
