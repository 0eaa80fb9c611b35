import { useId } from 'react';
import { Button } from '../Button/Button';
import './RemoteUnavailable.css';

/** Props of {@link RemoteUnavailable}. */
export interface RemoteUnavailableProps {
  /** e.g. "The shop is unavailable right now". */
  title: string;
  /** What the user can do, e.g. "Please try again in a moment." */
  message?: string;
  /** Called by the Retry button; should really try loading again. */
  onRetry: () => void;
  /** True while a retry is running: the button shows it is busy. */
  retrying?: boolean;
  /** The button's words in the page's language ("Retry" unless given). */
  retryLabel?: string;
}

/**
 * The page a part of the site shows when it could not be loaded: a clear heading, a
 * message, and a Retry button. Announced to screen readers as an alert.
 */
export function RemoteUnavailable({
  title,
  message = 'Please check your connection and try again in a moment.',
  onRetry,
  retryLabel = 'Retry',
  retrying = false,
}: RemoteUnavailableProps) {
  const titleId = useId();
  return (
    <section className="gc-remote-unavailable" role="alert" aria-labelledby={titleId}>
      <svg
        className="gc-remote-unavailable__icon"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
      >
        <path
          d="M12 3l9.5 17h-19L12 3zm0 6v5m0 3v.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <h1 id={titleId} className="gc-remote-unavailable__title">
        {title}
      </h1>
      <p className="gc-remote-unavailable__message">{message}</p>
      <Button onClick={onRetry} loading={retrying}>
        {retryLabel}
      </Button>
    </section>
  );
}
