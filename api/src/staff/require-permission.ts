import { SetMetadata, type CustomDecorator } from '@nestjs/common';
import type { StaffPermission } from '@greencart/contracts';

/** Where a seller route's declared permission is kept (read by `SellerGuard`). */
export const STAFF_PERMISSION_KEY = 'greencart:staff-permission';

/** Declared by routes every logged-in staff member may use (is-auth). */
export const ANY_STAFF = 'any-staff';

export type DeclaredPermission = StaffPermission | typeof ANY_STAFF;

/**
 * What a seller route requires; `SellerGuard` answers 403 to a role that lacks it
 * (the table is `ROLE_PERMISSIONS` in the contracts). A route behind `SellerGuard` without a
 * declaration is refused to everyone (and fails test/staff-permissions.e2e-spec.ts).
 */
export const RequirePermission = (permission: StaffPermission): CustomDecorator<string> =>
  SetMetadata(STAFF_PERMISSION_KEY, permission);

/** A seller route every active staff account may use, whatever its role. */
export const AnyStaff = (): CustomDecorator<string> => SetMetadata(STAFF_PERMISSION_KEY, ANY_STAFF);

/** Where a route's narrower ways in are kept (read by `SellerGuard`). */
export const STAFF_SCOPED_PERMISSION_KEY = 'greencart:staff-scoped-permission';

/**
 * A narrower use of a route that another permission allows: a request whose query has each
 * of `query`'s parameters with exactly that value, and each of `required` as one non-empty
 * value, passes with `permission` instead of the route's own. Plain data, so
 * test/staff-permissions.e2e-spec.ts can try every role on every narrower use too.
 */
export interface ScopedPermission {
  query: Readonly<Record<string, string>>;
  required: readonly string[];
  permission: StaffPermission;
}

/**
 * Lets a role without the route's permission use it in narrower ways, each with a permission
 * of its own (the audit log: one order's entries with `orders.read`). The handler reads the
 * validated query; whatever else it filters on only narrows the answer further.
 */
export const AlsoPermitScoped = (...scopes: ScopedPermission[]): CustomDecorator<string> =>
  SetMetadata(STAFF_SCOPED_PERMISSION_KEY, scopes);

/** The narrower use `query` makes of a route, if any (the raw query: before validation). */
export function scopeOf(
  scopes: readonly ScopedPermission[] | undefined,
  query: unknown,
): ScopedPermission | undefined {
  if (!scopes || typeof query !== 'object' || query === null) return undefined;
  const params = query as Record<string, unknown>;
  return scopes.find(
    (scope) =>
      Object.entries(scope.query).every(([name, value]) => params[name] === value) &&
      scope.required.every((name) => typeof params[name] === 'string' && params[name] !== ''),
  );
}

/** Where a route's stricter uses are kept (read by `SellerGuard`). */
export const STAFF_BODY_PERMISSION_KEY = 'greencart:staff-body-permission';

/**
 * A use of a route that needs a permission on top of the route's own: a request whose JSON
 * body has each of `body`'s fields with exactly that value (a move to Cancelled needs
 * `orders.cancel` besides `orders.move`). Plain data, so test/staff-permissions.e2e-spec.ts
 * tries every role on every stricter use too.
 */
export interface BodyPermission {
  body: Readonly<Record<string, string>>;
  permission: StaffPermission;
}

/** Declares the stricter uses of a route ({@link BodyPermission}). */
export const AlsoRequireForBody = (...uses: BodyPermission[]): CustomDecorator<string> =>
  SetMetadata(STAFF_BODY_PERMISSION_KEY, uses);

/** The stricter uses `body` makes of a route (the raw body: before validation). */
export function bodyUsesOf(
  uses: readonly BodyPermission[] | undefined,
  body: unknown,
): BodyPermission[] {
  if (!uses || typeof body !== 'object' || body === null) return [];
  const fields = body as Record<string, unknown>;
  return uses.filter((use) =>
    Object.entries(use.body).every(([name, value]) => fields[name] === value),
  );
}
