import {
  DEFAULT_SHOP_PROFILE,
  SHOP_SETTINGS_PATH,
  type OrderDetail,
  type ShopSettingsResponse,
} from '@greencart/contracts';
import { ProductEntity } from '../src/product/product.entity.js';
import { placeCodOrder } from './support/orders.js';
import { shopperWithAddress } from './support/shoppers.js';
import { insertProduct, startTestApp, type TestApp } from './support/test-app.js';

/**
 * The shop's public settings (issue 36, docs/SHOPPER-UX.md "Shop settings"): the storefront's
 * weight estimates use the tolerance the API charges by, not a number compiled into it.
 */
describe('shop settings (GET /api/shop/settings)', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await startTestApp({
      WEIGHT_TOLERANCE_PERCENT: '15',
      SHOP_LOCALE: 'si-LK',
      SHOP_TIME_ZONE: 'Asia/Kolkata',
    });
  });
  afterAll(() => test.close());

  it('answers the configured tolerance, locale and time zone to anyone, cacheable', async () => {
    const response = await test.http().get(SHOP_SETTINGS_PATH);
    expect(response.status).toBe(200);
    // Everything but the staff's new-order SMS numbers, which stay the shop's.
    const { staffOrderSmsNumbers: _, ...published } = DEFAULT_SHOP_PROFILE;
    expect(response.body as ShopSettingsResponse).toEqual({
      success: true,
      settings: {
        ...published,
        weightTolerancePercent: 15,
        locale: 'si-LK',
        timeZone: 'Asia/Kolkata',
      },
    });
    expect(response.headers['cache-control']).toBe('public, max-age=5');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('gives an order with weighed lines the tolerance it was placed under', async () => {
    const products = test.dataSource.getRepository(ProductEntity);
    await products.save(
      products.create({
        id: 'okra',
        name: 'Okra',
        category: 'Vegetables',
        soldBy: 'weight',
        stepGrams: 250,
        pricePerKgCents: 40_000,
        offerPricePerKgCents: 40_000,
        priceCents: 10_000,
        offerPriceCents: 10_000,
        images: ['/uploads/products/okra.webp'],
        description: ['Loose'],
        inStock: true,
        onHand: null,
        weight: null,
        rating: null,
      }),
    );
    await insertProduct(test, { id: 'salt', name: 'Salt' });
    const shopper = await shopperWithAddress(test);
    const weighed = await placeCodOrder(shopper, [{ product: 'okra', quantity: 4 }]);
    const units = await placeCodOrder(shopper, [{ product: 'salt', quantity: 1 }]);
    const detail = async (id: string) =>
      (await shopper.agent.get(`/api/order/user/${id}`)).body.order as OrderDetail;
    const order = await detail(weighed._id);
    expect(order.weightTolerancePercent).toBe(15);
    expect(order.items[0].allowedGrams).toEqual({ min: 850, max: 1150 });
    expect((await detail(units._id)).weightTolerancePercent).toBeUndefined();
  });
});
