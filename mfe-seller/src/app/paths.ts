/**
 * Where the shell mounts the seller remote (FRONTEND-CONTRACT.md: `/seller/*`; the
 * standalone bootstrap uses the same). Links are absolute because, under the shell's splat
 * route, a relative "." would resolve against the current page rather than the dashboard.
 */
export const SELLER_BASE = '/seller';

/** The dashboard's pages. */
export const SELLER_PATHS = {
  addProduct: SELLER_BASE,
  productList: `${SELLER_BASE}/product-list`,
  /** One product's page: `${product}/:id` (edit, images, stock, ledger). */
  product: `${SELLER_BASE}/products`,
  lowStock: `${SELLER_BASE}/low-stock`,
  orders: `${SELLER_BASE}/orders`,
  /** Other names for the same food, used by search (issue 28). */
  searchSynonyms: `${SELLER_BASE}/search-synonyms`,
} as const;
