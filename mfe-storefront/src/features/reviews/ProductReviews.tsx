import { Button, Stars, orderTime } from '@greencart/shared-ui';
import { useGetProductReviewsInfiniteQuery } from './reviewsApi';
import { RatingSummary } from './RatingSummary';
import './reviews.css';

/**
 * The product page's reviews (docs/REVIEWS.md): the average and count, then the visible
 * reviews newest first, a page at a time ("Show more reviews"). Text is shown as text.
 */
export function ProductReviews({ productId }: { productId: string }) {
  const { data, isLoading, isError, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useGetProductReviewsInfiniteQuery(productId);
  const pages = data?.pages ?? [];
  const reviews = pages.flatMap((page) => page.reviews);
  const first = pages[0];
  return (
    <section className="sf-section sf-reviews" aria-labelledby="sf-reviews-title">
      <h2 id="sf-reviews-title" className="sf-section__title">
        Reviews
      </h2>
      {isLoading ? <p className="sf-muted">Loading reviews…</p> : null}
      {isError ? <p className="sf-muted">The reviews could not be loaded just now.</p> : null}
      {first ? <RatingSummary rating={first.rating} ratingCount={first.ratingCount} /> : null}
      {first && reviews.length === 0 ? (
        <p className="sf-muted">Shoppers who bought it can rate it from their order page.</p>
      ) : null}
      {reviews.length > 0 ? (
        <ul className="sf-reviews__list" aria-label="Reviews">
          {reviews.map((review) => (
            <li key={review.id} className="sf-review">
              <Stars rating={review.stars} label={`Rated ${review.stars} out of 5`} />
              <p className="sf-review__meta">
                <span className="sf-review__author">{review.author ?? 'A former shopper'}</span>{' '}
                <time dateTime={review.createdAt} className="sf-muted">
                  {orderTime(review.createdAt)}
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
          {isFetchingNextPage ? 'Loading…' : 'Show more reviews'}
        </Button>
      ) : null}
    </section>
  );
}
