import 'fastify';
import type { StaffRole } from '@greencart/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by {@link UserGuard}: the id of the logged-in shopper, from the `token` cookie. */
    userId?: string;
    /** Set by {@link SellerGuard}: the staff member's email (who made a change). */
    sellerEmail?: string;
    /** Set by {@link SellerGuard}: the staff account behind the `sellerToken` cookie. */
    staffId?: string;
    staffName?: string;
    staffRole?: StaffRole;
    /** Set by the guards: the id of the session the request came with. */
    sessionId?: string;
  }
}

/** Who a session belongs to: a shopper or a staff member (docs/STAFF.md). */
export type SessionRole = 'user' | 'seller';

/** Cookie names (docs/SECURITY.md). */
export const USER_COOKIE = 'token';
export const SELLER_COOKIE = 'sellerToken';

/** JWT audiences: a shopper's token never verifies as a seller's and vice versa. */
export const USER_AUDIENCE = 'greencart:user';
export const SELLER_AUDIENCE = 'greencart:seller';

/** Sessions last a week. */
export const SESSION_SECONDS = 7 * 24 * 60 * 60;
