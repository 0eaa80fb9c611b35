import { Outlet } from '@greencart/shared-ui/router';
import { AboutBuild } from './AboutBuild';
import { SellerHeader } from './SellerHeader';
import { SellerSidebar } from './SellerSidebar';
import { SellerEventsProvider } from '../new-orders/sellerEvents';
import { useNewOrderAlert } from '../new-orders/useNewOrderAlert';
import './layout.css';

/**
 * The seller dashboard frame: header, sidebar and the current page. No store navbar or footer.
 * It opens the seller's live order feed once, for the new-order alert and the order pages.
 */
export function DashboardLayout() {
  return (
    <SellerEventsProvider>
      <DashboardFrame />
    </SellerEventsProvider>
  );
}

function DashboardFrame() {
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
