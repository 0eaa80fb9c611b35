import { Button, Stars, formatDateTime } from '@greencart/shared-ui';
import { useGetProductReviewsInfiniteQuery } from './reviewsApi';
import { RatingSummary } from './RatingSummary';
import { useStorefrontT } from '../../i18n/catalogue';
import { useDateFormat } from '@greencart/shared-ui/i18n';
import './reviews.css';

/**
 * The product page's reviews (docs/REVIEWS.md): the average and count, then the visible
 * reviews newest first, a page at a time ("Show more reviews"). Text is shown as text.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const t = useStorefrontT();
  const dateFormat = useDateFormat();
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProductReviewsInfiniteQuery(productId);
  const pages = data?.pages ?? [];
  const reviews = pages.flatMap((page) => page.reviews);
  const first = pages[0];
  return (
    <section className="sf-section sf-reviews" aria-labelledby="sf-reviews-title">
      <h2 id="sf-reviews-title" className="sf-section__title">
        {t('reviewForm.title')}
      </h2>
      {isLoading ? <p className="sf-muted">{t('reviewForm.loading')}</p> : null}
      {isError ? <p className="sf-muted">{t('reviewForm.loadFailed')}</p> : null}
      {first ? <RatingSummary rating={first.rating} ratingCount={first.ratingCount} /> : null}
      {first && reviews.length === 0 ? (
        <p className="sf-muted">{t('reviewForm.howToRate')}</p>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="sf-reviews__list" aria-label={t('reviewForm.title')}>
          {reviews.map((review) => (
            <li key={review.id} className="sf-review">
              <Stars rating={review.stars} label={t('reviewForm.rated', { stars: review.stars })} />
              <p className="sf-review__meta">
                <span className="sf-review__author">
                  {review.author ?? t('reviewForm.formerShopper')}
                </span>{' '}
                <time dateTime={review.createdAt} className="sf-muted">
                  {formatDateTime(review.createdAt, dateFormat)}
                </time>
              </p>
              {review.text ? <p className="sf-review__text">{review.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? t('products.loadingMore') : t('reviewForm.showMore')}
        </Button>
      ) : null}
    </section>
  );
}
