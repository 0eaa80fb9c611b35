import type { StaffPermission } from './staff.js';
import type { ApiSuccess } from './types.js';

/**
 * The audit log (docs/STAFF.md): every change a staff member makes to the shop's data leaves
 * one row, written in the same transaction as the change (a rolled-back change leaves none).
 */

/** What kind of record a change touched. */
export const AUDIT_RECORD_TYPES = [
  'product',
  'order',
  'staff',
  'synonyms',
  'settings',
  'promotion',
] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** What was done. One name per kind of change; the portal's filter lists them. */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.edit',
  'product.archive',
  'product.restore',
  'product.import',
  'product.image',
  'stock.adjust',
  'stock.tracking',
  'stock.threshold',
  'stock.in-stock',
  'order.move',
  'order.short-pick',
  'order.substitute',
  'order.weigh',
  'order.substitution-ask',
  'order.substitution-outcome',
  'order.refund-retry',
  'order.slot',
  'staff.invite',
  'staff.role',
  'staff.deactivate',
  'staff.reactivate',
  'staff.password',
  'synonyms.replace',
  'settings.change',
  'review.hide',
  'review.show',
  'promotion.create',
  'promotion.status',
  'promotion.codes',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Plain JSON values of the changed fields, before and after (only the fields that changed). */
export type AuditValues = Record<string, unknown>;

/** One row of the audit log as the API answers it. */
export interface AuditEntry {
  id: string;
  /** ISO time of the change. */
  at: string;
  /** The staff account that made it (kept when the account is later deactivated). */
  staffId: string;
  staffName: string;
  staffEmail: string;
  action: AuditAction;
  recordType: AuditRecordType;
  /** The product's, order's or staff account's id; '' for shop-wide records (synonyms). */
  recordId: string;
  /** A short human label of the record at the time (product name, order number, email). */
  recordLabel: string;
  before: AuditValues | null;
  after: AuditValues | null;
  /** The request that made the change (the `x-request-id` answered to it), for the logs. */
  requestId: string | null;
}

/**
 * `GET /api/seller/audit?staff=&action=&recordType=&recordId=&from=&to=&cursor=&limit=`
 * Newest first. `from`/`to` are shop-local dates (YYYY-MM-DD, inclusive). Owners read the whole
 * log (`audit.read`); the product and order pages read their own record's entries with
 * `recordType` + `recordId`, which needs the permission to read that record instead.
 */
export interface AuditQuery {
  staff?: string;
  action?: AuditAction;
  recordType?: AuditRecordType;
  recordId?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit?: number;
}

/**
 * Who may read one record's entries without `audit.read`: `recordType` + `recordId` of a
 * product need `catalogue.read`, of an order `orders.read` (the pages that show them). Other
 * record types, and every other query, need `audit.read`.
 */
export const AUDIT_RECORD_PERMISSIONS: Readonly<Partial<Record<AuditRecordType, StaffPermission>>> =
  {
    product: 'catalogue.read',
    order: 'orders.read',
  };

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_MAX_PAGE_SIZE = 200;

export type AuditListResponse = ApiSuccess<{ entries: AuditEntry[]; nextCursor: string | null }>;

/** What the portal shows for each action (filters and rows). */
export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  'product.create': 'Product added',
  'product.edit': 'Product edited',
  'product.archive': 'Product archived',
  'product.restore': 'Product restored',
  'product.import': 'Catalogue import',
  'product.image': 'Product images changed',
  'stock.adjust': 'Stock adjusted',
  'stock.tracking': 'Stock tracking changed',
  'stock.threshold': 'Low-stock threshold changed',
  'stock.in-stock': 'In-stock switch changed',
  'order.move': 'Order status changed',
  'order.short-pick': 'Line packed short',
  'order.substitute': 'Line substituted',
  'order.weigh': 'Line weighed',
  'order.substitution-ask': 'Substitution question asked',
  'order.substitution-outcome': 'Substitution question decided',
  'order.refund-retry': 'Refund retried',
  'order.slot': 'Delivery window changed',
  'staff.invite': 'Staff invited',
  'staff.role': 'Staff role changed',
  'staff.deactivate': 'Staff deactivated',
  'staff.reactivate': 'Staff reactivated',
  'staff.password': 'Own password changed',
  'synonyms.replace': 'Search synonyms replaced',
  'settings.change': 'Settings changed',
  'review.hide': 'Review hidden',
  'review.show': 'Review shown again',
  'promotion.create': 'Promotion created',
  'promotion.status': 'Promotion paused, resumed or ended',
  'promotion.codes': 'Promotion codes generated',
};

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

export function isAuditRecordType(value: unknown): value is AuditRecordType {
  return typeof value === 'string' && (AUDIT_RECORD_TYPES as readonly string[]).includes(value);
}

/**
 * What the audit page calls the fields of settings changes (shop settings, delivery zones,
 * slots and windows), so a change reads "Tax rate: 2 % → 3 %" rather than the code's names.
 * A field not listed here is shown with its name spaced out ("offer price").
 */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  // Shop settings (shop-settings.ts ShopProfile).
  shopName: 'Shop name',
  logoUrl: 'Logo URL',
  phone: 'Phone',
  whatsapp: 'WhatsApp number',
  email: 'Email',
  address: 'Address',
  openingHours: 'Opening hours',
  heroTitle: 'Headline',
  heroLead: 'Headline text',
  deliveryPromise: 'Delivery promise',
  claims: 'Home page claims',
  tagline: 'Footer sentence',
  footerLinks: 'Footer links',
  taxPercent: 'Tax rate',
  pricesIncludeTax: 'Prices include tax',
  cashRounding: 'Cash rounding',
  unconfirmedAlertMinutes: 'Unconfirmed alert after',
  substitutionAnswerMinutes: 'Substitution answer time',
  // Delivery zones (delivery.ts DeliveryZone).
  zones: 'Delivery zones',
  postcodes: 'Postcodes',
  areas: 'Areas',
  fee: 'Delivery fee',
  freeDeliveryFrom: 'Free delivery from',
  minimumOrder: 'Minimum order',
  expressOffered: 'Express offered',
  // Delivery slots and windows (delivery-slots.ts).
  windows: 'Windows',
  leadTimeMinutes: 'Order ahead (minutes)',
  cutoffTime: 'Cut-off time',
  express: 'Express',
  capacity: 'Capacity',
  closed: 'Closed',
};

/** Settings fields that are amounts of money in rupees (shown as money). */
export const AUDIT_MONEY_FIELDS: readonly string[] = ['fee', 'freeDeliveryFrom', 'minimumOrder'];
