import { roleCan } from '@greencart/contracts';
import { EmptyState, Spinner, dayText, todayAndTomorrow } from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useStaffRole } from '../session/useStaffRole';
import { useSlotDayQuery } from '../delivery/slotsApi';
import { WindowCard } from './WindowCard';
import '../../common/common.css';
import './windows.css';
import { useSellerT } from '../../i18n/catalogue';

/** One day's windows under a heading ("Today, 26 Nov 2026"). */
function DayWindows({
  title,
  date,
  mayChange,
}: {
  title: string;
  date: string;
  mayChange: boolean;
}) {
  const t = useSellerT();
  // Read again on each live order event (the feed invalidates `Orders`) and on focus.
  const { data, isLoading, isError, refetch } = useSlotDayQuery(date, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const headingId = `seller-windows-${date}`;
  let content;
  if (isLoading)
    content = (
      <Spinner label={t('windows.loadingTheWindowsOfTitle', { title: title.toLowerCase() })} />
    );
  else if (isError || !data) {
    content = (
      <LoadFailed
        what={t('windows.theWindowsOfTitle', { title: title.toLowerCase() })}
        onRetry={() => void refetch()}
      />
    );
  } else if (data.windows.length === 0) {
    content = (
      <EmptyState
        title={t('windows.noDeliveryWindows')}
        message={t('windows.zonesWithTimeSlotsDelivery')}
      />
    );
  } else {
    content = (
      <ul className="seller-windows__list">
        {data.windows.map((window) => (
          <li key={window.id}>
            <WindowCard window={window} mayChange={mayChange} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="seller-windows__day" aria-labelledby={headingId}>
      <h2 id={headingId} className="seller-windows__day-title">
        {title}, {dayText(date)}
      </h2>
      {content}
    </section>
  );
}

/**
 * `/seller/windows` (`orders.read`): today's and tomorrow's delivery windows with booked of
 * capacity and their orders (docs/DELIVERY.md, "Time slots"), each with its printable picking
 * list; owners and managers also change a window's capacity or close it. Bookings arrive over
 * the order feed.
 */
export function WindowsPage() {
  const t = useSellerT();
  const role = useStaffRole();
  const mayChange = role === null || roleCan(role, 'settings.write');
  const [today, tomorrow] = todayAndTomorrow();
  return (
    <section className="seller-windows" aria-labelledby="seller-windows-title">
      <h1 id="seller-windows-title" className="seller-page-title">
        {t('windows.deliveryWindows')}
      </h1>
      <DayWindows title={t('windows.today')} date={today} mayChange={mayChange} />
      <DayWindows title={t('windows.tomorrow')} date={tomorrow} mayChange={mayChange} />
    </section>
  );
}
