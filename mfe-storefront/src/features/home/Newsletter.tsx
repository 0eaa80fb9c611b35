import { Button, TextField } from '@greencart/shared-ui';

/**
 * The newsletter box. The spec gives the Subscribe button no behaviour, so this is not a
 * form that could submit anywhere; the field and button are still labelled and focusable.
 */
export function Newsletter() {
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
        <Button>Subscribe</Button>
      </div>
    </section>
  );
}
