import { useId } from 'react';
import type { DashboardDay } from '@greencart/contracts';
import { formatCents } from '@greencart/shared-ui';
import { dayLabel } from './dayLabel';
import { useSellerT } from '../../i18n/catalogue';

const WIDTH = 600;
const HEIGHT = 200;
/** Room under the bars for the base line (the dates are HTML below the picture). */
const AXIS = 4;
const GAP = 2;

/**
 * Daily revenue as plain SVG bars (no chart library). The picture is one image with a
 * summary for screen readers; the same figures follow in a table (collapsed by default), so
 * nothing is only in the picture. Each bar also carries its day and amount as a tooltip.
 */
export function RevenueChart({ days }: { days: readonly DashboardDay[] }) {
  const t = useSellerT();
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...days.map((day) => day.revenueCents));
  const total = days.reduce((sum, day) => sum + day.revenueCents, 0);
  const best = days.reduce<DashboardDay | null>(
    (top, day) =>
      day.revenueCents > 0 && (!top || day.revenueCents > top.revenueCents) ? day : top,
    null,
  );
  const slot = WIDTH / Math.max(1, days.length);
  const plot = HEIGHT - AXIS;
  const first = days[0];
  const last = days[days.length - 1];
  const summary =
    first && last
      ? best
        ? t('dashboard.revenueSummary', {
            total: formatCents(total),
            from: dayLabel(first.date),
            to: dayLabel(last.date),
            bestDay: dayLabel(best.date),
            best: formatCents(best.revenueCents),
          })
        : t('dashboard.revenueSummaryNone', {
            total: formatCents(total),
            from: dayLabel(first.date),
            to: dayLabel(last.date),
          })
      : t('dashboard.noDaysToShow');

  return (
    <figure className="seller-overview__chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby={titleId}
        aria-describedby={descId}
        preserveAspectRatio="none"
        className="seller-overview__chart-svg"
      >
        <title id={titleId}>
          {t('dashboard.dailyRevenueLastLengthDays', { length: days.length })}
        </title>
        <desc id={descId}>{summary}</desc>
        <line x1={0} x2={WIDTH} y1={plot} y2={plot} className="seller-overview__chart-axis" />
        {days.map((day, index) => {
          const height =
            max === 0
              ? 0
              : Math.max(day.revenueCents > 0 ? 1 : 0, (day.revenueCents / max) * (plot - 4));
          return (
            <rect
              key={day.date}
              x={index * slot + GAP / 2}
              y={plot - height}
              width={Math.max(1, slot - GAP)}
              height={height}
              className="seller-overview__chart-bar"
            >
              <title>{`${dayLabel(day.date)}: ${formatCents(day.revenueCents)}`}</title>
            </rect>
          );
        })}
      </svg>
      <div className="seller-overview__chart-dates" aria-hidden="true">
        <span>{first ? dayLabel(first.date) : ''}</span>
        <span>{last ? dayLabel(last.date) : ''}</span>
      </div>
      <figcaption className="seller-overview__muted">{summary}</figcaption>
      <details className="seller-overview__chart-table">
        <summary>{t('dashboard.dailyRevenueAsATable')}</summary>
        <div className="seller-overview__frame">
          <table className="seller-overview__table">
            <caption className="gc-visually-hidden">{t('dashboard.revenueAndOrdersByDay')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('dashboard.day')}</th>
                <th scope="col">{t('dashboard.orders')}</th>
                <th scope="col">{t('dashboard.revenue')}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayLabel(day.date)}</th>
                  <td>{day.orders}</td>
                  <td>{formatCents(day.revenueCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
