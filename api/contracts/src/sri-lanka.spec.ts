import {
  DELIVERY_MATCH_ORDER,
  DISTRICTS,
  PROVINCES,
  districtInProvince,
  districtsOf,
  matchDeliveryZone,
  normaliseLkPhone,
  provinceNamed,
} from './index.js';

describe('Sri Lankan address lists', () => {
  it('has the nine provinces and the 25 districts, each in a province of the list', () => {
    expect(PROVINCES).toHaveLength(9);
    expect(DISTRICTS).toHaveLength(25);
    expect(DISTRICTS.every((d) => PROVINCES.includes(d.province))).toBe(true);
    expect(districtsOf('Western')).toEqual(['Colombo', 'Gampaha', 'Kalutara']);
    expect(provinceNamed('  north   western PROVINCE ')).toBe('North Western');
    expect(provinceNamed('Ontario')).toBeNull();
    expect(districtInProvince('kandy', 'Central Province')).toBe(true);
    expect(districtInProvince('Kandy', 'Western')).toBe(false);
  });

  it.each([
    ['0771234567', '+94 77 123 4567'],
    ['077 123 4567', '+94 77 123 4567'],
    ['077-123-4567', '+94 77 123 4567'],
    ['+94771234567', '+94 77 123 4567'],
    ['+94 71 555 0199', '+94 71 555 0199'],
    ['0112345678', null],
    ['94771234567', null],
    ['077123456', null],
    ['+1 415 555 0100', null],
    ['', null],
  ])('reads the phone %j as %j', (typed, stored) => {
    expect(normaliseLkPhone(typed)).toBe(stored);
  });
});

describe('matchDeliveryZone', () => {
  const zones = [
    { name: 'area', postcodes: [] as string[], areas: ['Dehiwala'] },
    { name: 'prefix', postcodes: ['103*'], areas: [] },
    { name: 'exact', postcodes: ['10350'], areas: [] },
    { name: 'all', postcodes: ['*'], areas: [] },
  ];
  const at = (postcode: string | null, area: string | null, list = zones) =>
    matchDeliveryZone({ postcode, area }, list)?.name ?? null;

  it(`follows ${DELIVERY_MATCH_ORDER.join(' > ')}`, () => {
    expect(at('10350', 'Dehiwala')).toBe('exact');
    expect(at('10390', 'Dehiwala')).toBe('prefix');
    expect(at('11300', ' DEHIWALA ')).toBe('area');
    expect(at(null, 'Dehiwala')).toBe('area');
    expect(at('11300', 'Wattala')).toBe('all');
    expect(at(null, 'Wattala')).toBe('all');
    expect(at(null, 'Wattala', zones.slice(0, 3))).toBeNull();
    expect(at('20000', null, zones.slice(0, 3))).toBeNull();
  });
});
