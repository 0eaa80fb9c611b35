import './common.css';
import { Button } from '@greencart/shared-ui';

/** Props of {@link LoadFailed}. */
export interface LoadFailedProps {
  /** What could not be loaded, e.g. "the products". */
  what: string;
  onRetry: () => void;
}

/**
 * What a page shows in place of its data when loading failed (the toast has already said
 * why); the seller can try again without reloading the portal.
 */
export function LoadFailed({ what, onRetry }: LoadFailedProps) {
  return (
    <div className="seller-load-failed" role="alert">
      <p>Could not load {what}.</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
