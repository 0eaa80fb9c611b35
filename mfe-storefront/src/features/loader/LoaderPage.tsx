import { useEffect } from 'react';
import { useNavigate, useSearchParams } from '@greencart/shared-ui/router';
import { LOADER_DELAY_MS } from '@greencart/contracts';
import { Spinner } from '@greencart/shared-ui';
import { safeNextPath } from './safeNextPath';
import { useStorefrontT } from '../../i18n/catalogue';
import './loader.css';

/**
 * /loader: a spinner, then after {@link LOADER_DELAY_MS} the page named by `next`
 * (e.g. back from online payment to my-orders). Only local paths are followed.
 */
export function LoaderPage() {
  const t = useStorefrontT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextPath(params.get('next'));

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(next, { replace: true }), LOADER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, next]);

  return (
    <section className="sf-loader">
      <h1 className="gc-visually-hidden">{t('notices.pleaseWait')}</h1>
      <Spinner size="lg" label={t('notices.loadingWait')} />
    </section>
  );
}
