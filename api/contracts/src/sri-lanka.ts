/**
 * Sri Lankan addresses (issue 39): the nine provinces (the spec's `state`), the 25 districts
 * with the province each lies in, and the mobile phone rule. The one definition the API's
 * address validation and the storefront's address form both read.
 */

/** The nine provinces, as the address form lists them and `state` stores them. */
export const PROVINCES = [
  'Western',
  'Central',
  'Southern',
  'Northern',
  'Eastern',
  'North Western',
  'North Central',
  'Uva',
  'Sabaragamuwa',
] as const;
export type Province = (typeof PROVINCES)[number];

/** The 25 districts, each with its province. */
export const DISTRICTS: readonly { name: string; province: Province }[] = [
  { name: 'Colombo', province: 'Western' },
  { name: 'Gampaha', province: 'Western' },
  { name: 'Kalutara', province: 'Western' },
  { name: 'Kandy', province: 'Central' },
  { name: 'Matale', province: 'Central' },
  { name: 'Nuwara Eliya', province: 'Central' },
  { name: 'Galle', province: 'Southern' },
  { name: 'Matara', province: 'Southern' },
  { name: 'Hambantota', province: 'Southern' },
  { name: 'Jaffna', province: 'Northern' },
  { name: 'Kilinochchi', province: 'Northern' },
  { name: 'Mannar', province: 'Northern' },
  { name: 'Vavuniya', province: 'Northern' },
  { name: 'Mullaitivu', province: 'Northern' },
  { name: 'Batticaloa', province: 'Eastern' },
  { name: 'Ampara', province: 'Eastern' },
  { name: 'Trincomalee', province: 'Eastern' },
  { name: 'Kurunegala', province: 'North Western' },
  { name: 'Puttalam', province: 'North Western' },
  { name: 'Anuradhapura', province: 'North Central' },
  { name: 'Polonnaruwa', province: 'North Central' },
  { name: 'Badulla', province: 'Uva' },
  { name: 'Monaragala', province: 'Uva' },
  { name: 'Ratnapura', province: 'Sabaragamuwa' },
  { name: 'Kegalle', province: 'Sabaragamuwa' },
];

/** Text compared without letter case, repeated spaces or a trailing "Province"/"District". */
function key(value: string, suffix: string): string {
  return value
    .trim()
    .replace(/\s+/g, ' ')
    .replace(new RegExp(`\\s+${suffix}$`, 'i'), '')
    .toLowerCase();
}

/** The province `value` names ("western", "Western Province" → "Western"), or null. */
export function provinceNamed(value: unknown): Province | null {
  if (typeof value !== 'string') return null;
  const wanted = key(value, 'province');
  return PROVINCES.find((p) => p.toLowerCase() === wanted) ?? null;
}

/** The district `value` names ("colombo", "Colombo District" → "Colombo"), or null. */
export function districtNamed(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const wanted = key(value, 'district');
  return DISTRICTS.find((d) => d.name.toLowerCase() === wanted)?.name ?? null;
}

/** The districts of a province, in the order of {@link DISTRICTS} (the form's second select). */
export function districtsOf(province: string): string[] {
  const named = provinceNamed(province);
  return DISTRICTS.filter((d) => d.province === named).map((d) => d.name);
}

/** Whether `district` lies in `province` (both as {@link provinceNamed}/{@link districtNamed} read them). */
export function districtInProvince(district: string, province: string): boolean {
  const d = districtNamed(district);
  return d !== null && districtsOf(province).includes(d);
}

/**
 * A Sri Lankan mobile number as typed: `07X XXX XXXX` or `+94 7X XXX XXXX`, spaces and dashes
 * anywhere between the digits. For the form's `pattern` attribute (whole value).
 */
export const LK_PHONE_PATTERN = '(?:\\+94|0)[ \\-]?7(?:[ \\-]?[0-9]){8}';
const LK_PHONE = new RegExp(`^${LK_PHONE_PATTERN}$`);

/** How a stored phone looks: `+94 77 123 4567`. */
export const LK_PHONE_STORED = /^\+94 7[0-9] [0-9]{3} [0-9]{4}$/;

/**
 * `value` as the address book stores a phone (`+94 77 123 4567`), or null when it is not a
 * Sri Lankan mobile number in the local format ({@link LK_PHONE_PATTERN}).
 */
