import type { AccountSession, ChangePasswordRequest } from './account.js';
import type { ApiSuccess } from './types.js';

/**
 * Staff of the shop (docs/STAFF.md): who may do what in the seller portal. One table below
 * says which permissions each role has; the API's guard and the seller portal both read it.
 */
export const STAFF_ROLES = ['owner', 'manager', 'packer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Everything a seller route may require. Each route declares exactly one (or "any staff"). */
export const STAFF_PERMISSIONS = [
  /** See the seller's view of the catalogue: the CSV export, stock ledgers, low stock, synonyms. */
  'catalogue.read',
  /** Add, edit, archive and restore products; images; the CSV import (prices included). */
  'catalogue.write',
  /** The in-stock switch, stock counts, adjustments and low-stock thresholds. */
  'stock.write',
  /** Only this: mark a product out of stock (the packer who finds the shelf empty). Audited. */
  'stock.out',
  /** The list and details of every order, and the live order feed. */
  'orders.read',
  /** Move an order to another status (confirm, pack, dispatch, deliver); not cancel. */
  'orders.move',
  /** Cancel an order (a move to Cancelled): a manager's decision, on top of `orders.move`. */
  'orders.cancel',
  /** Packing: short-pick, substitute or weigh a line; tick lines picked. */
  'orders.pack',
  /** Ask the payment provider again for a refund it refused. */
  'orders.refund',
  /** Replace the search synonyms. */
  'synonyms.write',
  /** See and manage staff accounts. */
  'staff.manage',
  /** The shop's delivery settings: zones, fees, minimum order (docs/DELIVERY.md). */
  'settings.write',
  /** The dashboard: orders, revenue, refunds, top products and low stock (docs/STAFF.md). */
  'dashboard.read',
  /** The whole audit log: who changed what, when (docs/STAFF.md). */
  'audit.read',
  /** Hide (or show again) an abusive product review; audited (docs/REVIEWS.md). */
  'reviews.moderate',
  /** Create, pause, resume and end promotions and generate their codes; audited (docs/PROMOTIONS.md). */
  'promotions.write',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/**
 * THE table: role → what it may do. Owner: everything; packer: orders (no cancelling), marking a
 * product out of stock, no catalogue or prices.
 */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: STAFF_PERMISSIONS,
  manager: [
    'catalogue.read',
    'catalogue.write',
    'stock.write',
    'stock.out',
    'orders.read',
    'orders.move',
    'orders.cancel',
    'orders.pack',
    'orders.refund',
    'synonyms.write',
    'settings.write',
    'dashboard.read',
    'reviews.moderate',
    'promotions.write',
  ],
  packer: ['stock.out', 'orders.read', 'orders.move', 'orders.pack'],
};

/** Whether `role` may do what `permission` names. */
export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** `GET /api/seller/is-auth`: the original `{ success: true }` plus who is logged in. */
export type SellerAuthResponse = ApiSuccess<{ name: string; role: StaffRole }>;

/** A staff account as the API answers it; never the password hash. */
export interface StaffAccount {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  active: boolean;
  /** Invited, and the invitation not accepted yet (the account cannot log in). */
  pending: boolean;
  createdAt: string;
}

/** `GET /api/seller/staff` (owner only). */
export type StaffListResponse = ApiSuccess<{ staff: StaffAccount[] }>;

/** An invitation link works once, for this many hours. */
export const STAFF_INVITE_HOURS = 48;

/** The seller portal's page the invitation link opens; the token travels in the fragment. */
export const ACCEPT_INVITE_PATH = '/seller/accept-invite';

/** `POST /api/seller/staff/invite` (owner): a pending account and an emailed one-time link. */
export interface InviteStaffRequest {
  email: string;
  name: string;
  role: StaffRole;
}

/** `PATCH /api/seller/staff/:id/role` (owner). */
export interface ChangeStaffRoleRequest {
  role: StaffRole;
}

/** Answers of the owner's changes to one account: the account as it is now. */
export type StaffAccountResponse = ApiSuccess<{ account: StaffAccount; message: string }>;

/** `POST /api/seller/staff/invite/accept` (no session): the token from the link and a password. */
export interface AcceptStaffInviteRequest {
  token: string;
  password: string;
}

/** `POST /api/seller/me/password`: the staff member's own password (the shopper's rules). */
export type ChangeStaffPasswordRequest = ChangePasswordRequest;

/** `GET /api/seller/me/sessions`: the staff member's own open sessions. */
export type StaffSessionListResponse = ApiSuccess<{ sessions: AccountSession[] }>;

export const STAFF_TEXTS = {
  invited: `Invitation sent. The link works once, for ${STAFF_INVITE_HOURS} hours.`,
  inviteAccepted: 'Your account is ready. Please log in with your email and new password.',
  roleChanged: 'Role changed. Their open sessions have ended.',
  deactivated: 'Account deactivated. Their open sessions have ended.',
  reactivated: 'Account reactivated.',
  passwordChanged: 'Password changed. Your other sessions have ended.',
  sessionEnded: 'Session ended.',
  lastOwner: 'The shop must keep at least one active owner: make someone else an owner first.',
  pending: 'This person has not accepted the invitation yet: invite them again instead.',
  emailTaken: 'A staff account with this email already exists.',
} as const;
