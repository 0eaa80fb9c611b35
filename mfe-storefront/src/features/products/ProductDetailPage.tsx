import { useState } from 'react';
import { Link, useNavigate, useParams } from '@greencart/shared-ui/router';
import {
  CATEGORIES,
  isWeighed,
  orderableQuantity,
  quantityLabel,
  type Product,
  formatTaxPercent,
  productTaxNote,
} from '@greencart/contracts';
import {
  Button,
  EmptyState,
  Price,
  QuantitySelect,
  Spinner,
  useRuntimeConfig,
} from '@greencart/shared-ui';
import { useCartActions } from '../cart/useCartActions';
import { ProductReviews } from '../reviews/ProductReviews';
import { RatingSummary } from '../reviews/RatingSummary';
import { BackInStock } from './BackInStock';
import { ProductDeals } from '../deals/DealBadge';
import { useProductDeals } from '../deals/useProductDeals';
import { Breadcrumb } from './Breadcrumb';
import { ProductGallery } from './ProductGallery';
import { ProductGrid } from './ProductGrid';
import { productImageUrls } from './productImages';
import { useGetProductQuery, useGetRelatedProductsQuery } from './productsApi';
import { useTaxTerms } from '../shop/shopSettingsApi';
import { savingText } from './saving';
import { shownPrices } from './shownPrices';
import './products.css';
import { categoryLabel, stockLeft, useStorefrontT } from '../../i18n/catalogue';

/** /products/:category/:id: one product, its details and related products (spec §2). */
export function ProductDetailPage() {
  const t = useStorefrontT();
  const { id = '' } = useParams();
  const { data: product, isLoading } = useGetProductQuery(id);

  if (isLoading) return <Spinner label={t('product.loading')} />;
  if (!product) {
    return (
      <section className="sf-page">
        <h1 className="sf-page__title">{t('product.notFound')}</h1>
        <EmptyState
          title={t('product.gone')}
          action={
            <Link to="/products" className="sf-button-link">
              {t('products.seeAll')}
            </Link>
          }
        />
      </section>
    );
  }
  // Keyed by id so the gallery starts at the first image when a related product is opened.
  return <ProductDetail key={product._id} product={product} />;
}

function ProductDetail({ product }: { product: Product }) {
  const t = useStorefrontT();
  const { apiUrl } = useRuntimeConfig();
  const navigate = useNavigate();
  const cart = useCartActions();
  const category = CATEGORIES.find((c) => c.path === product.category);
  const related = useGetRelatedProductsQuery(product._id).data ?? [];
  // The quantity picker next to Add to Cart (never more than is left of a counted product).
  // A product sold by weight picks a weight: a number of steps shown as 250 g, 500 g, … and
  // its prices are per kg.
  const [count, setCount] = useState(1);
  const available = orderableQuantity(product);
  const toAdd = { count, available, stepGrams: product.stepGrams };
  const weighed = isWeighed(product);
  const prices = shownPrices(product);
  const saving = savingText(prices.price, prices.offerPrice);
  const taxTerms = useTaxTerms();
  const taxNote = productTaxNote(taxTerms)
    ? t(taxTerms.pricesIncludeTax ? 'productPage.taxIncluded' : 'productPage.taxAdded', {
        rate: `${formatTaxPercent(taxTerms.taxPercent)}%`,
      })
    : null;
  // Live automatic deals covering it (docs/PROMOTIONS.md).
  const deals = useProductDeals(product);

  return (
    <div className="sf-page">
      <Breadcrumb
        items={[
          { label: t('product.home'), to: '/' },
          { label: t('product.products'), to: '/products' },
          {
            label: category ? categoryLabel(category.path, category.label) : product.category,
            to: `/products/${product.category.toLowerCase()}`,
          },
          { label: product.name },
        ]}
      />
      <article className="sf-detail">
        <ProductGallery images={productImageUrls(apiUrl, product)} name={product.name} />
        <div className="sf-detail__info">
          <h1 className="sf-detail__name">{product.name}</h1>
          <RatingSummary rating={product.rating} ratingCount={product.ratingCount} />
          <div className="sf-detail__prices">
            {/* The struck amount is the MRP, shown only above the price: an offer equal to
                it is simply the price (one label each). */}
            {prices.discounted ? (
              <p className="sf-detail__mrp">
                MRP: <Price amount={prices.price} per={prices.per} struck />
              </p>
            ) : null}
            <p className="sf-detail__offer">
              {t('product.price')} <Price amount={prices.offerPrice} per={prices.per} />
            </p>
            {saving ? <p className="sf-detail__saving">{saving}</p> : null}
            {/* Says what the cart does with tax (shop settings): added, included or none. */}
            {taxNote ? <p className="sf-detail__tax">{taxNote}</p> : null}
            {weighed ? (
              <p className="sf-detail__weighed">
                Sold by weight in steps of {quantityLabel(1, product)}: charged for the weight
                packed.
              </p>
            ) : null}
            {product.lowStock && product.quantity !== undefined ? (
              <p className="sf-detail__left">{stockLeft(t, product.quantity, product)}</p>
            ) : null}
          </div>
          {product.inStock ? (
            // Right under the price, one labelled group: quantity, Add to Cart, Buy now. On a
            // phone it sticks to the bottom of the screen (products.css) when the screen is too
            // short to show it under the price; it never sits over the name or the price.
            <div
              className="sf-detail__actions"
              role="group"
              aria-label={t('product.buyGroup', { name: product.name })}
            >
              <QuantitySelect
                value={count}
                max={available}
                optionLabel={(steps) => quantityLabel(steps, product)}
                label={
                  <>
                    {weighed ? t('product.weight') : t('product.quantity')}
                    <span className="gc-visually-hidden">
                      {t('product.quantityOf', { name: product.name })}
                    </span>
                  </>
                }
                showLabel
                onChange={setCount}
                className="sf-detail__qty"
              />
              <Button variant="secondary" size="lg" onClick={() => cart.add(product._id, toAdd)}>
                {t('product.addToCart')}
              </Button>
              <Button
                size="lg"
                onClick={() => {
                  cart.add(product._id, toAdd);
                  navigate('/cart');
                }}
              >
                {t('product.buyNow')}
              </Button>
            </div>
          ) : (
            <div className="sf-detail__soldout">
              <p>{t('product.outOfStock')}</p>
              <BackInStock product={product} />
            </div>
          )}
          <ProductDeals deals={deals} />
          <h2 className="sf-detail__subtitle">{t('product.about')}</h2>
          <ul className="sf-detail__bullets">
            {product.description.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        </div>
      </article>
      <ProductReviews productId={product._id} />
      <section className="sf-section" aria-labelledby="sf-related-title">
        <h2 id="sf-related-title" className="sf-section__title">
          {t('product.related')}
        </h2>
        {related.length > 0 ? (
          <ProductGrid products={related} />
        ) : (
          <p className="sf-muted">{t('product.noRelated')}</p>
        )}
        <Link to="/products" className="sf-button-link sf-section__more">
          {t('product.seeMore')}
        </Link>
      </section>
    </div>
  );
}
