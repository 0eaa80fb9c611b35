import { roleCan } from '@greencart/contracts';
import { Navigate, useLocation } from '@greencart/shared-ui/router';
import { AddProductPage } from '../add-product/AddProductPage';
import { isAfterLogin, landingPageOf, pageAfterLoginOf } from '../session/roleLanding';
import { useStaffRole } from '../session/useStaffRole';

/**
 * `/seller` (index): the spec's Add Product page, as the original flows expect. A role that may
 * not add products (a packer) lands on its own first page instead (the pick queue). Straight
 * after the login form, the role goes where it works (owners and managers: Today), and nothing
 * is shown until is-auth has named it. Otherwise, while is-auth has not named the role yet, the
 * page is shown, as before roles existed (the API refuses what the role may not do).
 */
export function SellerIndex() {
  const role = useStaffRole();
  const afterLogin = isAfterLogin(useLocation().state);
  if (afterLogin) {
    return role === null ? null : <Navigate to={pageAfterLoginOf(role).path} replace />;
  }
  if (role !== null && !roleCan(role, 'catalogue.write')) {
    return <Navigate to={landingPageOf(role).path} replace />;
  }
  return <AddProductPage />;
}
