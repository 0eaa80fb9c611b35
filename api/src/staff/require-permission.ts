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
