import { buildId } from './buildId';
import { useSellerT } from '../../i18n/catalogue';

/**
 * "About" at the foot of every seller screen, opening to the running build's id. The id proves
 * the seller remote deploys on its own (e2e/flows/isolation.test.mjs reads it), but staff
 * rarely need it, so it no longer takes a line above every page on a phone (issue 28).
 */
export function AboutBuild() {
  const t = useSellerT();
  return (
    <footer className="seller-about">
      <details>
        <summary>{t('layout.about')}</summary>
        <p className="seller-about__build">
          {t('layout.build')} <span data-testid="seller-build-id">{buildId()}</span>
        </p>
      </details>
    </footer>
  );
}
