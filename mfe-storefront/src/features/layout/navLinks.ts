/** The main navigation: Home, All Products, Contact (docs/COMPATIBILITY.md). */
export const NAV_LINKS = [
  { to: '/', label: 'Home', end: true },
  { to: '/products', label: 'All Products', end: false },
] as const;

/** Contact goes to the contact section of the footer, present on every storefront page. */
export const CONTACT_HREF = '#contact';
export const SUPPORT_EMAIL = 'support@greencart.lk';
export const SUPPORT_PHONE = '+94 11 234 5678';

/** The logged-in shopper's account pages, in menu order (the profile and mobile menus; Logout follows). */
export const ACCOUNT_PAGES: readonly { label: string; path: string }[] = [
  { label: 'My Orders', path: '/my-orders' },
  { label: 'My Addresses', path: '/addresses' },
  { label: 'My Account', path: '/account' },
];
