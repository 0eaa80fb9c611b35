import { Outlet } from '@greencart/shared-ui/router';
import { AboutBuild } from './AboutBuild';
import { SellerHeader } from './SellerHeader';
import { SellerSidebar } from './SellerSidebar';
import { useNewOrderAlert } from '../new-orders/useNewOrderAlert';
import './layout.css';

/**
 * The seller dashboard frame: header, sidebar and the current page. No store navbar or footer.
 * It keeps the seller's live order feed open (through the new-order alert), one connection
 * for the alert and the order pages (features/new-orders/orderFeedApi.ts).
 */
export function DashboardLayout() {
  const newOrders = useNewOrderAlert();
  return (
    <div className="seller-dashboard">
      <SellerHeader />
      <div className="seller-dashboard__body">
        <SellerSidebar newOrders={newOrders} />
        <main className="seller-dashboard__main" id="seller-main">
          <Outlet />
        </main>
      </div>
      <AboutBuild />
    </div>
  );
}
