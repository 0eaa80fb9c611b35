// `../i18n/<language>.json?startup` (app/startup/heroWords.ts, pageWords.ts): a catalogue imported
// as a module of its own, so webpack keeps only the messages the start-up frame reads; jest maps
// it to the file.
declare module '*.json?startup' {
  const catalogue: {
    home: { heroTitle: string; heroLead: string; shopNow: string; exploreDeals: string };
    products: {
      allProducts: string;
      sortBy: string;
      sort: Record<'relevance' | 'price-asc' | 'price-desc' | 'newest' | 'name', string>;
    };
    product: { home: string; products: string };
    productPage: { breadcrumb: string };
  };
  export default catalogue;
}

// `../i18n/<language>.json?account` (app/startup/accountWords.ts): the same, a module apart so
// the account frames' messages stay in their own chunk.
declare module '*.json?account' {
  const catalogue: {
    cart: Record<'title' | 'products_one' | 'products_other' | 'items_one' | 'items_other', string>;
    nav: { myOrders: string };
    orders: { orderLabel: string };
  };
  export default catalogue;
}

// `../i18n/<language>.json?orders` (app/startup/ordersWords.ts): My Orders' frame's messages.
declare module '*.json?orders' {
  const catalogue: {
    nav: { myOrders: string };
    orders: Record<
      'order' | 'placed' | 'status' | 'payment' | 'totalAmount' | 'deliverTo',
      string
    > & {
      statuses: Record<string, string>;
      paymentType: Record<string, string>;
      paymentState: Record<'paid' | 'pending' | 'not_charged', string>;
    };
  };
  export default catalogue;
}
