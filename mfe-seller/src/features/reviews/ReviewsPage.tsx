import type { StaffReview } from '@greencart/contracts';
import { Button, Spinner, Stars, notify, orderTime } from '@greencart/shared-ui';
import { LoadFailed } from '../../common/LoadFailed';
import { useSetReviewHiddenMutation, useStaffReviewsInfiniteQuery } from './reviewsApi';
import '../../common/common.css';
import './reviews.css';
import { useSellerT } from '../../i18n/catalogue';

/**
 * /seller/reviews (`reviews.moderate`: owner and manager): every product review, newest
 * first, hidden ones marked. Hide takes an abusive review off the product page and out of its
 * average (audited); Show puts it back.
 */
export function ReviewsPage() {
  const t = useSellerT();
  const { data, isLoading, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } =
    useStaffReviewsInfiniteQuery();
  const reviews = data?.pages.flatMap((page) => page.reviews) ?? [];
  let content;
  if (isLoading) content = <Spinner size="lg" label={t('reviews.loadingTheReviews')} />;
  else if (isError)
    content = <LoadFailed what={t('reviews.theReviews')} onRetry={() => void refetch()} />;
  else if (reviews.length === 0) content = <p>{t('reviews.noReviewsYet')}</p>;
  else {
    content = (
      <ul className="seller-reviews__list" aria-label={t('reviews.reviews')}>
        {reviews.map((review) => (
          <ReviewRow key={review.id} review={review} />
        ))}
      </ul>
    );
  }
  return (
    <section className="seller-reviews" aria-labelledby="seller-reviews-title">
      <h1 id="seller-reviews-title" className="seller-page-title">
        {t('reviews.reviews')}
      </h1>
      {content}
      {hasNextPage ? (
        <Button
          variant="secondary"
          onClick={() => void fetchNextPage()}
          disabled={isFetchingNextPage}
        >
          {isFetchingNextPage ? 'Loading…' : t('reviews.showMore')}
        </Button>
      ) : null}
    </section>
  );
}

function ReviewRow({ review }: { review: StaffReview }) {
  const t = useSellerT();
  const [setHidden, { isLoading }] = useSetReviewHiddenMutation();
  const who = review.author ?? t('reviews.formerShopper');
  async function toggle() {
    try {
      const answer = await setHidden({ id: review.id, hidden: !review.hidden }).unwrap();
      notify.success(answer.message);
    } catch {
      // The API's message is the error toast.
    }
  }
  return (
    <li className={review.hidden ? 'seller-reviews__row is-hidden' : 'seller-reviews__row'}>
      <div className="seller-reviews__body">
        <p className="seller-reviews__product">{review.productName}</p>
        <Stars
          rating={review.stars}
          label={t('reviews.ratedStarsOutOf5', { stars: review.stars })}
        />
        {review.text ? <p className="seller-reviews__text">{review.text}</p> : null}
        <p className="seller-reviews__meta">
          {who} · <time dateTime={review.createdAt}>{orderTime(review.createdAt)}</time>
          {review.hidden ? <strong> {t('reviews.hiddenFromShoppers')}</strong> : null}
        </p>
      </div>
      <Button
        variant={review.hidden ? 'secondary' : 'danger'}
        size="sm"
        disabled={isLoading}
        onClick={() => void toggle()}
        aria-label={t(review.hidden ? 'reviews.showReviewBy' : 'reviews.hideReviewBy', {
          who,
          product: review.productName,
        })}
      >
        {review.hidden ? t('reviews.show') : t('reviews.hide')}
      </Button>
    </li>
  );
}
