import { Link } from '@greencart/shared-ui/router';
import { Spinner, formatCents } from '@greencart/shared-ui';
import {
  DASHBOARD_DAYS,
  formatKg,
  type DashboardLowStockProduct,
  type DashboardPeriod,
  type DashboardProduct,
  type SellerDashboard,
} from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { RevenueChart } from './RevenueChart';
import { dayLabel } from './dayLabel';
import { useSellerDashboardQuery } from './dashboardApi';
import '../../common/common.css';
import './dashboard.css';

/** One card of figures: a period's orders and revenue. */
function PeriodCard({ title, period }: { title: string; period: DashboardPeriod }) {
  return (
    <section className="seller-overview__card" aria-label={title}>
      <h2 className="seller-overview__card-title">{title}</h2>
      <dl className="seller-overview__figures">
        <div>
          <dt>Revenue</dt>
          <dd className="seller-overview__big">{formatCents(period.revenueCents)}</dd>
        </div>
        <div>
          <dt>Orders</dt>
          <dd>{period.orders}</dd>
        </div>
        <div>
          <dt>Average order</dt>
          <dd>{formatCents(period.averageOrderCents)}</dd>
        </div>
        <div>
          <dt>Cancelled</dt>
          <dd>{period.cancelled}</dd>
        </div>
      </dl>
    </section>
  );
}

function productLink(productId: string, name: string) {
  return (
    <Link to={`${SELLER_PATHS.product}/${encodeURIComponent(productId)}`} className="seller-link">
      {name}
    </Link>
  );
}

/** What a top product sold: its units, or the weight sold of one sold by weight ("2.5 kg"). */
function soldText(product: DashboardProduct): string {
  return product.grams === undefined ? String(product.units) : formatKg(product.grams);
}

/** A low-stock amount: kilograms for a product sold by weight (its amounts are grams). */
function lowStockAmount(product: DashboardLowStockProduct, amount: number): string {
  return product.soldBy === 'weight' ? formatKg(amount) : String(amount);
}

/** A "top products" table. */
function TopProducts({ title, products }: { title: string; products: DashboardProduct[] }) {
  return (
    <section className="seller-overview__card" aria-label={title}>
      <h2 className="seller-overview__card-title">{title}</h2>
      {products.length === 0 ? (
        <p className="seller-overview__muted">Nothing sold in the last {DASHBOARD_DAYS} days.</p>
      ) : (
        <div className="seller-overview__frame">
          <table className="seller-overview__table">
            <caption className="gc-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">Product</th>
                <th scope="col">Sold</th>
                <th scope="col">Revenue</th>
              </tr>
            </thead>
            <tbody>
              {products.map((product) => (
                <tr key={product.productId}>
                  <th scope="row">{productLink(product.productId, product.name)}</th>
                  <td>{soldText(product)}</td>
                  <td>{formatCents(product.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

function Figures({ dashboard }: { dashboard: SellerDashboard }) {
  const { periods, openOrders, refunds, lowStock } = dashboard;
  return (
    <>
      <p className="seller-overview__muted">
        Today is {dayLabel(dashboard.today)} ({dashboard.timeZone}). Revenue counts orders paid
        online or cash on delivery, not cancelled, after packing changes and refunds.
      </p>
      <div className="seller-overview__grid">
        <PeriodCard title="Today" period={periods.today} />
        <PeriodCard title="Last 7 days" period={periods.last7Days} />
        <PeriodCard title={`Last ${DASHBOARD_DAYS} days`} period={periods.last30Days} />
        <section className="seller-overview__card" aria-label="Open orders">
          <h2 className="seller-overview__card-title">Open orders</h2>
          <dl className="seller-overview__figures">
            {openOrders.map((open) => (
              <div key={open.status}>
                <dt>{open.status}</dt>
                <dd>{open.orders}</dd>
              </div>
            ))}
          </dl>
          <Link to={SELLER_PATHS.orders} className="seller-link">
            Go to orders
          </Link>
        </section>
        <section className="seller-overview__card" aria-label="Refunds">
          <h2 className="seller-overview__card-title">Refunds, last {DASHBOARD_DAYS} days</h2>
          <dl className="seller-overview__figures">
            <div>
              <dt>Refunded</dt>
              <dd className="seller-overview__big">{formatCents(refunds.amountCents)}</dd>
            </div>
            <div>
              <dt>Refunds</dt>
              <dd>{refunds.count}</dd>
            </div>
            <div>
              <dt>Failed, to retry</dt>
              <dd>{refunds.failedOrders}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section className="seller-overview__card" aria-labelledby="seller-overview-chart">
        <h2 id="seller-overview-chart" className="seller-overview__card-title">
          Daily revenue
        </h2>
        <RevenueChart days={dashboard.daily} />
      </section>

      <div className="seller-overview__grid seller-overview__grid--wide">
        <TopProducts title="Top products by units" products={dashboard.topByUnits} />
        <TopProducts title="Top products by revenue" products={dashboard.topByRevenue} />
        <section className="seller-overview__card" aria-label="Low stock">
          <h2 className="seller-overview__card-title">Low stock ({lowStock.count})</h2>
          {lowStock.products.length === 0 ? (
            <p className="seller-overview__muted">Nothing is low on stock.</p>
          ) : (
            <div className="seller-overview__frame">
              <table className="seller-overview__table">
                <caption className="gc-visually-hidden">Products low on stock</caption>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Left</th>
                    <th scope="col">Low at</th>
                  </tr>
                </thead>
                <tbody>
                  {lowStock.products.map((product) => (
                    <tr key={product.productId}>
                      <th scope="row">{productLink(product.productId, product.name)}</th>
                      <td>{lowStockAmount(product, product.available)}</td>
                      <td>{lowStockAmount(product, product.threshold)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {lowStock.count > lowStock.products.length ? (
            <Link to={SELLER_PATHS.lowStock} className="seller-link">
              All {lowStock.count} low on stock
            </Link>
          ) : null}
        </section>
      </div>
    </>
  );
}

/**
 * /seller/dashboard: how the shop is doing (owner and manager; docs/STAFF.md "Dashboard").
 * The Add Product page keeps `/seller` for the original flows; this is first in the sidebar.
 */
export function DashboardPage() {
  const { data, isLoading, isError, refetch } = useSellerDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content;
  if (isLoading) content = <Spinner size="lg" label="Loading the dashboard" />;
  else if (isError || !data) {
    content = <LoadFailed what="the dashboard" onRetry={() => void refetch()} />;
  } else content = <Figures dashboard={data} />;
  return (
    <section aria-labelledby="seller-overview-title" className="seller-overview">
      <h1 id="seller-overview-title" className="seller-page-title">
        Dashboard
      </h1>
      {content}
    </section>
  );
}
