/**
 * The shopper's account (docs/ACCOUNT.md): address book, buy again, password reset, profile and
 * sessions, closing the account. Limits, messages and shapes shared by the API and the
 * storefront.
 */
import { formatGrams } from './sold-by-weight.js';
import { CHECKOUT_HOLD_MINUTES, CHECKOUT_RELEASE_GRACE_MINUTES } from './stock.js';
import type { Address, AddressFields, CartItems } from './types.js';

/* ---- address book ---- */

/** `PATCH /api/address/:id`: any of the address fields (`zip` as an alias of `zipcode`). */
export type UpdateAddressRequest = Partial<Omit<AddressFields, 'zipcode'>> & {
  zipcode?: string;
  zip?: string;
};

/** Answer of the address book's changes: the address as stored now. */
export interface AddressChangedResponse {
  success: true;
  message: string;
  address: Address;
}

export const ACCOUNT_MESSAGES = {
  addressAdded: 'Address added successfully',
  addressUpdated: 'Address updated',
  addressDeleted: 'Address deleted',
  addressDefault: 'Default address set',
  addressNotFound: 'Address not found',
} as const;

/* ---- buy again ---- */

/** A line of a past order that could not go back into the cart as it was. */
export interface BuyAgainSkipped {
  /** The product id (null when the product no longer exists). */
  product: string | null;
  /** The product's name as the order shows it. */
  name: string;
}

/**
 * A line added with fewer than the order had: only `added` more could be bought. For a weighed
 * product `asked` and `added` count its steps of `stepGrams` now.
 */
export interface BuyAgainCapped extends BuyAgainSkipped {
  asked: number;
  added: number;
  stepGrams?: number;
}

/**
 * A weighed line whose product is sold in another step since: it comes back as the number of
 * new steps nearest the grams ordered (`stepsForGrams`), which may differ from the weight.
 */
export interface BuyAgainResized extends BuyAgainSkipped {
  /** The grams the order asked for (before any short pick). */
  orderedGrams: number;
  /** The product's step now. */
  stepGrams: number;
  /** The steps asked for now. */
  steps: number;
}

/**
 * `POST /api/order/user/:id/buy-again`: every line of the order that can still be bought is
 * added to the saved cart, capped by what is available; the answer is the cart as saved and
 * what was left out, changed or capped. `message` lists them in words. A substituted line
 * brings back the product the shopper ordered, not the substitute.
 */
export interface BuyAgainResponse {
  success: true;
  message: string;
  cartItems: CartItems;
  /** The ids in `cartItems` of products sold by weight (as `User.cartWeighed`). */
  cartWeighed: string[];
  /** Product id → quantity added now. */
  added: CartItems;
  /** Out of stock (or sold out) now. */
  unavailable: BuyAgainSkipped[];
  /** Retired by the shop (archived) or deleted. */
  archived: BuyAgainSkipped[];
  /** Sold by the unit then and by weight now, or the other way: units are not grams. */
  soldDifferently: BuyAgainSkipped[];
  /** Weighed lines asked for in the product's new step. */
  resized: BuyAgainResized[];
  /** Added with fewer than ordered: only so many are available, or the cart's limit. */
  capped: BuyAgainCapped[];
}

/** "Loose Tomatoes (1 kg as 2 × 500 g)", or with the weight ordered when it differs. */
function resizedText(line: BuyAgainResized): string {
  const grams = line.steps * line.stepGrams;
  const as = `${formatGrams(grams)} as ${line.steps} × ${formatGrams(line.stepGrams)}`;
  return grams === line.orderedGrams
    ? `${line.name} (${as})`
    : `${line.name} (${as}, the nearest to the ${formatGrams(line.orderedGrams)} ordered)`;
}

/** "Rice (2 of 3)", or for a weighed product "Seer Fish (1 kg of 1.5 kg)". */
function cappedText(line: BuyAgainCapped): string {
  const amount = (n: number) => (line.stepGrams ? formatGrams(n * line.stepGrams) : String(n));
  return `${line.name} (${amount(line.added)} of ${amount(line.asked)})`;
}

