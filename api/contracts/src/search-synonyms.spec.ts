import {
  SYNONYM_MESSAGES,
  SYNONYM_TERM_MAX_LENGTH,
  SYNONYM_TERMS_MAX,
  synonymTermsProblem,
} from './search-synonyms.js';

describe('synonymTermsProblem', () => {
  it('keeps a group of 2 to 12 names of letters, digits, spaces, apostrophes and hyphens', () => {
    expect(synonymTermsProblem(['okra', "ladies' fingers", 'bandakka'])).toBeUndefined();
    expect(synonymTermsProblem(['spinach', 'épinard'])).toBeUndefined();
  });

  it('keeps names written in Sinhala and Tamil script (their vowel signs are marks)', () => {
    expect(synonymTermsProblem(['tomato', 'තක්කාලි', 'தக்காளி'])).toBeUndefined();
  });

  it('refuses too few or too many names', () => {
    expect(synonymTermsProblem(['okra'])).toBe(SYNONYM_MESSAGES.terms);
    const many = Array.from({ length: SYNONYM_TERMS_MAX + 1 }, (_, i) => `name ${i}`);
    expect(synonymTermsProblem(many)).toBe(SYNONYM_MESSAGES.terms);
  });

  it('refuses a name that is too long or holds other characters', () => {
    expect(synonymTermsProblem(['okra', 'x'.repeat(SYNONYM_TERM_MAX_LENGTH + 1)])).toBe(
      SYNONYM_MESSAGES.term,
    );
    expect(synonymTermsProblem(['okra', 'bhindi!'])).toBe(SYNONYM_MESSAGES.term);
    expect(synonymTermsProblem(['okra', ' bhindi'])).toBe(SYNONYM_MESSAGES.term);
  });
});
