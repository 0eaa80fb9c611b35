import { isSellerPath, prefetchStorefront } from './prefetch';

describe('prefetchStorefront', () => {
  function loader() {
    return { load: jest.fn().mockRejectedValue(new Error('down')), reset: jest.fn() };
  }

  it('starts loading the storefront on storefront pages, ignoring a failure', () => {
    const fake = loader();
    expect(prefetchStorefront(fake, '/products/Fruits')).toBe(true);
    expect(fake.load.mock.calls).toEqual([['storefront']]);
  });

  it('loads nothing on seller pages (and never the seller remote)', () => {
    const fake = loader();
    expect(prefetchStorefront(fake, '/seller/orders')).toBe(false);
    expect(fake.load).not.toHaveBeenCalled();
  });

  it('knows which paths are the seller portal', () => {
    expect(isSellerPath('/seller')).toBe(true);
    expect(isSellerPath('/seller/product-list')).toBe(true);
    expect(isSellerPath('/sellers')).toBe(false);
    expect(isSellerPath('/')).toBe(false);
  });
});
