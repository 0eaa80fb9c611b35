import {
  COLOMBO_AREAS,
  DELIVERY_PLACE_MISSING,
  DELIVERY_ZONE_MESSAGES,
  ERROR_CODES,
  SAMPLE_AREA_ZONE_NAME,
  type DeliveryZone,
  type Order,
} from '@greencart/contracts';
import type request from 'supertest';
import { seedDeliveryAreas } from '../src/database/seed/delivery-areas.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/** Zones that match by area names as well as postcodes (issue 39, docs/DELIVERY.md). */
describe('delivery zones by area', () => {
  let test: TestApp;
  let owner: request.Agent;

  /**
   * Dehiwala by area (LKR 200); the 103* prefix (LKR 300); the exact code 10350 (LKR 400); and
   * the catch-all (free). Dehiwala's postcode is 10350: each rule can be seen winning.
   */
  const ZONES: DeliveryZone[] = [
    {
      name: 'By area',
      postcodes: [],
      areas: ['Dehiwala', 'Mount  Lavinia'],
      fee: 200,
      freeDeliveryFrom: null,
      minimumOrder: 0,
      expressOffered: false,
    },
    {
      name: 'By prefix',
      postcodes: ['103*'],
      areas: [],
      fee: 300,
      freeDeliveryFrom: null,
      minimumOrder: 0,
      expressOffered: false,
    },
    {
      name: 'By exact code',
      postcodes: ['10350'],
      fee: 400,
      freeDeliveryFrom: null,
      minimumOrder: 500,
      expressOffered: false,
    },
    {
      name: 'Everywhere else',
      postcodes: ['*'],
      fee: 0,
      freeDeliveryFrom: null,
      minimumOrder: 0,
      expressOffered: false,
    },
  ];

  const putZones = (zones: unknown) =>
    owner.put('/api/seller/delivery/zones').send({ zones } as object);
  const quote = (query: Record<string, string>) =>
    test.http().get('/api/delivery/quote').query(query);
  const zoneOf = async (query: Record<string, string>) =>
    (await quote(query)).body.zone?.name as string | undefined;

  beforeAll(async () => {
    test = await startTestApp();
    owner = await loginSeller(test);
    await insertProduct(test, { id: 'area-rice', price: 600 });
  });
  afterAll(() => test.close());

  it('adds the sample Colombo areas at start only while the zones are untouched', async () => {
    expect(await seedDeliveryAreas(test.dataSource)).toBe(true);
    const zones = (await owner.get('/api/seller/delivery/zones')).body.zones as DeliveryZone[];
    expect(zones.map((z) => z.name)).toEqual(['Everywhere', SAMPLE_AREA_ZONE_NAME]);
    expect(zones[1]).toMatchObject({ fee: 0, minimumOrder: 0, freeDeliveryFrom: null });
    expect(zones[1].areas).toEqual(COLOMBO_AREAS.map((a) => a.area));
    expect(zones[1].postcodes).toContain('10350');
    // Run again (a restart): nothing more.
    expect(await seedDeliveryAreas(test.dataSource)).toBe(false);
    // The seller removes it: a restart never brings it back.
    expect((await putZones([zones[0]])).status).toBe(200);
    expect(await seedDeliveryAreas(test.dataSource)).toBe(false);
    const areas = await test.http().get('/api/delivery/areas');
    expect(areas.body).toEqual({ success: true, areas: [] });
  });

  it('keeps areas with the zones, answers them sorted, and a save without areas keeps none', async () => {
    const saved = await putZones(ZONES);
    expect(saved.status).toBe(200);
    expect((saved.body.zones as DeliveryZone[]).map((z) => z.areas)).toEqual([
      ['Dehiwala', 'Mount Lavinia'],
      [],
      [],
      [],
    ]);
    expect((await test.http().get('/api/delivery/areas')).body.areas).toEqual([
      'Dehiwala',
      'Mount Lavinia',
    ]);
  });

  it('matches exact postcode, then prefix, then area, then the catch-all', async () => {
    await putZones(ZONES);
    expect(await zoneOf({ postcode: '10350', area: 'Dehiwala' })).toBe('By exact code');
    expect(await zoneOf({ postcode: '10390', area: 'Dehiwala' })).toBe('By prefix');
    expect(await zoneOf({ postcode: '11300', area: 'dehiwala ' })).toBe('By area');
    expect(await zoneOf({ area: 'MOUNT lavinia' })).toBe('By area');
    expect(await zoneOf({ postcode: '11300', area: 'Wattala' })).toBe('Everywhere else');
    expect(await zoneOf({ area: 'Wattala' })).toBe('Everywhere else');
    expect((await quote({ area: 'Dehiwala' })).body).toEqual({
      success: true,
      postcode: '',
      area: 'Dehiwala',
      zone: {
        name: 'By area',
        fee: 200,
        freeDeliveryFrom: null,
        minimumOrder: 0,
        expressOffered: false,
      },
    });
    // Without a catch-all, an area no zone names is not delivered to.
    await putZones(ZONES.slice(0, 3));
    expect((await quote({ area: 'Wattala' })).body.zone).toBeNull();
    const slots = await test.http().get('/api/delivery/slots').query({ area: 'Wattala' });
    expect(slots.status).toBe(200);
    expect(slots.body).toMatchObject({ slotsRequired: false, slots: [] });
    expect((await test.http().get('/api/delivery/slots').query({ area: 'Dehiwala' })).status).toBe(
      200,
    );
  });

  it('prices an order by its address: area when no postcode pattern covers it', async () => {
    await putZones(ZONES.slice(0, 3));
    // Postcode 11300 is in no zone's patterns; the area Dehiwala is.
    const byArea = await shopperWithAddress(test, {
      address: { city: 'Dehiwala', zip: '11300' },
    });
    const placed = await byArea.agent
      .post('/api/order/cod')
      .send({ address: byArea.addressId, items: [{ product: 'area-rice', quantity: 1 }] });
    expect(placed.status).toBe(201);
    const [order] = (await byArea.agent.get('/api/order/user')).body.orders as Order[];
    expect(order.deliveryFee).toBe(200);
    // The exact code wins over the area: its minimum (LKR 500) applies and is met.
    const exact = await shopperWithAddress(test, { address: { city: 'Dehiwala', zip: '10350' } });
    const exactOrder = await exact.agent
      .post('/api/order/cod')
      .send({ address: exact.addressId, items: [{ product: 'area-rice', quantity: 1 }] });
    expect(exactOrder.status).toBe(201);
    const [second] = (await exact.agent.get('/api/order/user')).body.orders as Order[];
    expect(second.deliveryFee).toBe(400);
    // Neither the postcode nor the area: 409, nothing stored.
    const nowhere = await shopperWithAddress(test, { address: { city: 'Jaffna', zip: '40000' } });
    const refused = await nowhere.agent
      .post('/api/order/cod')
      .send({ address: nowhere.addressId, items: [{ product: 'area-rice', quantity: 1 }] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERROR_CODES.DELIVERY_OUTSIDE_ZONES);
  });

  it.each([
    [
      'a zone with neither postcodes nor areas',
      [{ ...ZONES[0], areas: [] }],
      DELIVERY_ZONE_MESSAGES.postcodes,
      'zones.0.postcodes',
    ],
    [
      'an area in two zones (letter case aside)',
      [ZONES[0], { ...ZONES[1], areas: ['DEHIWALA'] }],
      DELIVERY_ZONE_MESSAGES.duplicateArea('DEHIWALA'),
      'zones.1.areas',
    ],
    [
      'an empty area',
      [{ ...ZONES[0], areas: ['  '] }],
      DELIVERY_ZONE_MESSAGES.areas,
      'zones.0.areas',
    ],
    [
      'an area too long',
      [{ ...ZONES[0], areas: ['x'.repeat(61)] }],
      DELIVERY_ZONE_MESSAGES.areas,
      'zones.0.areas',
    ],
    [
      'areas that are not text',
      [{ ...ZONES[0], areas: [42] }],
      DELIVERY_ZONE_MESSAGES.areas,
      'zones.0.areas',
    ],
  ])('refuses %s with 400, changing nothing', async (_what, zones, message, field) => {
    await putZones(ZONES);
    const before = (await owner.get('/api/seller/delivery/zones')).body.zones;
    const response = await putZones(zones);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ success: false, code: ERROR_CODES.VALIDATION, message });
    expect(response.body.field).toBe(field);
    expect((await owner.get('/api/seller/delivery/zones')).body.zones).toEqual(before);
  });

  it.each([
    [{}, DELIVERY_PLACE_MISSING],
    [{ area: '   ' }, DELIVERY_PLACE_MISSING],
    [{ area: 'x'.repeat(61) }, 'area must be an area name'],
    [{ area: 'Dehi\u0000wala' }, 'area'],
  ])('answers a quote for %j with 400 and a human message', async (query, words) => {
    const response = await quote(query as Record<string, string>);
    expect(response.status).toBe(400);
    expect(response.body.success).toBe(false);
    expect(response.body.message).toContain(words);
  });
});
