import { useState } from 'react';
import { Link } from '@greencart/shared-ui/router';
import {
  findCategory,
  formatMoney,
  formatPerKg,
  isWeighed,
  stockAmountText,
  type Product,
} from '@greencart/contracts';
import { Switch, assetUrl, cardImage } from '@greencart/shared-ui';
import { SELLER_PATHS } from '../../app/paths';
import { useSellerT, type TFunction } from '../../i18n/catalogue';

/** Props of {@link ProductRow}. */
export interface ProductRowProps {
  product: Product;
  /** API base URL, for the product's image. */
  apiUrl: string;
  /** Resolves true when the server took the change. */
  onStockChange: (product: Product, inStock: boolean) => Promise<boolean>;
  onArchive: (product: Product, archived: boolean) => void;
  selected: boolean;
  onSelect: (product: Product, selected: boolean) => void;
}

/**
 * What the Stock column says: units left (kilograms for a product sold by weight, whose stock
 * counts grams), with "Low", for a counted product, else "Not counted".
 */
function stockText(t: TFunction, product: Product): string {
  if (product.quantity === undefined) return t('productList.notCounted');
  const left = stockAmountText(product.quantity, product);
  return product.lowStock ? t('productList.stockLow', { left }) : left;
}

/** The offer price as shoppers see it: per kg for a product sold by weight, never one step's. */
function offerText(product: Product): string {
  return isWeighed(product) && product.offerPricePerKg !== undefined
    ? formatPerKg(product.offerPricePerKg)
    : formatMoney(product.offerPrice);
}

/**
 * One product of the seller's list: image, name (with its state), category, offer price,
 * stock, the in-stock switch and the row's actions. A flip shows at once and is undone if the
 * server refuses it.
 */
export function ProductRow({
  product,
  apiUrl,
  onStockChange,
  onArchive,
  selected,
  onSelect,
}: ProductRowProps) {
  const t = useSellerT();
  const image = product.image[0];
  const [flipped, setFlipped] = useState<boolean | null>(null);
  const archived = product.archived === true;

  async function flip(inStock: boolean) {
    setFlipped(inStock);
    await onStockChange(product, inStock);
    // Taken: the list is read again and shows it; refused: back to what the server has.
    setFlipped(null);
  }

  return (
    <tr
      className={
        archived ? 'seller-products__row seller-products__row--archived' : 'seller-products__row'
      }
    >
      <td data-label={t('productList.select')}>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onSelect(product, event.target.checked)}
          aria-label={t('productList.selectName', { name: product.name })}
        />
      </td>
      <td className="seller-products__product">
        {image ? (
          <img
            className="seller-products__image"
            src={cardImage(assetUrl(apiUrl, image))}
            alt=""
            width={64}
            height={64}
            loading="lazy"
          />
        ) : (
          <span className="seller-products__image" aria-hidden="true" />
        )}
        <span className="seller-products__name">
          {product.name}
          {archived ? <span className="seller-badge">{t('productList.archived')}</span> : null}
          {product.lowStock ? (
            <span className="seller-badge seller-badge--warn">{t('productList.lowStock')}</span>
          ) : null}
        </span>
      </td>
      <td data-label={t('productList.category')}>
        {findCategory(product.category)?.label ?? product.category}
      </td>
      <td data-label={t('productList.offerPrice')} className="seller-products__price">
        {offerText(product)}
      </td>
      <td data-label={t('productList.stock')}>{stockText(t, product)}</td>
      <td data-label={t('productList.inStock')}>
        <Switch
          checked={flipped ?? product.inStock}
          onChange={(inStock) => void flip(inStock)}
          label={t('productList.inStockName', { name: product.name })}
          hideLabel
          disabled={archived}
        />
      </td>
      <td data-label={t('productList.actions')} className="seller-products__actions">
        <Link
          to={`${SELLER_PATHS.product}/${encodeURIComponent(product._id)}`}
          className="seller-link"
          aria-label={t('productList.editName', { name: product.name })}
        >
          {t('productList.edit')}
        </Link>
        <button
          type="button"
          className="seller-link"
          onClick={() => onArchive(product, !archived)}
          aria-label={`${archived ? 'Restore' : 'Archive'} ${product.name}`}
        >
          {archived ? 'Restore' : 'Archive'}
        </button>
      </td>
    </tr>
  );
}