/** The words of a buy-again answer, built once for the API's message. */
export function buyAgainMessage(
  answer: Omit<BuyAgainResponse, 'success' | 'message' | 'cartItems' | 'cartWeighed'>,
): string {
  const addedCount = Object.keys(answer.added).length;
  const names = (lines: BuyAgainSkipped[]) => lines.map((l) => l.name).join(', ');
  const parts = [
    addedCount === 0
      ? 'Nothing from this order could be added to your cart'
      : `Added ${addedCount} ${addedCount === 1 ? 'product' : 'products'} to your cart`,
  ];
  if (answer.unavailable.length) parts.push(`Unavailable: ${names(answer.unavailable)}`);
  if (answer.archived.length) parts.push(`No longer sold: ${names(answer.archived)}`);
  if (answer.soldDifferently.length)
    parts.push(`Now sold differently, choose an amount: ${names(answer.soldDifferently)}`);
  if (answer.resized.length)
    parts.push(`Sold in new steps: ${answer.resized.map(resizedText).join(', ')}`);
  if (answer.capped.length)
    parts.push(`Fewer than before: ${answer.capped.map(cappedText).join(', ')}`);
  return `${parts.join('. ')}.`;
}

/* ---- password reset, email change, sessions, leaving ---- */

/** A reset link lasts this long, and works once. */
export const RESET_TOKEN_MINUTES = 30;
/** An email-change confirmation link lasts this long, and works once. */
export const EMAIL_CHANGE_TOKEN_MINUTES = 60;
/** Reset requests: at most this many per email and per client IP in one window. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_IP = 30;
export const RESET_WINDOW_MINUTES = 15;
/**
 * "Forgot password" answers no sooner than this, whether or not the email has an account,
 * so the time taken does not tell the two apart.
 */
export const RESET_ANSWER_MIN_MS = 300;

/** The storefront's reset page; the token travels in the fragment (never sent to a server). */
export const RESET_PASSWORD_PATH = '/reset-password';
/** The storefront's page confirming an email change; the token is in the fragment too. */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

export const ACCOUNT_TEXTS = {
  /** The one answer to "forgot password", account or not. */
  resetRequested:
    'If an account exists for that email, we have sent it a link to reset the password. The link works once, for 30 minutes.',
  resetDone: 'Your password has been changed. Please log in with the new one.',
  tokenInvalid: 'This link is invalid, has expired or was already used. Please ask for a new one.',
  tooManyRequests: 'Too many requests, please try again later',
  wrongPassword: 'Your current password is not correct',
  profileSaved: 'Profile saved',
  emailChangeSent:
    'We have sent a confirmation link to the new address. Your email changes once you open it.',
  emailChanged: 'Your email address has been changed',
  passwordChanged: 'Password changed. Your other sessions have been logged out.',
  /** Two changes at once with the same current password: this one lost (409). */
  passwordChangedMeanwhile:
    'Your password was changed by another request a moment ago, so this change was not made. Log in with the password that was saved.',
  sessionEnded: 'Session ended',
  sessionsEnded: 'Logged out everywhere',
  accountClosed: 'Your account has been deleted. Thank you for shopping with GreenCart.',
} as const;

/** `POST /api/user/password/forgot`. */
export interface ForgotPasswordRequest {
  email: string;
}

/** `POST /api/user/password/reset`: the token from the link and the new password. */
export interface ResetPasswordRequest {
  token: string;
  password: string;
}

/** `PATCH /api/user/profile`: a new name, and/or a new email (confirmed by a link sent to it). */
export interface UpdateProfileRequest {
  name?: string;
  email?: string;
}

/** `POST /api/user/email/confirm`. */
export interface ConfirmEmailRequest {
  token: string;
}

/** `POST /api/user/password/change`. */
export interface ChangePasswordRequest {
  currentPassword: string;
  newPassword: string;
}

/** One open session of the shopper (`GET /api/user/sessions`). */
export interface AccountSession {
  id: string;
  createdAt: string;
  expiresAt: string;
  /** The session this request came with. */
  current: boolean;
}

export interface SessionListResponse {
  success: true;
  sessions: AccountSession[];
}

/**
 * Why the account cannot be closed yet (409 `ACCOUNT.OPEN_ORDERS`): its open orders by number,
 * and the card payments it started that could still be paid (they end by themselves).
 */
export function openOrdersMessage(open: readonly string[], unpaid: readonly string[]): string {
  const parts: string[] = [];
  if (open.length > 0) {
    const one = open.length === 1;
    parts.push(
      `You have ${one ? 'an open order' : 'open orders'} ${open.join(', ')}: cancel ${one ? 'it' : 'them'} or wait until ${one ? 'it is' : 'they are'} delivered, then delete your account.`,
    );
  }
  if (unpaid.length > 0) {
    const minutes = CHECKOUT_HOLD_MINUTES + CHECKOUT_RELEASE_GRACE_MINUTES;
    parts.push(
      `The card payment you started for ${unpaid.join(', ')} is still open: if you do not pay, it ends by itself within ${minutes} minutes of starting, and you can then delete your account.`,
    );
  }
  return parts.join(' ');
}

/** `POST /api/user/delete`: closing the account asks for the password. */
export interface DeleteAccountRequest {
  password: string;
}
