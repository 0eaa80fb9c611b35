/** Texts the spec fixes (spec §8); shown exactly as written here. */
export const MESSAGES = {
  addedToCart: 'Added to Cart',
  cartUpdated: 'Cart Updated',
  removedFromCart: 'Removed from Cart',
  selectAddress: 'Please select an address',
  noAddress: 'No address found',
  noProductsInCategory: 'No products found in this category',
  onlinePaymentUnavailable: 'Online payment is not available',
  /** A dependency of the API (the database) is down; answered with 503 `COMMON.UNAVAILABLE`. */
  storeUnavailable: 'The store is temporarily unavailable, please try again',
} as const;
