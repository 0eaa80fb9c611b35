import { COUPON_GUESS_LIMIT, type CartQuote } from '@greencart/contracts';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Guessing coupon codes through the cart's quote (docs/PROMOTIONS.md, "Codes"): after
 * COUPON_GUESS_LIMIT.tries codes that are no code of the shop from one address, every code from
 * it is refused unread, the real one included, while other addresses and code-less quotes are
 * served as before.
 */
describe('coupon code guessing (POST /api/cart/quote)', () => {
  let test: TestApp;
  const ITEMS = [{ product: 'guess-rice', quantity: 2 }];

  beforeAll(async () => {
    // One proxy trusted: each test speaks from an address of its own (X-Forwarded-For).
    test = await startTestApp({ TRUST_PROXY: '1', OUTBOX_POLL_MS: '60000' });
    await insertProduct(test, {
      id: 'guess-rice',
      name: 'Rice 1kg',
      price: 400,
      offerPrice: 400,
      category: 'Grains',
    });
    const owner = await loginSeller(test);
    const created = await owner.post('/api/seller/promotions').send({
      name: 'Ten off',
      code: 'REALCODE10',
      kind: 'percent_off',
      scope: 'basket',
      percent: 10,
    });
    expect(created.status).toBe(201);
  });
  afterAll(async () => {
    await test.close();
  });

  const quote = async (ip: string, code?: string) => {
    const res = await test
      .http()
      .post('/api/cart/quote')
      .set('x-forwarded-for', ip)
      .send(code === undefined ? { items: ITEMS } : { items: ITEMS, code });
    expect(res.status).toBe(200);
    return res.body.quote as CartQuote;
  };

  it('refuses every code from an address past its tries of made-up codes, the real one unread', async () => {
    const guesser = '198.51.100.7';
    expect(await quote(guesser, 'REALCODE10')).toMatchObject({ code: 'REALCODE10', discount: 80 });
    for (let i = 0; i < COUPON_GUESS_LIMIT.tries; i += 1) {
      expect(await quote(guesser, `GUESS${i}X`)).toMatchObject({ codeRefusalReason: 'invalid' });
    }
    // The real code is no longer even looked up from here, and the answer says why and for how long.
    const blocked = await quote(guesser, 'REALCODE10');
    expect(blocked).toMatchObject({
      code: null,
      discount: 0,
      codeRefusalReason: 'too-many-tries',
    });
    expect(blocked.codeRefusal).toContain(`${COUPON_GUESS_LIMIT.windowMinutes} minutes`);
    // Without a code the cart is quoted as ever; another address is not held up.
    expect(await quote(guesser)).toMatchObject({ codeRefusal: null, discount: 0 });
    expect(await quote('198.51.100.8', 'REALCODE10')).toMatchObject({
      code: 'REALCODE10',
      discount: 80,
    });
  });

  it('counts only made-up codes: the applied code asked again and again uses no tries', async () => {
    const shopper = '198.51.100.9';
    for (let i = 0; i < COUPON_GUESS_LIMIT.tries + 5; i += 1) {
      expect(await quote(shopper, 'realcode10')).toMatchObject({ code: 'REALCODE10' });
    }
    expect(await quote(shopper, 'TYPO10')).toMatchObject({ codeRefusalReason: 'invalid' });
    expect(await quote(shopper, 'REALCODE10')).toMatchObject({ code: 'REALCODE10' });
  });
});
