import { ERROR_CODES, postcodeMessage } from '@greencart/contracts';
import type request from 'supertest';
import { COLOMBO } from './support/fixtures.js';
import { shopperWithAddress, type Shopper } from './support/shoppers.js';
import { loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/** Dates no calendar has (or PostgreSQL cannot hold), each refused with 400 on every route. */
const IMPOSSIBLE_DATES = [
  '2026-02-30',
  '2026-02-29',
  '2026-04-31',
  '2026-13-01',
  '2026-00-10',
  '2026-01-00',
  '0000-01-01',
  '+10000-01-01',
  '2026-1-05',
  '2026-01-05T10:00',
];

/**
 * Malformed input is refused the same way everywhere (issue 36, item 7): a postcode the address
 * book refuses is refused by the delivery quote and the slot lists; an impossible date is a 400
 * naming the field on every route that takes one, never a 500 nor a normalised echo.
 */
describe('malformed input', () => {
  let test: TestApp;
  let owner: request.Agent;
  let shopper: Shopper;

  beforeAll(async () => {
    test = await startTestApp();
    owner = await loginSeller(test);
    shopper = await shopperWithAddress(test);
  }, 60_000);
  afterAll(() => test.close());

  const expectRefused = (res: request.Response, field: string) => {
    expect({ status: res.status, code: res.body.code, field: res.body.field }).toEqual({
      status: 400,
      code: ERROR_CODES.VALIDATION,
      field,
    });
    expect(res.body.message).toMatch(new RegExp(`^${field} `));
  };

  describe('postcodes: the address book’s rule on the quote and the slot lists', () => {
    const quote = (postcode: string) => test.http().get('/api/delivery/quote').query({ postcode });
    const slots = (postcode: string) => test.http().get('/api/delivery/slots').query({ postcode });
    const saveAddress = (zip: string) =>
      shopper.agent.post('/api/address/add').send({ address: { ...COLOMBO, zip } });

    it.each(['abc', '12', '12345678901', '00 100', '00100x', '-0100', '0x100'])(
      'refuses %j everywhere with 400 naming the field',
      async (postcode) => {
        for (const res of [await quote(postcode), await slots(postcode)]) {
          expectRefused(res, 'postcode');
          expect(res.body.message).toBe(postcodeMessage('postcode'));
        }
        expect((await saveAddress(postcode)).status).toBe(400);
      },
    );

    it('refuses an empty or repeated postcode on the quote', async () => {
      expectRefused(await quote(''), 'postcode');
      expectRefused(await test.http().get('/api/delivery/quote'), 'postcode');
      const twice = await test.http().get('/api/delivery/quote?postcode=00100&postcode=00200');
      expectRefused(twice, 'postcode');
    });

    it.each(['00100', '123', '1234567890', ' 00100 '])(
      'answers %j wherever the address book keeps it',
      async (postcode) => {
        const answer = await quote(postcode);
        expect(answer.status).toBe(200);
        expect(answer.body.postcode).toBe(postcode.trim());
        expect((await slots(postcode)).status).toBe(200);
        expect((await saveAddress(postcode)).status).toBe(201);
      },
    );
  });

  describe('dates: one calendar rule on every route that takes a date', () => {
    const routes: [string, string, string][] = [
      ['/api/seller/audit', 'from', 'the audit log from'],
      ['/api/seller/audit', 'to', 'the audit log to'],
      ['/api/seller/delivery/slots', 'date', 'the windows day view'],
    ];

    it.each(routes)('%s?%s= refuses impossible dates with 400 (%s)', async (path, field) => {
      for (const date of IMPOSSIBLE_DATES) {
        const res = await owner.get(path).query({ [field]: date });
        expect({ date, status: res.status }).toEqual({ date, status: 400 });
        expectRefused(res, field);
        expect(JSON.stringify(res.body)).not.toMatch(/2026-03-0[12]/);
      }
    });

    it.each(routes)('%s?%s= still takes real dates (%s)', async (path, field) => {
      for (const date of ['2026-02-28', '2024-02-29', '0001-01-01', '9999-12-31']) {
        const res = await owner.get(path).query({ [field]: date });
        expect({ date, status: res.status }).toEqual({ date, status: 200 });
      }
    });

    it('a product page link carrying an impossible time is a 400, not a 500', async () => {
      const link = (key: string) =>
        Buffer.from(JSON.stringify(['newest', key, 'mango', '0'])).toString('base64url');
      for (const key of [
        '2026-02-30 10:00:00+00',
        '0000-01-01 10:00:00+00',
        '2026-01-05 24:00:00+00',
        '2026-01-05 10:61:00+00',
        '2026-01-05 10:00:00+25',
      ]) {
        const res = await test
          .http()
          .get('/api/product/query')
          .query({ sort: 'newest', cursor: link(key) });
        expect({ key, status: res.status, code: res.body.code }).toEqual({
          key,
          status: 400,
          code: ERROR_CODES.PRODUCT_CURSOR_INVALID,
        });
      }
      const real = await test
        .http()
        .get('/api/product/query')
        .query({ sort: 'newest', cursor: link('2026-01-05 10:00:00.123456+00') });
      expect(real.status).toBe(200);
    });

    it('the day view answers the date asked, as asked', async () => {
      const res = await owner.get('/api/seller/delivery/slots').query({ date: '2024-02-29' });
      expect(res.body.date).toBe('2024-02-29');
    });
  });
});
