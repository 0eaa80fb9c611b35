import { roleCan, type StaffPermission } from '@greencart/contracts';
import { Link, useLocation } from '@greencart/shared-ui/router';
import type { ReactNode } from 'react';
import {
  AccountIcon,
  AddIcon,
  AuditIcon,
  DashboardIcon,
  DeliveryIcon,
  SettingsIcon,
  ListIcon,
  OrdersIcon,
  SynonymsIcon,
  TodayIcon,
} from './icons';
import { SELLER_PATHS } from '../../app/paths';
import { NewOrdersBadge } from '../new-orders/NewOrdersBadge';
import { useStaffRole } from '../session/useStaffRole';
import { useSellerT } from '../../i18n/catalogue';

interface SidebarLink {
  to: string;
  /** Catalogue key of its name (`layout.nav.…`). */
  label: string;
  /** Key of the tab's word on a phone, where ten tabs share 360 px (the full label stays the name). */
  short: string;
  icon: ReactNode;
  /**
   * What the page needs (the contracts' role table); hidden from a role without it. Null for
   * every staff member's own page (My account).
   */
  permission: StaffPermission | null;
  /** Active only on exactly this path (the index page would otherwise match every page). */
  end?: boolean;
  /**
   * Its pages that live under another link's path (route patterns, `:id` one segment): the
   * pick screen's path is under Orders, but it is the pick queue's page; a product's page is the
   * product list's.
   */
  owns?: readonly string[];
}

const LINKS: readonly SidebarLink[] = [
  {
    to: SELLER_PATHS.today,
    label: 'layout.nav.today',
    short: 'layout.nav.todayShort',
    icon: <TodayIcon />,
    permission: 'dashboard.read',
  },
  {
    to: SELLER_PATHS.dashboard,
    label: 'layout.nav.dashboard',
    short: 'layout.nav.dashboardShort',
    icon: <DashboardIcon />,
    permission: 'dashboard.read',
  },
  {
    to: SELLER_PATHS.addProduct,
    label: 'layout.nav.addProduct',
    short: 'layout.nav.addProductShort',
    icon: <AddIcon />,
    permission: 'catalogue.write',
    end: true,
  },
  {
    to: SELLER_PATHS.productList,
    label: 'layout.nav.productList',
    short: 'layout.nav.productListShort',
    icon: <ListIcon />,
    permission: 'catalogue.read',
    // A product's own page (stock, ledger, images) is opened from the list.
    owns: [`${SELLER_PATHS.product}/:id`],
  },
  {
    to: SELLER_PATHS.lowStock,
    label: 'layout.nav.lowStock',
    short: 'layout.nav.lowStockShort',
    icon: <ListIcon />,
    permission: 'catalogue.read',
  },
  {
    to: SELLER_PATHS.orders,
    label: 'layout.nav.orders',
    short: 'layout.nav.ordersShort',
    icon: <OrdersIcon />,
    permission: 'orders.read',
  },
  {
    to: SELLER_PATHS.queue,
    label: 'layout.nav.pickQueue',
    short: 'layout.nav.pickQueueShort',
    icon: <OrdersIcon />,
    permission: 'orders.pack',
    owns: [`${SELLER_PATHS.orders}/:id/pick`],
  },
  {
    to: SELLER_PATHS.windows,
    label: 'layout.nav.deliveryWindows',
    short: 'layout.nav.deliveryWindowsShort',
    icon: <DeliveryIcon />,
    permission: 'orders.read',
  },
  {
    to: SELLER_PATHS.searchSynonyms,
    label: 'layout.nav.searchSynonyms',
    short: 'layout.nav.searchSynonymsShort',
    icon: <SynonymsIcon />,
    permission: 'synonyms.write',
  },
  {
    to: SELLER_PATHS.delivery,
    label: 'layout.nav.delivery',
    short: 'layout.nav.deliveryShort',
    icon: <DeliveryIcon />,
    permission: 'settings.write',
  },
  {
    to: SELLER_PATHS.shopSettings,
    label: 'layout.nav.shopSettings',
    short: 'layout.nav.shopSettingsShort',
    icon: <SettingsIcon />,
    permission: 'settings.write',
  },
  {
    to: SELLER_PATHS.promotions,
    label: 'layout.nav.promotions',
    short: 'layout.nav.promotionsShort',
    icon: <ListIcon />,
    permission: 'promotions.write',
  },
  {
    to: SELLER_PATHS.reviews,
    label: 'layout.nav.reviews',
    short: 'layout.nav.reviewsShort',
    icon: <ListIcon />,
    permission: 'reviews.moderate',
  },
  {
    to: SELLER_PATHS.staff,
    label: 'layout.nav.staff',
    short: 'layout.nav.staffShort',
    icon: <ListIcon />,
    permission: 'staff.manage',
  },
  {
    to: SELLER_PATHS.audit,
    label: 'layout.nav.auditLog',
    short: 'layout.nav.auditLogShort',
    icon: <AuditIcon />,
    permission: 'audit.read',
  },
  {
    to: SELLER_PATHS.account,
    label: 'layout.nav.myAccount',
    short: 'layout.nav.myAccountShort',
    icon: <AccountIcon />,
    permission: null,
  },
];

/** Whether `pathname` is a page of the route pattern (`:name` stands for one segment). */
function matchesPattern(pattern: string, pathname: string): boolean {
  const segments = pattern.split('/');
  const path = pathname.split('/');
  return (
    segments.length === path.length &&
    segments.every((segment, k) => segment.startsWith(':') || segment === path[k])
  );
}

/**
 * The link of the page shown: the one that owns it (`owns`), else the one whose path it is
 * or is under (as a NavLink would match it), the first when several do.
 */
function currentLink(links: readonly SidebarLink[], pathname: string): SidebarLink | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return (
    links.find((link) => link.owns?.some((pattern) => matchesPattern(pattern, path))) ??
    links.find((link) => path === link.to || (!link.end && path.startsWith(`${link.to}/`)))
  );
}

/**
 * The dashboard's navigation. The link of the page shown ({@link currentLink}) carries
 * `aria-current="page"`;
 * on narrow screens the CSS turns it into a row of tabs with icons and short words (the full
 * label stays the link's name for screen readers), scrolling sideways when they do not fit. Orders
 * carries the count of orders placed since staff last opened it (`useNewOrderAlert`). Only the
 * pages the staff member's role may use are listed (all of them until is-auth names the role).
 */
export function SellerSidebar({ newOrders = 0 }: { newOrders?: number }) {
  const t = useSellerT();
  const role = useStaffRole();
  const { pathname } = useLocation();
  const links =
    role === null
      ? LINKS
      : LINKS.filter((link) => link.permission === null || roleCan(role, link.permission));
  const current = currentLink(links, pathname);
  return (
    <aside className="seller-sidebar">
      <nav aria-label={t('layout.sellerDashboard')} className="seller-sidebar__nav">
        <ul className="seller-sidebar__list">
          {links.map((link) => (
            <li key={link.label}>
              <Link
                to={link.to}
                aria-current={link === current ? 'page' : undefined}
                className="seller-sidebar__link"
              >
                <span className="seller-sidebar__icon">{link.icon}</span>
                <span className="seller-sidebar__label">{t(link.label)}</span>
                <span className="seller-sidebar__short" aria-hidden="true">
                  {t(link.short)}
                </span>
                {link.to === SELLER_PATHS.orders && newOrders > 0 ? (
                  <NewOrdersBadge count={newOrders} />
                ) : null}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  );
}
