import { findCategory, formatMoney, type Product } from '@greencart/contracts';
import { Switch, assetUrl, cardImage } from '@greencart/shared-ui';

/** Props of {@link ProductRow}. */
export interface ProductRowProps {
  product: Product;
  /** API base URL, for the product's image. */
  apiUrl: string;
  onStockChange: (product: Product, inStock: boolean) => void;
}

/** One product of the seller's list: image, name, category, offer price and stock switch. */
export function ProductRow({ product, apiUrl, onStockChange }: ProductRowProps) {
  const image = product.image[0];
  return (
    <tr className="seller-products__row">
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
        <span className="seller-products__name">{product.name}</span>
      </td>
      <td data-label="Category">{findCategory(product.category)?.label ?? product.category}</td>
      <td data-label="Offer price">{formatMoney(product.offerPrice)}</td>
      <td data-label="In stock">
        <Switch
          checked={product.inStock}
          onChange={(inStock) => onStockChange(product, inStock)}
          label={`In stock: ${product.name}`}
          hideLabel
        />
      </td>
    </tr>
  );
}
