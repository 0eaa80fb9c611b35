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
import { useSellerT } from '../../i18n/catalogue';

/** One card of figures: a period's orders and revenue. */
function PeriodCard({ title, period }: { title: string; period: DashboardPeriod }) {
  const t = useSellerT();
  return (
    <section className="seller-overview__card" aria-label={title}>
      <h2 className="seller-overview__card-title">{title}</h2>
      <dl className="seller-overview__figures">
        <div>
          <dt>{t('dashboard.revenue')}</dt>
          <dd className="seller-overview__big">{formatCents(period.revenueCents)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.orders')}</dt>
          <dd>{period.orders}</dd>
        </div>
        <div>
          <dt>{t('dashboard.averageOrder')}</dt>
          <dd>{formatCents(period.averageOrderCents)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.cancelled')}</dt>
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
  const t = useSellerT();
  return (
    <section className="seller-overview__card" aria-label={title}>
      <h2 className="seller-overview__card-title">{title}</h2>
      {products.length === 0 ? (
        <p className="seller-overview__muted">
          {t('dashboard.nothingSoldInTheLast', { DASHBOARD_DAYS })}
        </p>
      ) : (
        <div className="seller-overview__frame">
          <table className="seller-overview__table">
            <caption className="gc-visually-hidden">{title}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.product')}</th>
                <th scope="col">{t('dashboard.sold')}</th>
                <th scope="col">{t('dashboard.revenue')}</th>
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
  const t = useSellerT();
  const { periods, openOrders, refunds, lowStock } = dashboard;
  return (
    <>
      <p className="seller-overview__muted">
        {t('dashboard.todayIsTodayTimezoneRevenue', {
          today: dayLabel(dashboard.today),
          timeZone: dashboard.timeZone,
        })}
      </p>
      <div className="seller-overview__grid">
        <PeriodCard title={t('dashboard.today')} period={periods.today} />
        <PeriodCard title={t('dashboard.last7Days')} period={periods.last7Days} />
        <PeriodCard
          title={t('dashboard.lastDashboardDaysDays', { DASHBOARD_DAYS })}
          period={periods.last30Days}
        />
        <section className="seller-overview__card" aria-label={t('dashboard.openOrders')}>
          <h2 className="seller-overview__card-title">{t('dashboard.openOrders')}</h2>
          <dl className="seller-overview__figures">
            {openOrders.map((open) => (
              <div key={open.status}>
                <dt>{open.status}</dt>
                <dd>{open.orders}</dd>
              </div>
            ))}
          </dl>
          <Link to={SELLER_PATHS.orders} className="seller-link">
            {t('dashboard.goToOrders')}
          </Link>
        </section>
        <section className="seller-overview__card" aria-label={t('dashboard.refunds')}>
          <h2 className="seller-overview__card-title">
            {t('dashboard.refundsLastDashboardDaysDays', { DASHBOARD_DAYS })}
          </h2>
          <dl className="seller-overview__figures">
            <div>
              <dt>{t('dashboard.refunded')}</dt>
              <dd className="seller-overview__big">{formatCents(refunds.amountCents)}</dd>
            </div>
            <div>
              <dt>{t('dashboard.refunds')}</dt>
              <dd>{refunds.count}</dd>
            </div>
            <div>
              <dt>{t('dashboard.failedToRetry')}</dt>
              <dd>{refunds.failedOrders}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section className="seller-overview__card" aria-labelledby="seller-overview-chart">
        <h2 id="seller-overview-chart" className="seller-overview__card-title">
          {t('dashboard.dailyRevenue')}
        </h2>
        <RevenueChart days={dashboard.daily} />
      </section>

      <div className="seller-overview__grid seller-overview__grid--wide">
        <TopProducts title={t('dashboard.topProductsByUnits')} products={dashboard.topByUnits} />
        <TopProducts
          title={t('dashboard.topProductsByRevenue')}
          products={dashboard.topByRevenue}
        />
        <section className="seller-overview__card" aria-label={t('dashboard.lowStock')}>
          <h2 className="seller-overview__card-title">
            {t('dashboard.lowStockCount', { count: lowStock.count })}
          </h2>
          {lowStock.products.length === 0 ? (
            <p className="seller-overview__muted">{t('dashboard.nothingIsLowOnStock')}</p>
          ) : (
            <div className="seller-overview__frame">
              <table className="seller-overview__table">
                <caption className="gc-visually-hidden">
                  {t('dashboard.productsLowOnStock')}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.product')}</th>
                    <th scope="col">{t('dashboard.left')}</th>
                    <th scope="col">{t('dashboard.lowAt')}</th>
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
              {t('dashboard.allCountLowOnStock', { count: lowStock.count })}
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
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = useSellerDashboardQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('dashboard.loadingTheDashboard')} />;
  else if (isError || !data) {
    content = <LoadFailed what={t('dashboard.theDashboard')} onRetry={() => void refetch()} />;
  } else content = <Figures dashboard={data} />;
  return (
    <section aria-labelledby="seller-overview-title" className="seller-overview">
      <h1 id="seller-overview-title" className="seller-page-title">
        {t('dashboard.dashboard')}
      </h1>
      {content}
    </section>
  );
}
