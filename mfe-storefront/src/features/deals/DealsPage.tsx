import { Link } from '@greencart/shared-ui/router';
import { Button, EmptyState, Spinner } from '@greencart/shared-ui';
import { useDateFormat, useLanguage } from '@greencart/shared-ui/i18n';
import { formatDate, formatMoney, STACKING_RULE } from '@greencart/contracts';
import { useGetDealsQuery } from '../promotions/promotionsApi';
import { useStorefrontT } from '../../i18n/catalogue';
import { useDealText } from './dealText';
import './deals.css';

/**
 * `/deals` (docs/PROMOTIONS.md): the live automatic deals of `GET /api/deals` — name, what it
 * gives (the API's figures in the catalogue's words), minimum basket and end date — and the
 * stacking rule.
 */
export function DealsPage() {
  const t = useStorefrontT();
  const dateFormat = useDateFormat();
  const gives = useDealText();
  const { data, isLoading, isError, refetch } = useGetDealsQuery(useLanguage());
  const deals = data?.deals ?? [];
  // The rule in the page's language when it is the one the catalogue knows; else as the API says.
  const rule = data
    ? data.stackingRule === STACKING_RULE
      ? t('deals.stackingRule')
      : data.stackingRule
    : null;

  return (
    <section className="sf-page sf-deals" aria-labelledby="sf-deals-title">
      <h1 id="sf-deals-title" className="sf-page__title">
        {t('deals.title')}
      </h1>
      {isLoading ? (
        <Spinner label={t('deals.loading')} />
      ) : isError ? (
        <div className="sf-deals__error" role="alert">
          <p>{t('deals.error')}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('deals.retry')}
          </Button>
        </div>
      ) : deals.length === 0 ? (
        <EmptyState
          title={t('deals.empty')}
          message={t('deals.emptyMessage')}
          action={
            <Link to="/products" className="sf-button-link">
              {t('deals.browseAll')}
            </Link>
          }
        />
      ) : (
        <>
          <p className="sf-deals__lead">{t('deals.lead')}</p>
          <ul className="sf-deals__list">
            {deals.map((deal) => (
              <li key={deal.id} className="sf-deal">
                <h2 className="sf-deal__name">{deal.name}</h2>
                <p className="sf-deal__gives">{gives(deal)}</p>
                <p className="sf-deal__terms">
                  <span>
                    {deal.minBasket
                      ? t('deals.minBasket', { amount: formatMoney(deal.minBasket) })
                      : t('deals.noMinimum')}
                  </span>
                  <span>
                    {deal.endsAt
                      ? t('deals.endsOn', { date: formatDate(deal.endsAt, dateFormat) })
                      : t('deals.noEnd')}
                  </span>
                </p>
              </li>
            ))}
          </ul>
          {rule ? <p className="sf-deals__rule">{rule}</p> : null}
          <Link to="/products" className="sf-button-link sf-deals__browse">
            {t('deals.browseAll')}
          </Link>
        </>
      )}
    </section>
  );
}
