import { Link } from '@greencart/shared-ui/router';
import { CATEGORIES } from '@greencart/contracts';
import { CategoryArt } from './CategoryArt';
import { categoryLabel, useStorefrontT } from '../../i18n/catalogue';

/** The seven category tiles, each linking to its category page. */
export function CategoryTiles() {
  const t = useStorefrontT();
  return (
    <section className="sf-section" aria-labelledby="sf-categories-title">
      <h2 id="sf-categories-title" className="sf-section__title">
        {t('home.categories')}
      </h2>
      <ul className="sf-tiles">
        {CATEGORIES.map((category) => (
          <li key={category.path}>
            <Link
              to={`/products/${category.path.toLowerCase()}`}
              className={`sf-tile sf-tile--${category.path.toLowerCase()}`}
            >
              <CategoryArt category={category.path} />
              <span className="sf-tile__label">{categoryLabel(category.path, category.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
