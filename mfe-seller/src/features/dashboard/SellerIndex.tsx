import { roleCan } from '@greencart/contracts';
import { Navigate } from '@greencart/shared-ui/router';
import { AddProductPage } from '../add-product/AddProductPage';
import { landingPageOf } from '../session/roleLanding';
import { useStaffRole } from '../session/useStaffRole';

/**
 * `/seller` (index): the spec's Add Product page, as the original flows expect. A role that may
 * not add products (a packer) lands on its own first page instead (the pick queue). While is-auth has
 * not named the role yet the page is shown, as before roles existed (the API refuses what the
 * role may not do).
 */
export function SellerIndex() {
  const role = useStaffRole();
  if (role !== null && !roleCan(role, 'catalogue.write')) {
    return <Navigate to={landingPageOf(role).path} replace />;
  }
  return <AddProductPage />;
}
