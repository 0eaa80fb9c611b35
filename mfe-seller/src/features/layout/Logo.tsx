import './logo.css';
import { useSellerT } from '../../i18n/catalogue';

/** The GreenCart wordmark with its leaf, drawn inline so the remote ships no image files. */
export function Logo() {
  const t = useSellerT();
  return (
    <span className="seller-logo">
      <svg
        className="seller-logo__mark"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        aria-hidden="true"
        focusable="false"
      >
        <path
          fill="currentColor"
          d="M20.5 3.5c-7.8-.6-13.9 2.3-15.6 8.4-.6 2.1-.4 4.2.4 6L3 20.2l1.4 1.4 2.3-2.3c1.8.8 3.9 1 6 .4 6.1-1.7 9-7.8 7.8-16.2zM8.6 16.8l-.9-.9c2.4-3.6 5.4-6.2 9-7.9-3.1 2.1-5.8 5-8.1 8.8z"
        />
      </svg>
      <span className="seller-logo__text">
        {t('layout.green')}
        <span className="seller-logo__accent">{t('layout.cart')}</span>
      </span>
    </span>
  );
}
