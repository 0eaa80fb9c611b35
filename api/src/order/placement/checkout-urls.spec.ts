import { checkoutReturnUrls, orderPageUrl } from './checkout-urls.js';

const ALLOWED = ['https://shop.lk', 'https://seller.shop.lk'];

describe('checkoutReturnUrls', () => {
  it('returns the shopper to the allowed origin that made the request', () => {
    expect(checkoutReturnUrls('https://seller.shop.lk', ALLOWED)).toEqual({
      successUrl: 'https://seller.shop.lk/loader?next=my-orders',
      cancelUrl: 'https://seller.shop.lk/cart',
      shopOrigin: 'https://seller.shop.lk',
    });
  });

  it.each([undefined, 'https://evil.example', 'https://shop.lk.evil.example'])(
    'falls back to the first allowed origin for %p',
    (origin) => {
      expect(checkoutReturnUrls(origin, ALLOWED)).toEqual({
        successUrl: 'https://shop.lk/loader?next=my-orders',
        cancelUrl: 'https://shop.lk/cart',
        shopOrigin: 'https://shop.lk',
      });
    },
  );
});

describe('orderPageUrl', () => {
  it("is the storefront's page of the order, on the shop's origin", () => {
    expect(orderPageUrl('https://shop.lk/', 'a1b2')).toBe('https://shop.lk/my-orders/a1b2');
  });
});
