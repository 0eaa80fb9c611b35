import { useEffect } from 'react';
import { useLocation } from '@greencart/shared-ui/router';

/** A new screen starts at the top, as a full page load would (hash links keep their target). */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
  return null;
}
