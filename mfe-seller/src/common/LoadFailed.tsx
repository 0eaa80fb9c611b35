import './common.css';
import { Button } from '@greencart/shared-ui';
import { useSellerT } from '../i18n/catalogue';

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
  const t = useSellerT();
  return (
    <div className="seller-load-failed" role="alert">
      <p>{t('common.couldNotLoadWhat', { what })}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </div>
  );
}
