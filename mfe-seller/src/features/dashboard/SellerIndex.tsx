import { roleCan } from '@greencart/contracts';
import { Navigate } from '@greencart/shared-ui/router';
import { SELLER_PATHS } from '../../app/paths';
import { AddProductPage } from '../add-product/AddProductPage';
import { useStaffRole } from '../session/useStaffRole';

/**
 * `/seller` (index): the spec's Add Product page, as the original flows expect. A role that may
 * not add products (a packer) lands on Orders instead. While is-auth has not named the role
 * yet the page is shown, as before roles existed (the API refuses what the role may not do).
 */
export function SellerIndex() {
  const role = useStaffRole();
  if (role !== null && !roleCan(role, 'catalogue.write')) {
    return <Navigate to={SELLER_PATHS.orders} replace />;
  }
  return <AddProductPage />;
}
