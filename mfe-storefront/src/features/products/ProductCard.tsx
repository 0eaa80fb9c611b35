import { Link } from '@greencart/shared-ui/router';
import { CATEGORIES, fewLeftText, type Product } from '@greencart/contracts';
import { Price, useRuntimeConfig } from '@greencart/shared-ui';
import { RatingSummary } from '../reviews/RatingSummary';
import { CartControl } from './CartControl';
import { productCardImage, productPath } from './productImages';
import { shownPrices } from './shownPrices';
import { useNearViewport } from './useNearViewport';
import { DealBadge } from '../deals/DealBadge';
import { useProductDeals } from '../deals/useProductDeals';
import { categoryLabel, stockLeft, useStorefrontT } from '../../i18n/catalogue';

/** Side of the square card image in CSS pixels (set so the card never shifts as it loads). */
const CARD_IMAGE_SIZE = 240;

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: Product;
  /** Heading level of the product name, to fit the page's outline. */
  headingLevel?: 2 | 3;
  /** Above the fold: load the image at once and with high priority (it may be the LCP). */
  priority?: boolean;
}

/**
 * A product in a grid: image, category, name (the link), its real rating (or "No reviews yet"), "Only N left" when few
 * remain, prices, cart control. A sold-out product (listed after the available ones) has a
 * "Sold out" badge and "Email me when it is back" instead of Add.
 */
export function ProductCard({ product, headingLevel = 3, priority = false }: ProductCardProps) {
  const t = useStorefrontT();
  const { apiUrl } = useRuntimeConfig();
  const image = productCardImage(apiUrl, product);
  // Below the fold the image mounts only near the viewport (the box keeps its square size).
  const [media, near] = useNearViewport<HTMLDivElement>(!priority);
  const Heading = `h${headingLevel}` as const;
  const english = CATEGORIES.find((c) => c.path === product.category)?.label;
  const category = english ? categoryLabel(product.category, english) : product.category;
  const fewLeft = fewLeftText(product) ? stockLeft(t, product.quantity ?? 0, product) : null;
  const soldOut = !product.inStock;
  // Live automatic deals covering it (one cached GET /api/deals for every card, after load).
  const deals = useProductDeals(product);
  // Per kg for a product sold by weight ("LKR 480.00 / kg").
  const prices = shownPrices(product);

  return (
    <article className={soldOut ? 'sf-card sf-card--soldout' : 'sf-card'}>
      <div className="sf-card__media" ref={media}>
        {soldOut ? <p className="sf-card__badge">{t('products.soldOut')}</p> : null}
        <DealBadge deals={deals} />
        {!image ? (
          <div className="sf-card__noimage" role="img" aria-label={product.name} />
        ) : near ? (
          <img
            src={image}
            alt={product.name}
            width={CARD_IMAGE_SIZE}
            height={CARD_IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
        ) : null}
      </div>
      <p className="sf-card__category">{category}</p>
      <Heading className="sf-card__name">
        <Link to={productPath(product)} className="sf-card__link">
          {product.name}
        </Link>
      </Heading>
      <RatingSummary
        rating={product.rating}
        ratingCount={product.ratingCount}
        className="sf-card__stars"
      />
      {fewLeft ? <p className="sf-card__few">{fewLeft}</p> : null}
      <div className="sf-card__footer">
        <p className="sf-card__price">
          <Price amount={prices.offerPrice} per={prices.per} className="sf-card__offer" />{' '}
          {prices.discounted ? (
            <Price amount={prices.price} per={prices.per} struck className="sf-card__was" />
          ) : null}
        </p>
        <CartControl product={product} />
      </div>
    </article>
  );
}
