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
/** Largest fee, threshold or minimum, in rupees (a product's largest price). */
export const DELIVERY_AMOUNT_MAX = MAX_PRICE;

/** One delivery zone as the API answers and takes it. Money in rupees (at most 2 decimals). */
export interface DeliveryZone {
  /** Absent for a zone the seller is adding. */
  id?: string;
  name: string;
  /** Exact codes and prefixes ({@link DELIVERY_POSTCODE_PATTERN}). */
  postcodes: string[];
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

/**
 * The zone `postcode` falls in: the one with the most specific pattern covering it (an exact
 * code beats any prefix, a longer prefix a shorter one); null when no zone covers it (the shop
 * does not deliver there). Patterns are unique across zones ({@link deliveryZonesProblem}), so
 * there is never a tie; were there one, the first zone would win.
 */
export function matchZone<Z extends { postcodes: readonly string[] }>(
  postcode: string,
  zones: readonly Z[],
): Z | null {
  let best: Z | null = null;
  let bestSpecificity = -1;
  for (const zone of zones) {
    for (const pattern of zone.postcodes) {
      const specificity = postcodeSpecificity(pattern, postcode);
      if (specificity > bestSpecificity) {
        best = zone;
        bestSpecificity = specificity;
      }
    }
  }
  return best;
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
  postcodes: `Each zone needs 1 to ${DELIVERY_ZONE_POSTCODES_MAX} postcodes`,
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
 * {@link DELIVERY_ZONES_MAX} zones, each named (names unique) with 1 to
 * {@link DELIVERY_ZONE_POSTCODES_MAX} valid patterns, no pattern in two places, and amounts from 0.
 */
export function deliveryZonesProblem(
  zones: readonly DeliveryZone[],
): DeliveryZonesProblem | undefined {
  if (zones.length < 1 || zones.length > DELIVERY_ZONES_MAX) {
    return { field: 'zones', message: DELIVERY_ZONE_MESSAGES.zones };
  }
  const names = new Set<string>();
  const patterns = new Set<string>();
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
    if (
      !Array.isArray(zone.postcodes) ||
      zone.postcodes.length < 1 ||
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
 * `GET /api/delivery/quote?postcode=`: the zone a postcode falls in, for the cart to show the
 * fee, the free-delivery and minimum-order shortfalls (with {@link deliveryStanding}) before
 * the shopper orders; `zone` null: the shop does not deliver there.
 */
export type DeliveryQuoteResponse = ApiSuccess<{
  postcode: string;
  zone: Omit<DeliveryZone, 'id' | 'postcodes'> | null;
}>;