export function normaliseLkPhone(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const typed = value.trim();
  if (!LK_PHONE.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  const local = digits.startsWith('94') ? digits.slice(2) : digits.slice(1);
  return `+94 ${local.slice(0, 2)} ${local.slice(2, 5)} ${local.slice(5)}`;
}

/** Lengths of the address fields issue 39 added (the other fields: `FIELD_LIMITS`). */
export const ADDRESS_EXTRA_LIMITS = {
  district: 100,
  landmark: 200,
  deliveryInstructions: 500,
} as const;

/** The API's refusals of the address fields issue 39 changed (each names its field). */
export const ADDRESS_MESSAGES = {
  phone: 'phone must be a Sri Lankan mobile number, like 077 123 4567 or +94 77 123 4567',
  state: `state must be a province: ${PROVINCES.join(', ')}`,
  district: 'district must be one of the 25 districts of Sri Lanka',
  districtProvince: (district: string, province: string) =>
    `district: ${district} is not in the ${province} Province`,
  landmark: `landmark must be text of at most ${ADDRESS_EXTRA_LIMITS.landmark} characters`,
  deliveryInstructions: `deliveryInstructions must be text of at most ${ADDRESS_EXTRA_LIMITS.deliveryInstructions} characters`,
} as const;

/** The same refusals in the form's words, shown next to the field. */
export const ADDRESS_FIELD_WORDS = {
  phone: 'Enter a mobile number like 077 123 4567 or +94 77 123 4567',
  state: 'Choose the province',
  district: 'Choose a district of the province',
  landmark: `Keep the landmark to ${ADDRESS_EXTRA_LIMITS.landmark} characters`,
  deliveryInstructions: `Keep the delivery instructions to ${ADDRESS_EXTRA_LIMITS.deliveryInstructions} characters`,
} as const;

/**
 * Sample data: areas of Colombo and its suburbs with their postcodes (Sri Lanka Post). `npm
 * start` adds them as the zone {@link SAMPLE_AREA_ZONE_NAME} while the shop's zones are still
 * the untouched default (api/src/database/seed/delivery-areas.ts); the seller edits or removes
 * that zone like any other.
 */
export const COLOMBO_AREAS: readonly { area: string; postcode: string }[] = [
  { area: 'Colombo 1', postcode: '00100' },
  { area: 'Colombo 2', postcode: '00200' },
  { area: 'Colombo 3', postcode: '00300' },
  { area: 'Colombo 4', postcode: '00400' },
  { area: 'Colombo 5', postcode: '00500' },
  { area: 'Colombo 6', postcode: '00600' },
  { area: 'Colombo 7', postcode: '00700' },
  { area: 'Colombo 8', postcode: '00800' },
  { area: 'Colombo 9', postcode: '00900' },
  { area: 'Colombo 10', postcode: '01000' },
  { area: 'Colombo 11', postcode: '01100' },
  { area: 'Colombo 12', postcode: '01200' },
  { area: 'Colombo 13', postcode: '01300' },
  { area: 'Colombo 14', postcode: '01400' },
  { area: 'Colombo 15', postcode: '01500' },
  { area: 'Battaramulla', postcode: '10120' },
  { area: 'Boralesgamuwa', postcode: '10290' },
  { area: 'Dehiwala', postcode: '10350' },
  { area: 'Homagama', postcode: '10200' },
  { area: 'Kaduwela', postcode: '10640' },
  { area: 'Kelaniya', postcode: '11600' },
  { area: 'Kolonnawa', postcode: '10600' },
  { area: 'Kotte', postcode: '10100' },
  { area: 'Kottawa', postcode: '10230' },
  { area: 'Maharagama', postcode: '10280' },
  { area: 'Malabe', postcode: '10115' },
  { area: 'Moratuwa', postcode: '10400' },
  { area: 'Mount Lavinia', postcode: '10370' },
  { area: 'Nugegoda', postcode: '10250' },
  { area: 'Piliyandala', postcode: '10300' },
  { area: 'Rajagiriya', postcode: '10107' },
  { area: 'Ratmalana', postcode: '10390' },
  { area: 'Wattala', postcode: '11300' },
];

/** The name of the sample zone holding {@link COLOMBO_AREAS}. */
export const SAMPLE_AREA_ZONE_NAME = 'Colombo and suburbs';
