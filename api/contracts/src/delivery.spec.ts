import {
  DEFAULT_DELIVERY_ZONE,
  DELIVERY_TEXTS,
  deliveryStanding,
  deliveryTerms,
  deliveryZonesProblem,
  matchZone,
  type DeliveryZone,
} from './delivery.js';
import { deliveryFeeCents, priceCart, priceCartCents } from './money.js';

const zone = (name: string, postcodes: string[], extra: Partial<DeliveryZone> = {}) => ({
  ...DEFAULT_DELIVERY_ZONE,
  name,
  postcodes,
  ...extra,
});

describe('matchZone', () => {
  const everywhere = zone('Everywhere', ['*']);
  const colombo = zone('Colombo', ['00*']);
  const fort = zone('Fort', ['001*']);
  const one = zone('One street', ['00100']);
  const zones = [everywhere, colombo, fort, one];

  it('an exact code beats every prefix', () => {
    expect(matchZone('00100', zones)).toBe(one);
    expect(matchZone('00100', [one, fort, colombo, everywhere])).toBe(one);
  });

  it('the longest prefix wins, whatever the order of the zones', () => {
    expect(matchZone('00150', zones)).toBe(fort);
    expect(matchZone('00150', [fort, colombo])).toBe(fort);
    expect(matchZone('00200', zones)).toBe(colombo);
    expect(matchZone('80000', zones)).toBe(everywhere);
  });

  it('no zone covering the postcode: null', () => {
    expect(matchZone('80000', [colombo, fort, one])).toBeNull();
    expect(matchZone('00100', [])).toBeNull();
    // An exact code covers only itself: not a longer or shorter code.
    expect(matchZone('001000', [one])).toBeNull();
    expect(matchZone('0010', [one])).toBeNull();
  });

  it('ignores spaces around the postcode', () => {
    expect(matchZone(' 00100 ', zones)).toBe(one);
  });

  it('a zone with several patterns matches through its most specific one', () => {
    const mixed = zone('Mixed', ['1*', '00155']);
    expect(matchZone('00155', [fort, mixed])).toBe(mixed);
    expect(matchZone('00156', [fort, mixed])).toBe(fort);
    expect(matchZone('12345', [fort, mixed])).toBe(mixed);
  });
});

describe('delivery fee, threshold and minimum in integer cents', () => {
  // Fee LKR 150.00, free from LKR 2,000.00, minimum LKR 500.00.
  const terms = deliveryTerms({ fee: 150, freeDeliveryFrom: 2000, minimumOrder: 500 });

  it('converts the rupee terms to cents', () => {
    expect(terms).toEqual({ feeCents: 15000, freeFromCents: 200000, minimumCents: 50000 });
    expect(deliveryTerms({ fee: 0.1, freeDeliveryFrom: null, minimumOrder: 19.99 })).toEqual({
      feeCents: 10,
      freeFromCents: null,
      minimumCents: 1999,
    });
  });

  it('charges the fee below the threshold and nothing from it on', () => {
    expect(deliveryFeeCents(199999, terms)).toBe(15000);
    expect(deliveryFeeCents(200000, terms)).toBe(0);
    expect(deliveryFeeCents(250000, terms)).toBe(0);
  });

  it('no threshold: the fee always applies; no terms or a zero fee: free', () => {
    expect(deliveryFeeCents(10_000_000, { feeCents: 15000, freeFromCents: null })).toBe(15000);
    expect(deliveryFeeCents(100, { feeCents: 0, freeFromCents: null })).toBe(0);
    expect(deliveryFeeCents(100)).toBe(0);
    expect(deliveryFeeCents(100, null)).toBe(0);
  });

  it('the money function adds the fee after the tax: 2 % of the goods only', () => {
    // 3 × 122.40 = 367.20; tax 7.34; fee 150.00 → 524.54
    expect(priceCart([{ offerPrice: 122.4, quantity: 3 }], terms)).toEqual({
      subtotalCents: 36720,
      discountCents: 0,
      taxCents: 734,
      taxIncluded: false,
      deliveryCents: 15000,
      totalCents: 52454,
    });
    // At the threshold: free, the total as without delivery.
    expect(priceCartCents([{ unitCents: 100000, quantity: 2 }], terms)).toEqual({
      subtotalCents: 200000,
      discountCents: 0,
      taxCents: 4000,
      taxIncluded: false,
      deliveryCents: 0,
      totalCents: 204000,
    });
  });

  it('the default zone changes nothing: total = cart + 2 % tax', () => {
    const free = deliveryTerms(DEFAULT_DELIVERY_ZONE);
    const lines = [{ offerPrice: 122.4, quantity: 3 }];
    expect(priceCart(lines, free)).toEqual(priceCart(lines));
    expect(priceCart(lines, free).totalCents).toBe(37454);
  });

  it('tells how much more makes delivery free and meets the minimum', () => {
    expect(deliveryStanding(36720, terms)).toEqual({
      feeCents: 15000,
      freeDeliveryShortCents: 163280,
      minimumShortCents: 13280,
    });
    expect(deliveryStanding(50000, terms).minimumShortCents).toBe(0);
    expect(deliveryStanding(200000, terms)).toEqual({
      feeCents: 0,
      freeDeliveryShortCents: null,
      minimumShortCents: 0,
    });
    expect(
      deliveryStanding(100, deliveryTerms({ fee: 150, freeDeliveryFrom: null, minimumOrder: 0 }))
        .freeDeliveryShortCents,
    ).toBeNull();
  });

  it('words the shortfalls in the shop’s money format', () => {
    expect(DELIVERY_TEXTS.belowMinimum(50000, 13280)).toBe(
      'Minimum order LKR 500.00: add LKR 132.80 more',
    );
    expect(DELIVERY_TEXTS.freeDeliveryShort(163280)).toBe(
      'Add LKR 1,632.80 more for free delivery',
    );
  });
});

