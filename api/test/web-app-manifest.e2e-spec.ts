import {
  DEFAULT_SHOP_PROFILE,
  SELLER_SHOP_SETTINGS_PATH,
  WEB_APP_MANIFEST_PATH,
} from '@greencart/contracts';
import type request from 'supertest';
import sharp from 'sharp';
import { loginSeller, startTestApp, type TestApp } from './support/test-app.js';

const SHELL = 'https://shop.example';

/**
 * The storefront's web app manifest (docs/SHOPPER-UX.md "Installing the shop"): made from the
 * shop's settings, starting on the shell's origin, with icons drawn by the API.
 */
describe('web app manifest (GET /api/shop/manifest.webmanifest)', () => {
  let test: TestApp;
  let owner: request.Agent;
  beforeAll(async () => {
    test = await startTestApp({
      CORS_ORIGINS: `${SHELL},https://admin.shop.example`,
      SHOP_URL: `${SHELL}/`,
    });
    owner = await loginSeller(test);
  });
  afterAll(() => test.close());

  it("names the shop and starts on the shell's origin; icons are real PNGs of their sizes", async () => {
    const response = await test.http().get(WEB_APP_MANIFEST_PATH).set('Origin', SHELL);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['access-control-allow-origin']).toBe(SHELL);
    expect(response.headers.vary).toMatch(/Origin/);
    const manifest = JSON.parse(response.text) as Record<string, unknown> & {
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      id: '/',
      name: 'GreenCart',
      short_name: 'GreenCart',
      start_url: `${SHELL}/`,
      scope: `${SHELL}/`,
      display: 'standalone',
      theme_color: DEFAULT_SHOP_PROFILE.themeColor,
    });
    expect(manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ]);
    for (const icon of manifest.icons) {
      const png = await test
        .http()
        .get(new URL(icon.src, `http://api${WEB_APP_MANIFEST_PATH}`).pathname)
        .buffer(true);
      expect(png.status).toBe(200);
      expect(png.headers['content-type']).toBe('image/png');
      const meta = await sharp(png.body as Buffer).metadata();
      expect(`${meta.width}x${meta.height}`).toBe(icon.sizes);
    }
    expect((await test.http().get('/api/shop/icons/../../etc/passwd')).status).toBe(404);
    const unknown = await test.http().get('/api/shop/icons/icon-1024.png');
    expect([unknown.status, unknown.body.success]).toEqual([404, false]);
  });

  it('never starts on an origin that is not the shop’s, whatever the request says', async () => {
    const response = await test
      .http()
      .get(WEB_APP_MANIFEST_PATH)
      .set('Origin', 'https://evil.example');
    const manifest = JSON.parse(response.text) as { start_url: string; scope: string };
    expect(manifest.start_url).toBe(`${SHELL}/`);
    expect(manifest.scope).toBe(`${SHELL}/`);
    const admin = await test
      .http()
      .get(WEB_APP_MANIFEST_PATH)
      .set('Origin', 'https://admin.shop.example');
    expect(JSON.parse(admin.text).start_url).toBe('https://admin.shop.example/');
  });

  it("follows the owner's name and app colour; refuses a colour that is not #rrggbb", async () => {
    const refused = await owner
      .put(SELLER_SHOP_SETTINGS_PATH)
      .send({ ...DEFAULT_SHOP_PROFILE, themeColor: 'red; background:url(x)' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, field: 'themeColor' });
    const saved = await owner
      .put(SELLER_SHOP_SETTINGS_PATH)
      .send({ ...DEFAULT_SHOP_PROFILE, shopName: 'Perera Family Greens', themeColor: '#1E7A52' });
    expect(saved.status).toBe(200);
    expect(saved.body.profile.themeColor).toBe('#1e7a52');
    const manifest = JSON.parse(
      (await test.http().get(WEB_APP_MANIFEST_PATH).set('Origin', SHELL)).text,
    ) as { name: string; short_name: string; theme_color: string; icons: { src: string }[] };
    expect(manifest).toMatchObject({
      name: 'Perera Family Greens',
      short_name: 'Perera',
      theme_color: '#1e7a52',
    });
    expect(manifest.icons[0].src).toContain('c=1e7a52');
    const icon = await test.http().get('/api/shop/icons/icon-192.png').buffer(true);
    const { data } = await sharp(icon.body as Buffer)
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The corner is rounded off; a pixel inside the square's edge is the app colour.
    const at = (4 * 192 + 96) * 4;
    expect([...data.subarray(at, at + 3)]).toEqual([0x1e, 0x7a, 0x52]);
    // A form without the colour (an older seller page) keeps it.
    const kept = await owner
      .put(SELLER_SHOP_SETTINGS_PATH)
      .send({ ...DEFAULT_SHOP_PROFILE, themeColor: undefined });
    expect(kept.status).toBe(200);
    expect(kept.body.profile.themeColor).toBe('#1e7a52');
  });
});
