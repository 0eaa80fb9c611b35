import { changeLanguage, i18n } from '@greencart/shared-ui/i18n';
import { ACCOUNT_TEXTS, MESSAGES, SLOT_MESSAGES } from '@greencart/contracts';
import { STOREFRONT_NS } from '../i18n/catalogue';
import { KNOWN_MESSAGES, knownMessage } from './notices';

describe('the known messages (toasts and notices in the page language)', () => {
  afterEach(async () => changeLanguage('en', { remember: false }));

  it('has every known English text in the catalogue, word for word', () => {
    const t = i18n.getFixedT('en', STOREFRONT_NS);
    const differing = [...KNOWN_MESSAGES].filter(([english, key]) => t(key) !== english);
    expect(differing).toEqual([]);
  });

  it('shows a known text in Sinhala or Tamil and any other message as it came', async () => {
    expect(knownMessage(MESSAGES.addedToCart)).toBe('Added to Cart');
    await changeLanguage('si', { remember: false });
    expect(knownMessage(MESSAGES.addedToCart)).toBe('කූඩයට එක් කළා');
    await changeLanguage('ta', { remember: false });
    expect(knownMessage(SLOT_MESSAGES.required)).toBe('விநியோக நேரத்தைத் தேர்வுசெய்யுங்கள்');
    expect(knownMessage(ACCOUNT_TEXTS.profileSaved)).toBe('சுயவிவரம் சேமிக்கப்பட்டது');
    expect(knownMessage('Some free text from the server')).toBe('Some free text from the server');
  });
});
