import { Outlet } from '@greencart/shared-ui/router';
import { SellerHeader } from './SellerHeader';
import { SellerSidebar } from './SellerSidebar';
import './layout.css';

/** The seller dashboard frame: header, sidebar and the current page. No store navbar or footer. */
export function DashboardLayout() {
  return (
    <div className="seller-dashboard">
      <SellerHeader />
      <div className="seller-dashboard__body">
        <SellerSidebar />
        <main className="seller-dashboard__main" id="seller-main">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
