import { FIELD_LIMITS, ZIP_PATTERN } from './fieldLimits.js';
import { formatCents } from './format.js';
import { MAX_PRICE } from './limits.js';
import { MESSAGES } from './messages.js';
import { deliveryFeeCents, isRupeeAmount, toCents, type DeliveryCharge } from './money.js';
import type { ApiSuccess } from './types.js';

/**
 * Where the shop delivers and for how much (docs/DELIVERY.md). Zones cover postcodes; each
 * has a delivery fee, a free-delivery threshold and a minimum order, compared with the goods
 * subtotal (before tax). The default configuration is one zone covering every postcode, free,
 * with no minimum: the spec's "shipping free".
 */

/**
 * A postcode pattern of a zone: an exact code (`00100`, 3–10 digits like an address's
 * postcode), a prefix ending in `*` (`001*`: every code starting 001) or `*` alone (every code).
 */
export const DELIVERY_POSTCODE_PATTERN = new RegExp(
  `^(?:${ZIP_PATTERN}|[0-9]{0,${FIELD_LIMITS.zipMax - 1}}\\*)$`,
);
/** Most zones the shop may keep. */
export const DELIVERY_ZONES_MAX = 100;
/** Most postcode patterns in one zone. */
export const DELIVERY_ZONE_POSTCODES_MAX = 500;
/** Characters in a zone's name. */
export const DELIVERY_ZONE_NAME_MAX = 60;
/** Most area names in one zone. */
export const DELIVERY_ZONE_AREAS_MAX = 200;
/** Characters in an area name (an address's area/town, `city`, is at most 100). */
export const DELIVERY_AREA_NAME_MAX = 60;
/** The refusal of an `area` parameter of a quote or slot list. */
export const DELIVERY_AREA_QUERY_MESSAGE = `area must be an area name of 1 to ${DELIVERY_AREA_NAME_MAX} characters`;
/** A quote or slot list sent neither a postcode nor an area. */
export const DELIVERY_PLACE_MISSING = 'postcode or area is required';

/** `GET /api/delivery/areas`: every area name the zones cover, sorted (the cart's choices). */
export type DeliveryAreasResponse = ApiSuccess<{ areas: string[] }>;
/** Largest fee, threshold or minimum, in rupees (a product's largest price). */
export const DELIVERY_AMOUNT_MAX = MAX_PRICE;

/** One delivery zone as the API answers and takes it. Money in rupees (at most 2 decimals). */
export interface DeliveryZone {
  /** Absent for a zone the seller is adding. */
  id?: string;
  name: string;
  /** Exact codes and prefixes ({@link DELIVERY_POSTCODE_PATTERN}). */
  postcodes: string[];
  /**
   * Area names (an address's area/town, the spec's `city`: "Dehiwala", "Colombo 7"), matched
   * without letter case ({@link matchDeliveryZone}). Always answered; a client that leaves it
   * out of a save keeps none.
   */
  areas?: string[];
  /** The delivery fee, rupees; 0: free delivery. */
  fee: number;
  /** Goods subtotal (rupees) from which delivery is free; null: the fee always applies. */
  freeDeliveryFrom: number | null;
  /** Smallest goods subtotal (rupees) that may be ordered; 0: no minimum. */
  minimumOrder: number;
  /** Whether express delivery may be offered here (kept for the express feature). */
  expressOffered: boolean;
}

/** The zone every postcode falls in until the seller changes it: free, no minimum. */
export const DEFAULT_DELIVERY_ZONE: DeliveryZone = {
  name: 'Everywhere',
  postcodes: ['*'],
  areas: [],
  fee: 0,
  freeDeliveryFrom: null,
  minimumOrder: 0,
  expressOffered: false,
};

/** `GET` / `PUT /api/seller/delivery/zones`. */
export type DeliveryZonesResponse = ApiSuccess<{ zones: DeliveryZone[] }>;

/** `PUT /api/seller/delivery/zones`: the whole list, replacing the one kept. */
export interface DeliveryZonesRequest {
  zones: DeliveryZone[];
}

/** A zone's terms in integer cents, as the money function takes them. */
export interface DeliveryTerms extends DeliveryCharge {
  minimumCents: number;
}

