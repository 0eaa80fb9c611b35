import { Link } from '@greencart/shared-ui/router';
import {
  formatCents,
  formatPerKg,
  isWeighed,
  orderableQuantity,
  quantityLabel,
  toCents,
} from '@greencart/contracts';
import { SubstitutionChoice } from './SubstitutionChoice';
import { QuantitySelect, useRuntimeConfig } from '@greencart/shared-ui';
import { productCardImage, productPath } from '../products/productImages';
import type { CartLineItem } from './cartLines';
import { useCartActions } from './useCartActions';
import { stockLeft, useStorefrontT } from '../../i18n/catalogue';
import { estimateText } from './EstimateNote';
import './weighed.css';

const THUMB_SIZE = 80;

/**
 * One cart line: image, name, weight, quantity select, line price and Remove (−1). A weighed
 * line says by how much its amount may change: `tolerancePercent`, the shop's (null until known).
 */
export function CartLine({
  line,
  tolerancePercent,
  discountCents = 0,
}: {
  line: CartLineItem;
  tolerancePercent: number | null;
  /** What promotions take off the line (docs/PROMOTIONS.md), cents; 0: nothing. */
  discountCents?: number;
}) {
  const { apiUrl } = useRuntimeConfig();
  const t = useStorefrontT();
  const cart = useCartActions();
  const { product, quantity } = line;
  const image = productCardImage(apiUrl, product);
  // A product sold by weight: the line holds steps, shown as a weight, and its amount is an
  // estimate until the order is weighed at packing (within the tolerance said below it).
  const weighed = isWeighed(product);
  const available = orderableQuantity(product);

  return (
    <li className="sf-line">
      <div className="sf-line__image">
        {image ? (
          <img
            src={image}
            alt={product.name}
            width={THUMB_SIZE}
            height={THUMB_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : null}
      </div>
      <div className="sf-line__info">
        <Link to={productPath(product)} className="sf-line__name">
          {product.name}
        </Link>
        {weighed ? (
          <p className="sf-line__meta">
            {t('checkout.weightAt', {
              weight: quantityLabel(quantity, product),
              price: formatPerKg(product.offerPricePerKg ?? 0),
            })}
          </p>
        ) : (
          <>
            <p className="sf-line__meta">
              {t('checkout.lineWeight', { weight: product.weight ?? 'N/A' })}
            </p>
            <p className="sf-line__meta">
              {t('checkout.each', { price: formatCents(toCents(product.offerPrice)) })}
            </p>
          </>
        )}
        {product.inStock ? null : <p className="sf-line__warning">{t('checkout.outOfStock')}</p>}
        {product.inStock && available !== undefined && quantity > available ? (
          <p className="sf-line__warning" role="status">
            {weighed
              ? t('checkout.lowerWeight', { left: stockLeft(t, product.quantity ?? 0, product) })
              : t('checkout.lowerQuantity', { left: stockLeft(t, product.quantity ?? 0, product) })}
          </p>
        ) : null}
        <SubstitutionChoice product={product} />
        <div className="sf-line__qty">
          <span aria-hidden="true">{weighed ? t('product.weight') : t('checkout.qty')}</span>
          <QuantitySelect
            value={quantity}
            label={t(weighed ? 'checkout.weightOf' : 'checkout.quantityOf', { name: product.name })}
            max={available}
            optionLabel={(steps) => quantityLabel(steps, product)}
            onChange={(next) => cart.set(product._id, next)}
          />
        </div>
        {weighed ? (
          <p className="sf-line__meta sf-line__why">{estimateText(t, tolerancePercent)}</p>
        ) : null}
      </div>
      <p className="sf-line__price">
        {formatCents(toCents(product.offerPrice) * quantity)}
        {weighed ? <span className="sf-line__estimated">{t('checkout.estimated')}</span> : null}
        {discountCents > 0 ? (
          <span className="sf-line__deal">−{formatCents(discountCents)} deal</span>
        ) : null}
      </p>
      <button
        type="button"
        className="sf-line__remove"
        aria-label={t('checkout.removeOne', { name: product.name })}
        onClick={() => cart.remove(product._id)}
      >
        {t('checkout.remove')}
      </button>
    </li>
  );
}
