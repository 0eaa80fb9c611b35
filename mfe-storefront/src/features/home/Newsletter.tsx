import { useState } from 'react';
import { Button, TextField } from '@greencart/shared-ui';
import { useStorefrontT } from '../../i18n/catalogue';

/** Said (politely, in a live region) when Subscribe is pressed. */
export const NEWSLETTER_NOT_YET =
  'Thanks! Newsletters are not being sent yet, so nothing was saved. Check back soon.';

/**
 * The newsletter box. The original store gave Subscribe no behaviour and nothing stores addresses,
 * so the button keeps no false promise: pressing it says, in a polite live region, that
 * newsletters are not sent yet. It is not a form, so nothing is submitted anywhere.
 */
export function Newsletter() {
  const t = useStorefrontT();
  const [pressed, setPressed] = useState(false);
  return (
    <section className="sf-section sf-newsletter" aria-labelledby="sf-newsletter-title">
      <h2 id="sf-newsletter-title" className="sf-newsletter__title">
        {t('home.newsletterTitle')}
      </h2>
      <p className="sf-newsletter__text">{t('home.newsletterText')}</p>
      <div className="sf-newsletter__row">
        <TextField
          id="sf-newsletter-email"
          type="email"
          label={t('home.emailAddress')}
          hideLabel
          placeholder={t('home.emailPlaceholder')}
          autoComplete="email"
          className="sf-newsletter__field"
        />
        <Button onClick={() => setPressed(true)}>{t('home.subscribe')}</Button>
      </div>
      <p className="sf-newsletter__text" aria-live="polite">
        {pressed ? t('home.newsletterNotYet') : null}
      </p>
    </section>
  );
}
