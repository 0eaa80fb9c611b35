import { Link } from '@greencart/shared-ui/router';
import { Spinner, formatCents } from '@greencart/shared-ui';
import {
  TODAY_NEEDS,
  TODAY_NEED_LABELS,
  formatKg,
  todayNeedHint,
  type SellerToday,
  type TodayNeed,
} from '@greencart/contracts';
import { SELLER_PATHS } from '../../app/paths';
import { LoadFailed } from '../../common/LoadFailed';
import { dayLabel } from '../dashboard/dayLabel';
import { TODAY_REFRESH_MS, useSellerTodayQuery } from './todayApi';
import '../../common/common.css';
import '../dashboard/dashboard.css';
import './today.css';
import { useSellerT } from '../../i18n/catalogue';

/** The order list filtered to one of Today's counts. */
export function needPath(need: TodayNeed): string {
  return `${SELLER_PATHS.orders}?need=${need}`;
}

/** One count: a link to the list of exactly those orders (or products). */
function Tile({
  to,
  label,
  hint,
  count,
}: {
  to: string;
  label: string;
  hint: string;
  count: number;
}) {
  return (
    <li>
      <Link
        to={to}
        className={count > 0 ? 'seller-today__tile seller-today__tile--due' : 'seller-today__tile'}
      >
        <span className="seller-today__count">{count}</span>
        <span className="seller-today__label">{label}</span>
        <span className="seller-today__hint">{hint}</span>
      </Link>
    </li>
  );
}

function Counts({ today }: { today: SellerToday }) {
  const t = useSellerT();
  const waiting = TODAY_NEEDS.reduce((sum, need) => sum + today.needs[need], 0);
  return (
    <>
      <p className="seller-overview__muted">
        {waiting === 0 && today.lowStock === 0
          ? t('today.nothingIsWaitingForAnyone')
          : t('today.eachCountOpensTheList')}
      </p>
      <ul className="seller-today__tiles" aria-label={t('today.needsAPersonNow')}>
        {TODAY_NEEDS.map((need) => (
          <Tile
            key={need}
            to={needPath(need)}
            label={TODAY_NEED_LABELS[need]}
            hint={todayNeedHint(need, today.unconfirmedMinutes)}
            count={today.needs[need]}
          />
        ))}
        <Tile
          to={SELLER_PATHS.lowStock}
          label={t('today.lowStock')}
          hint={t('today.countedProductsAtOrBelow')}
          count={today.lowStock}
        />
      </ul>
      <section className="seller-overview__card" aria-labelledby="seller-today-sales">
        <h2 id="seller-today-sales" className="seller-overview__card-title">
          {t('today.salesTodayToday', { today: dayLabel(today.today) })}
        </h2>
        <dl className="seller-today__sales">
          <div>
            <dt>{t('today.revenue')}</dt>
            <dd className="seller-overview__big">{formatCents(today.sales.revenueCents)}</dd>
          </div>
          <div>
            <dt>{t('today.orders')}</dt>
            <dd>{today.sales.orders}</dd>
          </div>
          <div>
            <dt>{t('today.items')}</dt>
            <dd>{today.sales.units}</dd>
          </div>
          <div>
            <dt>{t('today.weighedGoods')}</dt>
            <dd>{formatKg(today.sales.grams)}</dd>
          </div>
        </dl>
        <p className="seller-overview__muted">
          {t('today.revenueAtPackedAmountsWeighed')}{' '}
          <Link to={SELLER_PATHS.dashboard} className="seller-link">
            {t('today.moreFiguresOnTheDashboard')}
          </Link>
        </p>
      </section>
    </>
  );
}

/**
 * Today (owner and manager, `dashboard.read`; docs/TODAY.md): what needs a person now, each a
 * count that opens the filtered order list, and today's sales. Asked again on every event of
 * the live order feed (the `Orders` tag) and every {@link TODAY_REFRESH_MS}, never reloaded.
 */
export function TodayPage() {
  const t = useSellerT();
  const { data, isLoading, isError, refetch } = useSellerTodayQuery(undefined, {
    pollingInterval: TODAY_REFRESH_MS,
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('today.loadingToday')} />;
  else if (!data || isError) {
    content = <LoadFailed what={t('today.todaySCounts')} onRetry={() => void refetch()} />;
  } else content = <Counts today={data} />;
  return (
    <section className="seller-overview seller-today" aria-labelledby="seller-today-title">
      <h1 id="seller-today-title" className="seller-page-title">
        {t('today.today')}
      </h1>
      {content}
    </section>
  );
}
