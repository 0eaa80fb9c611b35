import { useState } from 'react';
import { Button, TextField } from '@greencart/shared-ui';

/** Said (politely, in a live region) when Subscribe is pressed. */
export const NEWSLETTER_NOT_YET =
  'Thanks! Newsletters are not being sent yet, so nothing was saved. Check back soon.';

/**
 * The newsletter box. The original store gave Subscribe no behaviour and nothing stores addresses,
 * so the button keeps no false promise: pressing it says, in a polite live region, that
 * newsletters are not sent yet. It is not a form, so nothing is submitted anywhere.
 */
export function Newsletter() {
  const [pressed, setPressed] = useState(false);
  return (
    <section className="sf-section sf-newsletter" aria-labelledby="sf-newsletter-title">
      <h2 id="sf-newsletter-title" className="sf-newsletter__title">
        Never Miss a Deal!
      </h2>
      <p className="sf-newsletter__text">
        Subscribe to get the latest offers, new arrivals, and exclusive discounts.
      </p>
      <div className="sf-newsletter__row">
        <TextField
          id="sf-newsletter-email"
          type="email"
          label="Email address"
          hideLabel
          placeholder="Enter your email id"
          autoComplete="email"
          className="sf-newsletter__field"
        />
        <Button onClick={() => setPressed(true)}>Subscribe</Button>
      </div>
      <p className="sf-newsletter__text" aria-live="polite">
        {pressed ? NEWSLETTER_NOT_YET : null}
      </p>
    </section>
  );
}
