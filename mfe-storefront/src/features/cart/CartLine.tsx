import { Link } from '@greencart/shared-ui/router';
import { toCents, formatCents, onlyLeftText } from '@greencart/contracts';
import { SubstitutionChoice } from './SubstitutionChoice';
import { QuantitySelect, useRuntimeConfig } from '@greencart/shared-ui';
import { productCardImage, productPath } from '../products/productImages';
import type { CartLineItem } from './cartLines';
import { useCartActions } from './useCartActions';

const THUMB_SIZE = 80;

/** One cart line: image, name, weight, quantity select, line price and Remove (−1). */
export function CartLine({ line }: { line: CartLineItem }) {
  const { apiUrl } = useRuntimeConfig();
  const cart = useCartActions();
  const { product, quantity } = line;
  const image = productCardImage(apiUrl, product);

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
        <p className="sf-line__meta">Weight: {product.weight ?? 'N/A'}</p>
        <p className="sf-line__meta">{formatCents(toCents(product.offerPrice))} each</p>
        {product.inStock ? null : (
          <p className="sf-line__warning">Out of stock: not included in this order</p>
        )}
        {product.inStock && product.quantity !== undefined && quantity > product.quantity ? (
          <p className="sf-line__warning" role="status">
            {onlyLeftText(product.quantity)}: lower the quantity to order
          </p>
        ) : null}
        <SubstitutionChoice product={product} />
        <div className="sf-line__qty">
          <span aria-hidden="true">Qty</span>
          <QuantitySelect
            value={quantity}
            label={`Quantity of ${product.name}`}
            max={product.quantity}
            onChange={(next) => cart.set(product._id, next)}
          />
        </div>
      </div>
      <p className="sf-line__price">{formatCents(toCents(product.offerPrice) * quantity)}</p>
      <button
        type="button"
        className="sf-line__remove"
        aria-label={`Remove one ${product.name} from cart`}
        onClick={() => cart.remove(product._id)}
      >
        Remove
      </button>
    </li>
  );
}
