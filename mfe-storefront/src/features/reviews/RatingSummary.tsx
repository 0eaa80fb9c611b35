import { Stars } from '@greencart/shared-ui';
import './reviews.css';
import { useStorefrontT } from '../../i18n/catalogue';

/** Props of {@link RatingSummary}. */
export interface RatingSummaryProps {
  /** The average of the visible reviews; null or absent when there are none. */
  rating?: number | null;
  ratingCount?: number;
  className?: string;
}

/**
 * A product's real rating: its stars, average and count ("4.5 (12)"), read aloud as "4.5 out
 * of 5 (12 reviews)"; "No reviews yet" when it has none (never made-up stars).
 */
export function RatingSummary({ rating, ratingCount = 0, className }: RatingSummaryProps) {
  const t = useStorefrontT();
  const classes = className ? `sf-rating ${className}` : 'sf-rating';
  if (rating === null || rating === undefined || ratingCount === 0) {
    return <p className={`${classes} sf-rating--none`}>{t('reviews.none')}</p>;
  }
  return (
    <p className={classes}>
      <Stars
        rating={rating}
        label={t('reviews.rating', { rating: rating.toFixed(1), count: ratingCount })}
      />
      <span className="sf-rating__figures" aria-hidden="true">
        {rating.toFixed(1)} ({ratingCount})
      </span>
    </p>
  );
}
