/** The main navigation: Home, All Products, Contact (docs/COMPATIBILITY.md). */
export const NAV_LINKS = [
  { to: '/', label: 'Home', labelKey: 'nav.home', end: true },
  { to: '/products', label: 'All Products', labelKey: 'nav.allProducts', end: false },
] as const;

/** Contact goes to the contact section of the footer, present on every storefront page. */
export const CONTACT_HREF = '#contact';
// The shop's email, phone and hours are shop settings (docs/SETTINGS.md), not constants here.

/** The logged-in shopper's account pages, in menu order (the profile and mobile menus; Logout follows). */
export const ACCOUNT_PAGES: readonly { label: string; labelKey: string; path: string }[] = [
  { label: 'My Orders', labelKey: 'nav.myOrders', path: '/my-orders' },
  { label: 'My Addresses', labelKey: 'nav.myAddresses', path: '/addresses' },
  { label: 'My Account', labelKey: 'nav.myAccount', path: '/account' },
];
