import { Link } from '@greencart/shared-ui/router';
import { EmptyState } from '@greencart/shared-ui';

/** Any storefront path that matches no screen. */
export function NotFoundPage() {
  return (
    <section className="sf-page">
      <h1 className="sf-page__title">Page not found</h1>
      <EmptyState
        title="We could not find that page"
        message="It may have moved, or the link may be mistyped."
        action={
          <Link to="/products" className="sf-button-link">
            Browse all products
          </Link>
        }
      />
    </section>
  );
}
