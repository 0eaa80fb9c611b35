/**
 * Fixed texts (the original store's, docs/COMPATIBILITY.md, and a few of ours); shown as written.
 */
export const MESSAGES = {
  addedToCart: 'Added to Cart',
  cartUpdated: 'Cart Updated',
  removedFromCart: 'Removed from Cart',
  selectAddress: 'Please select an address',
  noAddress: 'No address found',
  noProductsInCategory: 'No products found in this category',
  onlinePaymentUnavailable: 'Online payment is not available',
  /** A cash-on-delivery order was placed (`POST /api/order/cod`). */
  orderPlaced: 'Order Placed Successfully',
  /** An address no delivery zone covers (docs/DELIVERY.md): the cart's notice and the 409. */
  deliveryOutsideZones: 'We do not deliver to this postcode yet',
  /** A dependency of the API (the database) is down; answered with 503 `COMMON.UNAVAILABLE`. */
  storeUnavailable: 'The store is temporarily unavailable, please try again',
  concurrentChange: 'Someone else changed this at the same moment, please try again',
} as const;

/**
 * The API's answers to the seller's catalogue and stock changes (the seller portal shows them
 * as toasts), and its words for the catalogue's own rules.
 */
export const CATALOGUE_MESSAGES = {
  productAdded: 'Product Added',
  productUpdated: 'Product Updated',
  imagesAdded: 'Images Added',
  stockUpdated: 'Stock Updated',
  stockAdjusted: 'Stock Adjusted',
  stockCountingUpdated: 'Stock Counting Updated',
  productNotFound: 'Product not found',
  /** The offer price (what is charged) above the price (`offerPriceFits`). */
  offerAbovePrice: 'offerPrice must not be above price',
  notProductId: 'id is not a product id',
} as const;
