import { NavLink } from '@greencart/shared-ui/router';
import type { ReactNode } from 'react';
import { AddIcon, ListIcon, OrdersIcon } from './icons';
import { SELLER_PATHS } from '../../app/paths';
import { NewOrdersBadge } from '../new-orders/NewOrdersBadge';

interface SidebarLink {
  to: string;
  label: string;
  icon: ReactNode;
  /** Active only on exactly this path (the index page would otherwise match every page). */
  end?: boolean;
}

const LINKS: readonly SidebarLink[] = [
  { to: SELLER_PATHS.addProduct, label: 'Add Product', icon: <AddIcon />, end: true },
  { to: SELLER_PATHS.productList, label: 'Product List', icon: <ListIcon /> },
  { to: SELLER_PATHS.lowStock, label: 'Low Stock', icon: <ListIcon /> },
  { to: SELLER_PATHS.orders, label: 'Orders', icon: <OrdersIcon /> },
];

/**
 * The dashboard's navigation. NavLink marks the current page with `aria-current="page"`;
 * on narrow screens the CSS turns it into a row of tabs with icons and short labels. Orders
 * carries the count of orders placed since staff last opened it (`useNewOrderAlert`).
 */
export function SellerSidebar({ newOrders = 0 }: { newOrders?: number }) {
  return (
    <aside className="seller-sidebar">
      <nav aria-label="Seller dashboard" className="seller-sidebar__nav">
        <ul className="seller-sidebar__list">
          {LINKS.map((link) => (
            <li key={link.label}>
              <NavLink to={link.to} end={link.end} className="seller-sidebar__link">
                <span className="seller-sidebar__icon">{link.icon}</span>
                <span className="seller-sidebar__label">{link.label}</span>
                {link.to === SELLER_PATHS.orders && newOrders > 0 ? (
                  <NewOrdersBadge count={newOrders} />
                ) : null}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
