import { classNames } from '../Field/classNames';
import './Stars.css';

/** Props of {@link Stars}. */
export interface StarsProps {
  /** Whole stars filled (rounded and clamped to 0…max). */
  rating: number;
  /** Number of stars drawn. */
  max?: number;
  /** The accessible name; "Rated N out of 5" when absent. */
  label?: string;
  className?: string;
}

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3 6.1 20.6l1.3-6.6L2.5 9.4l6.6-.8z';

/** A star rating read as one image: "Rated 4 out of 5". */
export function Stars({ rating, max = 5, label, className }: StarsProps) {
  const filled = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <span
      role="img"
      aria-label={label ?? `Rated ${filled} out of ${max}`}
      className={classNames('gc-stars', className)}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          viewBox="0 0 24 24"
          aria-hidden="true"
          focusable="false"
          className={index < filled ? 'gc-stars__star gc-stars__star--filled' : 'gc-stars__star'}
        >
          <path d={STAR_PATH} />
        </svg>
      ))}
    </span>
  );
}