describe('deliveryZonesProblem', () => {
  const ok = [zone('Colombo', ['00*', '10115'], { fee: 150, freeDeliveryFrom: 2000 })];

  it('keeps a valid list, the default one included', () => {
    expect(deliveryZonesProblem(ok)).toBeUndefined();
    expect(deliveryZonesProblem([DEFAULT_DELIVERY_ZONE])).toBeUndefined();
  });

  it.each([
    ['no zone', [], 'zones', 'Keep 1 to'],
    ['a bad postcode', [zone('A', ['00-1'])], 'zones.0.postcodes', 'not a postcode pattern'],
    ['a prefix in the middle', [zone('A', ['0*1'])], 'zones.0.postcodes', 'not a postcode'],
    ['two digits', [zone('A', ['12'])], 'zones.0.postcodes', 'not a postcode pattern'],
    ['no postcodes', [zone('A', [])], 'zones.0.postcodes', '1 to 500 postcodes'],
    ['a blank name', [zone('  ', ['*'])], 'zones.0.name', 'needs a name'],
    [
      'a code in two zones',
      [zone('A', ['001*']), zone('B', ['002*', '001*'])],
      'zones.1.postcodes',
      '001* is listed twice',
    ],
    ['a code twice in one zone', [zone('A', ['00100', '00100'])], 'zones.0.postcodes', 'twice'],
    ['two zones of one name', [zone('A', ['1*']), zone('a', ['2*'])], 'zones.1.name', 'called'],
    ['a negative fee', [zone('A', ['*'], { fee: -1 })], 'zones.0.fee', 'from 0'],
    ['a fee of a tenth of a cent', [zone('A', ['*'], { fee: 1.001 })], 'zones.0.fee', '2 decimals'],
    [
      'a negative threshold',
      [zone('A', ['*'], { freeDeliveryFrom: -5 })],
      'zones.0.freeDeliveryFrom',
      'threshold',
    ],
    [
      'a minimum that is text',
      [zone('A', ['*'], { minimumOrder: '5' as unknown as number })],
      'zones.0.minimumOrder',
      'minimum order',
    ],
  ])('refuses %s', (_what, zones, field, message) => {
    expect(deliveryZonesProblem(zones)).toEqual({
      field,
      message: expect.stringContaining(message),
    });
  });
});