export function deliveryTerms(
  zone: Pick<DeliveryZone, 'fee' | 'freeDeliveryFrom' | 'minimumOrder'>,
): DeliveryTerms {
  return {
    feeCents: toCents(zone.fee),
    freeFromCents: zone.freeDeliveryFrom === null ? null : toCents(zone.freeDeliveryFrom),
    minimumCents: toCents(zone.minimumOrder),
  };
}

/** A postcode as zones compare it: without surrounding spaces. */
export function normalisePostcode(postcode: string): string {
  return postcode.trim();
}

/**
 * How specifically `pattern` covers `postcode`: -1 when it does not; the prefix's length for a
 * prefix (`*` alone: 0); above every prefix for the exact code.
 */
export function postcodeSpecificity(pattern: string, postcode: string): number {
  const code = normalisePostcode(postcode);
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1);
    return code.startsWith(prefix) ? prefix.length : -1;
  }
  return pattern === code ? Number.MAX_SAFE_INTEGER : -1;
}

/** An area name as zones compare it: no letter case, no surrounding or repeated spaces. */
export function normaliseArea(area: string): string {
  return area.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Where a delivery goes, as zones match it: a postcode, an area name, or both. */
export interface DeliveryPlace {
  postcode?: string | null;
  area?: string | null;
}

/**
 * How zones match a place, **the one statement of the order** (the API's quotes, slot lists
 * and orders all use {@link matchDeliveryZone}):
 *
 * 1. an exact postcode (`10350`) beats
 * 2. a postcode prefix (`103*`; a longer prefix beats a shorter one), which beats
 * 3. an area name (`Dehiwala`, without letter case), which beats
 * 4. `*` alone, the catch-all ("every postcode"), last.
 *
 * So a zone drawn by area still wins over a catch-all zone, and one drawn by postcode wins
 * over one drawn by area. Patterns and areas are unique across zones
 * ({@link deliveryZonesProblem}), so there is never a tie; were there one, the first zone wins.
 */
export const DELIVERY_MATCH_ORDER = ['exact postcode', 'postcode prefix', 'area', '*'] as const;

/** A match's rank: higher wins (see {@link DELIVERY_MATCH_ORDER}); -1: no match. */
function placeRank(
  zone: { postcodes: readonly string[]; areas?: readonly string[] },
  place: DeliveryPlace,
): number {
  let best = -1;
  const postcode = place.postcode ? normalisePostcode(place.postcode) : '';
  if (postcode) {
    for (const pattern of zone.postcodes) {
      const specificity = postcodeSpecificity(pattern, postcode);
      if (specificity < 0) continue;
      const rank =
        specificity === Number.MAX_SAFE_INTEGER
          ? 3_000_000
          : specificity > 0
            ? 2_000_000 + specificity
            : 0; // `*`
      best = Math.max(best, rank);
    }
  } else if (zone.postcodes.includes('*')) {
    // No postcode known (a shopper who gave only their area): the catch-all still covers it.
    best = 0;
  }
  const area = place.area ? normaliseArea(place.area) : '';
  if (area && (zone.areas ?? []).some((name) => normaliseArea(name) === area)) {
    best = Math.max(best, 1_000_000);
  }
  return best;
}

/**
 * The zone a place falls in, by {@link DELIVERY_MATCH_ORDER}; null when no zone covers it
 * (the shop does not deliver there).
 */
export function matchDeliveryZone<
  Z extends { postcodes: readonly string[]; areas?: readonly string[] },
>(place: DeliveryPlace, zones: readonly Z[]): Z | null {
  let best: Z | null = null;
  let bestRank = -1;
  for (const zone of zones) {
    const rank = placeRank(zone, place);
    if (rank > bestRank) {
      best = zone;
      bestRank = rank;
    }
  }
  return best;
}

/** The zone a postcode alone falls in ({@link matchDeliveryZone} without an area). */
export function matchZone<Z extends { postcodes: readonly string[]; areas?: readonly string[] }>(
  postcode: string,
  zones: readonly Z[],
): Z | null {
  return matchDeliveryZone({ postcode }, zones);
}

/** What the cart tells the shopper about delivering a goods subtotal with a zone's terms. */
export interface DeliveryStanding {
  /** The fee the money function charges (0: free). */
  feeCents: number;
  /** How much more goods would make delivery free; null when it is free already or never is. */
  freeDeliveryShortCents: number | null;
  /** How much more goods the minimum order needs; 0 when it is met. */
  minimumShortCents: number;
}

/** Fee, free-delivery shortfall and minimum shortfall of `subtotalCents` of goods, in cents. */
export function deliveryStanding(subtotalCents: number, terms: DeliveryTerms): DeliveryStanding {
  const feeCents = deliveryFeeCents(subtotalCents, terms);
  return {
    feeCents,
    freeDeliveryShortCents:
      feeCents > 0 && terms.freeFromCents !== null ? terms.freeFromCents - subtotalCents : null,
    minimumShortCents: Math.max(0, terms.minimumCents - subtotalCents),
  };
}

/** The words of delivery's rules, once for the API's refusals and the cart. */
export const DELIVERY_TEXTS = {
  /** An address no zone covers (the server's 409 and the cart's notice). */
  outsideZones: MESSAGES.deliveryOutsideZones,
  /** A cart below its zone's minimum order. */
  belowMinimum: (minimumCents: number, shortCents: number) =>
    `Minimum order ${formatCents(minimumCents)}: add ${formatCents(shortCents)} more`,
  /** A cart paying the fee that would go free with a little more. */
  freeDeliveryShort: (shortCents: number) =>
    `Add ${formatCents(shortCents)} more for free delivery`,
  /** The seller saved the zones. */
  saved: 'Delivery zones saved',
};

/** The refusals of a zone list, worded once for the API and the seller portal. */
export const DELIVERY_ZONE_MESSAGES = {
  zones: `Keep 1 to ${DELIVERY_ZONES_MAX} delivery zones`,
  name: `Each zone needs a name of 1 to ${DELIVERY_ZONE_NAME_MAX} characters`,
  duplicateName: (name: string) => `Two zones are called "${name}": give each its own name`,
  postcodes: `Each zone needs 1 to ${DELIVERY_ZONE_POSTCODES_MAX} postcodes, or at least one area`,
  areas: `Each zone may name up to ${DELIVERY_ZONE_AREAS_MAX} areas of 1 to ${DELIVERY_AREA_NAME_MAX} characters each`,
  duplicateArea: (area: string) => `The area ${area} is listed twice: keep it in one zone only`,
  postcode: (code: string) =>
    `"${code}" is not a postcode pattern: use 3 to 10 digits (00100), a prefix ending in * (001*) or * for every postcode`,
  duplicatePostcode: (code: string) =>
    `The postcode pattern ${code} is listed twice: keep it in one zone only`,
  amount: (what: string) =>
    `The ${what} must be an amount in rupees from 0 to ${DELIVERY_AMOUNT_MAX} with at most 2 decimals`,
  express: 'expressOffered must be true or false',
  /** A zone removed while open orders are booked into its windows (409 `DELIVERY.ZONE_IN_USE`). */
  inUse: (name: string, openOrders: number) =>
    `"${name}" cannot be removed yet: ${openOrders} open ${openOrders === 1 ? 'order is' : 'orders are'} booked in its delivery windows. Deliver or cancel ${openOrders === 1 ? 'it' : 'them'} first, or keep the zone`,
} as const;

/** A rupee amount a zone may hold: 0 … {@link DELIVERY_AMOUNT_MAX}, at most two decimals. */
export function isValidDeliveryAmount(value: unknown): value is number {
  return isRupeeAmount(value, 0, DELIVERY_AMOUNT_MAX);
}

/** A refusal of a zone list: the message and the dotted path of the field at fault. */
export interface DeliveryZonesProblem {
  field: string;
  message: string;
}

/**
 * Why a zone list would be refused (the `PUT /api/seller/delivery/zones` rules, checked by the
 * API and the seller portal alike), or undefined when it would be kept: 1 to
 * {@link DELIVERY_ZONES_MAX} zones, each named (names unique) with up to
 * {@link DELIVERY_ZONE_POSTCODES_MAX} valid patterns and up to {@link DELIVERY_ZONE_AREAS_MAX}
 * areas (at least one of either), no pattern or area in two places, and amounts from 0.
 */
export function deliveryZonesProblem(
  zones: readonly DeliveryZone[],
): DeliveryZonesProblem | undefined {
  if (zones.length < 1 || zones.length > DELIVERY_ZONES_MAX) {
    return { field: 'zones', message: DELIVERY_ZONE_MESSAGES.zones };
  }
  const names = new Set<string>();
  const patterns = new Set<string>();
  const areaNames = new Set<string>();
  for (const [index, zone] of zones.entries()) {
    const at = (field: string) => `zones.${index}.${field}`;
    const name = typeof zone.name === 'string' ? zone.name.trim() : '';
    if (name.length < 1 || name.length > DELIVERY_ZONE_NAME_MAX) {
      return { field: at('name'), message: DELIVERY_ZONE_MESSAGES.name };
    }
    if (names.has(name.toLowerCase())) {
      return { field: at('name'), message: DELIVERY_ZONE_MESSAGES.duplicateName(name) };
    }
    names.add(name.toLowerCase());
    const areas = zone.areas ?? [];
    if (!Array.isArray(areas) || areas.length > DELIVERY_ZONE_AREAS_MAX) {
      return { field: at('areas'), message: DELIVERY_ZONE_MESSAGES.areas };
    }
    for (const raw of areas) {
      const area = typeof raw === 'string' ? normaliseArea(raw) : '';
      if (area.length < 1 || area.length > DELIVERY_AREA_NAME_MAX) {
        return { field: at('areas'), message: DELIVERY_ZONE_MESSAGES.areas };
      }
      if (areaNames.has(area)) {
        return {
          field: at('areas'),
          message: DELIVERY_ZONE_MESSAGES.duplicateArea(String(raw).trim()),
        };
      }
      areaNames.add(area);
    }
    if (
      !Array.isArray(zone.postcodes) ||
      (zone.postcodes.length < 1 && areas.length < 1) ||
      zone.postcodes.length > DELIVERY_ZONE_POSTCODES_MAX
    ) {
      return { field: at('postcodes'), message: DELIVERY_ZONE_MESSAGES.postcodes };
    }
    for (const raw of zone.postcodes) {
      const code = typeof raw === 'string' ? raw.trim() : String(raw);
      if (!DELIVERY_POSTCODE_PATTERN.test(code)) {
        return { field: at('postcodes'), message: DELIVERY_ZONE_MESSAGES.postcode(code) };
      }
      if (patterns.has(code)) {
        return { field: at('postcodes'), message: DELIVERY_ZONE_MESSAGES.duplicatePostcode(code) };
      }
      patterns.add(code);
    }
    if (!isValidDeliveryAmount(zone.fee)) {
      return { field: at('fee'), message: DELIVERY_ZONE_MESSAGES.amount('delivery fee') };
    }
    if (zone.freeDeliveryFrom !== null && !isValidDeliveryAmount(zone.freeDeliveryFrom)) {
      return {
        field: at('freeDeliveryFrom'),
        message: DELIVERY_ZONE_MESSAGES.amount('free-delivery threshold'),
      };
    }
    if (!isValidDeliveryAmount(zone.minimumOrder)) {
      return { field: at('minimumOrder'), message: DELIVERY_ZONE_MESSAGES.amount('minimum order') };
    }
    if (typeof zone.expressOffered !== 'boolean') {
      return { field: at('expressOffered'), message: DELIVERY_ZONE_MESSAGES.express };
    }
  }
  return undefined;
}

/**
 * `GET /api/delivery/quote?postcode=&area=`: the zone a postcode and/or an area falls in
 * ({@link matchDeliveryZone}), for the cart to show the fee, the free-delivery and
 * minimum-order shortfalls (with {@link deliveryStanding}) before the shopper orders; `zone`
 * null: the shop does not deliver there. `postcode` is '' when only an area was sent.
 */
export type DeliveryQuoteResponse = ApiSuccess<{
  postcode: string;
  /** The area sent, trimmed; null when none. */
  area?: string | null;
  zone: Omit<DeliveryZone, 'id' | 'postcodes'> | null;
}>;
