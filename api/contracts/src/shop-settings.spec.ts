import {
  DEFAULT_SHOP_PROFILE,
  deliveryPromiseText,
  normaliseShopProfile,
  shopProfileProblem,
  shortShopName,
  webAppManifest,
} from './shop-settings.js';

describe('shop settings rules', () => {
  it('accepts the defaults and keeps markup as text', () => {
    expect(shopProfileProblem(DEFAULT_SHOP_PROFILE)).toBeUndefined();
    const hostile = { ...DEFAULT_SHOP_PROFILE, shopName: '<script>alert(1)</script>' };
    expect(shopProfileProblem(hostile)).toBeUndefined();
    expect(normaliseShopProfile(hostile).shopName).toBe('<script>alert(1)</script>');
  });
  it('refuses what cannot be kept, naming the field', () => {
    const bad = (patch: object) => shopProfileProblem({ ...DEFAULT_SHOP_PROFILE, ...patch });
    expect(bad({ shopName: ' ' })).toEqual({ field: 'shopName', message: 'Shop name is required' });
    expect(bad({ shopName: 'x'.repeat(61) })?.field).toBe('shopName');
    expect(bad({ phone: 'call me' })?.field).toBe('phone');
    expect(bad({ email: 'nope' })?.field).toBe('email');
    expect(bad({ logoUrl: 'javascript:alert(1)' })?.field).toBe('logoUrl');
    expect(bad({ footerLinks: [{ label: 'x', url: 'javascript:alert(1)' }] })?.field).toBe(
      'footerLinks.0.url',
    );
    expect(bad({ footerLinks: [{ label: 'x', url: '//evil.example' }] })?.field).toBe(
      'footerLinks.0.url',
    );
    expect(bad({ claims: [{ title: 'a', text: 'b\nc' }] })?.field).toBe('claims.0.text');
    expect(bad({ taxPercent: 2.345 })?.field).toBe('taxPercent');
    expect(bad({ taxPercent: -1 })?.field).toBe('taxPercent');
    expect(bad({ taxPercent: '2' })?.field).toBe('taxPercent');
    expect(bad({ cashRounding: 'yes' })?.field).toBe('cashRounding');
    expect(shopProfileProblem(null)?.field).toBe('profile');
  });
});

describe('the delivery promise', () => {
  const offset = 330; // Asia/Colombo
  // 2026-11-28 10:00 in Colombo.
  const now = Date.parse('2026-11-28T04:30:00Z');
  const windowAt = (startIso: string, endIso: string, available = true) => ({
    start: startIso,
    end: endIso,
    available,
    kind: 'window',
  });
  const tomorrow = windowAt('2026-11-29T02:30:00Z', '2026-11-29T04:30:00Z'); // 08:00–10:00
  it('prefers the owner wording', () => {
    expect(deliveryPromiseText(' Same day ', null, now, offset)).toBe('Same day');
  });
  it('promises express only when it is open and offered', () => {
    const express = { label: 'Express: within 30 minutes', available: true };
    expect(deliveryPromiseText('', { express, slots: [tomorrow] }, now, offset)).toBe(
      'Delivered in about 30 minutes',
    );
    expect(
      deliveryPromiseText(
        '',
        { express: { ...express, available: false }, slots: [tomorrow] },
        now,
        offset,
      ),
    ).toBe('Next delivery: tomorrow 08:00–10:00');
  });
  it('names the next window with room, not a full one', () => {
    const full = windowAt('2026-11-28T08:30:00Z', '2026-11-28T10:30:00Z', false);
    const today = windowAt('2026-11-28T10:30:00Z', '2026-11-28T12:30:00Z');
    expect(deliveryPromiseText('', { express: null, slots: [full, today] }, now, offset)).toBe(
      'Next delivery: today 16:00–18:00',
    );
    const later = windowAt('2026-12-01T02:30:00Z', '2026-12-01T04:30:00Z');
    expect(deliveryPromiseText('', { express: null, slots: [full, later] }, now, offset)).toBe(
      'Next delivery: Tue 1 Dec 08:00–10:00',
    );
    expect(deliveryPromiseText('', { express: null, slots: [full] }, now, offset)).toBeNull();
    expect(deliveryPromiseText('', null, now, offset)).toBeNull();
  });
});

describe('the installed app', () => {
  it('takes an app colour as #rrggbb only, kept lower case; absent keeps the default', () => {
    for (const bad of ['red', '#fff', '#12345g', 'url(x)', 42]) {
      expect(shopProfileProblem({ ...DEFAULT_SHOP_PROFILE, themeColor: bad })?.field).toBe(
        'themeColor',
      );
    }
    expect(shopProfileProblem({ ...DEFAULT_SHOP_PROFILE, themeColor: undefined })).toBeUndefined();
    expect(
      normaliseShopProfile({ ...DEFAULT_SHOP_PROFILE, themeColor: ' #1E7A52 ' }).themeColor,
    ).toBe('#1e7a52');
  });

  it('gives a home screen a short name and starts the app on the origin given', () => {
    expect(shortShopName('GreenCart')).toBe('GreenCart');
    expect(shortShopName('Perera Family Greens')).toBe('Perera');
    expect(shortShopName('Supercalifragilistic Foods')).toBe('Supercalifr…');
    const manifest = webAppManifest(
      { ...DEFAULT_SHOP_PROFILE, weightTolerancePercent: 10, locale: 'en-LK', timeZone: 'UTC' },
      'https://shop.example',
    );
    expect(manifest).toMatchObject({
      start_url: 'https://shop.example/',
      scope: 'https://shop.example/',
      display: 'standalone',
      theme_color: '#4fbf8b',
    });
    expect(manifest.icons.every((icon) => icon.src.startsWith('icons/'))).toBe(true);
  });
});
