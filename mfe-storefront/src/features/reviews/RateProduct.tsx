import { useId, useState, type FormEvent } from 'react';
import {
  REVIEW_STARS_MAX,
  REVIEW_TEXT_MAX,
  REVIEW_TEXTS,
  type OwnReview,
} from '@greencart/contracts';
import { Button, Stars, TextAreaField } from '@greencart/shared-ui';
import { notify } from '../../lib/notices';
import { rejectionToApiError } from '../../lib/apiErrors';
import { useSaveReviewMutation } from './reviewsApi';
import { useStorefrontT } from '../../i18n/catalogue';
import { knownMessage } from '../../lib/notices';
import './reviews.css';

/** Props of {@link RateProduct}. */
export interface RateProductProps {
  orderId: string;
  productId: string;
  productName: string;
  /** The shopper's rating of this line, when they gave one. */
  existing?: OwnReview;
}

const STAR_CHOICES = Array.from({ length: REVIEW_STARS_MAX }, (_, index) => index + 1);

/**
 * "Rate" on a line of a delivered order (docs/REVIEWS.md): a radio group of 1 to 5 stars, each
 * labelled, and an optional review; saved again it changes the rating.
 */
export function RateProduct({ orderId, productId, productName, existing }: RateProductProps) {
  const t = useStorefrontT();
  const [open, setOpen] = useState(false);
  const [stars, setStars] = useState(existing?.stars ?? 0);
  const [text, setText] = useState(existing?.text ?? '');
  const [error, setError] = useState<{ field: 'stars' | 'text'; message: string } | null>(null);
  const [save, { isLoading }] = useSaveReviewMutation();
  const name = useId();

  if (!open) {
    return (
      <div className="sf-rate">
        {existing ? (
          <p className="sf-rating">
            <span>{t('reviewForm.yourRating')}</span>
            <Stars
              rating={existing.stars}
              label={t('reviewForm.youRated', { stars: existing.stars })}
            />
          </p>
        ) : null}
        <div className="sf-rate__buttons">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => {
              setStars(existing?.stars ?? 0);
              setText(existing?.text ?? '');
              setError(null);
              setOpen(true);
            }}
          >
            {existing ? t('reviewForm.edit') : t('reviewForm.rate')}
            <span className="gc-visually-hidden"> {productName}</span>
          </Button>
        </div>
      </div>
    );
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (stars < 1) {
      setError({ field: 'stars', message: knownMessage(REVIEW_TEXTS.starsInvalid) });
      return;
    }
    try {
      const saved = await save({ orderId, productId, stars, text: text.trim() || null }).unwrap();
      notify.success(saved.message);
      setOpen(false);
    } catch (rejection) {
      const problem = rejectionToApiError(rejection);
      setError({ field: problem.field === 'stars' ? 'stars' : 'text', message: problem.message });
    }
  }

  return (
    <form className="sf-rate" onSubmit={(event) => void submit(event)} noValidate>
      <fieldset
        className="sf-rate__stars"
        aria-describedby={error?.field === 'stars' ? `${name}-error` : undefined}
      >
        <legend>{t('reviewForm.ratingOf', { name: productName })}</legend>
        {STAR_CHOICES.map((value) => (
          <label key={value} className="sf-rate__star">
            <input
              type="radio"
              name={name}
              value={value}
              checked={stars === value}
              onChange={() => {
                setStars(value);
                setError(null);
              }}
            />
            <span
              className={value <= stars ? 'sf-rate__glyph is-on' : 'sf-rate__glyph'}
              aria-hidden="true"
            >
              ★
            </span>
            <span className="gc-visually-hidden">{t('reviewForm.stars', { count: value })}</span>
          </label>
        ))}
      </fieldset>
      {error?.field === 'stars' ? (
        <p id={`${name}-error`} role="alert" className="gc-field__error">
          {error.message}
        </p>
      ) : null}
      <TextAreaField
        className="sf-rate__text"
        label={t('reviewForm.review')}
        hint={t('reviewForm.upTo', { count: REVIEW_TEXT_MAX })}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        onChange={(event) => setText(event.target.value)}
        error={error?.field === 'text' ? error.message : undefined}
      />
      <div className="sf-rate__buttons">
        <Button type="submit" size="sm" disabled={isLoading}>
          {isLoading ? t('reviewForm.saving') : t('reviewForm.save')}
        </Button>
        <Button type="button" variant="secondary" size="sm" onClick={() => setOpen(false)}>
          {t('notifications.cancel')}
        </Button>
      </div>
    </form>
  );
}
