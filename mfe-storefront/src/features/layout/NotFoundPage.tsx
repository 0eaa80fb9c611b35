import { Link } from '@greencart/shared-ui/router';
import { EmptyState } from '@greencart/shared-ui';
import { useStorefrontT } from '../../i18n/catalogue';

/** Any storefront path that matches no screen. */
export function NotFoundPage() {
  const t = useStorefrontT();
  return (
    <section className="sf-page">
      <h1 className="sf-page__title">{t('notices.notFound.title')}</h1>
      <EmptyState
        title={t('notices.notFound.lead')}
        message={t('notices.notFound.message')}
        action={
          <Link to="/products" className="sf-button-link">
            {t('deals.browseAll')}
          </Link>
        }
      />
    </section>
  );
}
