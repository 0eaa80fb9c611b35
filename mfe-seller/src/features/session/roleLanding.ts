import { roleCan, type StaffRole } from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';

/** A page of the portal, by its path and the name its links use (a catalogue key). */
export interface SellerPage {
  path: string;
  name: string;
}

/**
 * Where a role lands (docs/STAFF.md): `/seller`, the spec's Add Product page, for those who
 * may add products (owner, manager); the pick queue for those who pack (packers); Orders for
 * any other.
 */
export function landingPageOf(role: StaffRole): SellerPage {
  if (roleCan(role, 'catalogue.write'))
    return { path: SELLER_PATHS.addProduct, name: 'layout.nav.addProduct' };
  if (roleCan(role, 'orders.pack'))
    return { path: SELLER_PATHS.queue, name: 'layout.nav.pickQueue' };
  return { path: SELLER_PATHS.orders, name: 'layout.nav.orders' };
}

/**
 * Where a login takes a role (docs/TODAY.md): Today for those who run the shop (it needs
 * `dashboard.read`: owner, manager); otherwise the role's landing page. `/seller` itself stays
 * the spec's Add Product page for anyone who opens it.
 */
export function pageAfterLoginOf(role: StaffRole): SellerPage {
  if (roleCan(role, 'dashboard.read'))
    return { path: SELLER_PATHS.today, name: 'layout.nav.today' };
  return landingPageOf(role);
}

/** The router state the login form leaves on `/seller`: the index then sends the role on. */
export interface AfterLoginState {
  afterLogin: true;
}

/** True for the state {@link AfterLoginState}. */
export function isAfterLogin(state: unknown): state is AfterLoginState {
  return typeof state === 'object' && state !== null && 'afterLogin' in state;
}
