import {
  formatLkMobileInternational,
  formatLkMobileLocal,
  maskLkMobile,
  normalizeLkMobile,
} from './phone.js';

describe('Sri Lankan mobile numbers', () => {
  it('reads the ways shoppers write a number into one stored form', () => {
    for (const written of [
      '077 123 4567',
      '0771234567',
      '077-123-4567',
      '+94 77 123 4567',
      '+94771234567',
      ' 077 123 4567 ',
    ]) {
      expect(normalizeLkMobile(written)).toBe('+94771234567');
    }
  });

  it('refuses land lines, short, long and foreign numbers', () => {
    for (const bad of [
      '011 234 5678', // Colombo land line
      '077 123 456',
      '077 123 45678',
      '+44 7700 900123',
      '+94 11 234 5678',
      '77 123 4567',
      'phone',
      '',
      '0771234567x',
      '94771234567', // the address book's rule wants the 0 or the +94
    ]) {
      expect(normalizeLkMobile(bad)).toBeNull();
    }
  });

  it('shows the stored form locally and internationally, and masked', () => {
    expect(formatLkMobileLocal('+94771234567')).toBe('077 123 4567');
    expect(formatLkMobileInternational('+94771234567')).toBe('+94 77 123 4567');
    expect(maskLkMobile('+94771234567')).toBe('077 *** **67');
    expect(normalizeLkMobile(formatLkMobileLocal('+94701234567'))).toBe('+94701234567');
    expect(normalizeLkMobile(formatLkMobileInternational('+94701234567'))).toBe('+94701234567');
  });
});
