import { roleCan, type StaffRole } from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';

/** A page of the portal, by its path and the name its links use. */
export interface SellerPage {
  path: string;
  name: string;
}

/**
 * Where a role lands (docs/STAFF.md): `/seller`, the spec's Add Product page, for those who
 * may add products (owner, manager); Orders for the others (packers).
 */
export function landingPageOf(role: StaffRole): SellerPage {
  return roleCan(role, 'catalogue.write')
    ? { path: SELLER_PATHS.addProduct, name: 'Add Product' }
    : { path: SELLER_PATHS.orders, name: 'Orders' };
}
