import { Link } from '@greencart/shared-ui/router';
import { useStorefrontT } from '../../i18n/catalogue';

/** One step of a {@link Breadcrumb}; the last one is the current page and has no link. */
export interface Crumb {
  label: string;
  to?: string;
}

/** A breadcrumb trail (`nav` named "Breadcrumb", the current page marked). */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useStorefrontT();
  return (
    <nav aria-label={t('productPage.breadcrumb')} className="sf-breadcrumb">
      <ol>
        {items.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.to && index < items.length - 1 ? (
              <Link to={item.to}>{item.label}</Link>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
