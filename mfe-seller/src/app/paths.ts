/**
 * Where the shell mounts the seller remote (FRONTEND-CONTRACT.md: `/seller/*`; the
 * standalone bootstrap uses the same). Links are absolute because, under the shell's splat
 * route, a relative "." would resolve against the current page rather than the dashboard.
 */
export const SELLER_BASE = '/seller';

/** The dashboard's pages. */
export const SELLER_PATHS = {
  addProduct: SELLER_BASE,
  /** Owner and manager: how the shop is doing (the index stays Add Product for the spec's flows). */
  dashboard: `${SELLER_BASE}/dashboard`,
  /** Owner and manager: what needs a person now, each count opening the filtered orders. */
  today: `${SELLER_BASE}/today`,
  productList: `${SELLER_BASE}/product-list`,
  /** One product's page: `${product}/:id` (edit, images, stock, ledger). */
  product: `${SELLER_BASE}/products`,
  lowStock: `${SELLER_BASE}/low-stock`,
  orders: `${SELLER_BASE}/orders`,
  /** The packer's queue (`orders.pack`, a packer's landing page); `${orders}/:id/pick` an order's pick screen. */
  queue: `${SELLER_BASE}/queue`,
  /** Batch picking of one window (`orders.pack`): `${batch}/:slotId`. */
  batch: `${SELLER_BASE}/queue/batch`,
  /** Selected orders' packing slips and their windows' picking lists, to print (`?ids=`). */
  printOrders: `${SELLER_BASE}/orders/print`,
  /** Today's and tomorrow's delivery windows (`orders.read`); `${windows}/:id/picking` the picking list. */
  windows: `${SELLER_BASE}/windows`,
  /** Other names for the same food, used by search (issue 28). */
  searchSynonyms: `${SELLER_BASE}/search-synonyms`,
  /** Owner and manager (`settings.write`): delivery zones, fees, minimum order. */
  delivery: `${SELLER_BASE}/delivery`,
  /** Owner and manager (`settings.write`): the shop's name, contact, home page words, tax. */
  shopSettings: `${SELLER_BASE}/settings`,
  /** Owner only (`staff.manage`): the accounts, their roles, invitations. */
  staff: `${SELLER_BASE}/staff`,
  /** Owner and manager (`reviews.moderate`): product reviews, hiding an abusive one. */
  reviews: `${SELLER_BASE}/reviews`,
  /** Owner and manager (`promotions.write`): deals and codes, their uses (docs/PROMOTIONS.md). */
  promotions: `${SELLER_BASE}/promotions`,
  /** Owner only (`audit.read`): who changed what, when. */
  audit: `${SELLER_BASE}/audit`,
  /** Every staff member: their own password and sessions. */
  account: `${SELLER_BASE}/account`,
  /** The emailed invitation link opens this page (no session needed). */
  acceptInvite: `${SELLER_BASE}/accept-invite`,
} as const;
