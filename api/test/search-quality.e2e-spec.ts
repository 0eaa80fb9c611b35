import {
  toCents,
  type ProductQueryResponse,
  type SynonymGroupsResponse,
} from '@greencart/contracts';
import { SEED_PRODUCTS } from '../src/database/seed/catalogue.js';
import { SEED_TRANSLATIONS } from '../src/database/seed/catalogue-translations.js';
import { ProductEntity } from '../src/product/product.entity.js';
import { loginSeller, startTestApp, type TestApp } from './support/test-app.js';

/**
 * Search quality (docs/CATALOGUE.md): what shoppers really type, against the sample
 * catalogue, through the real API. Each row is a query and the product the shopper means; a
 * row is a hit when that product is among the first three results. Typos (swapped, missing
 * and doubled letters), plurals, other names for the same food (British, American, South
 * Asian English, Sinhala and Tamil in Latin letters) and multi-word queries.
 */
const QUERIES: [query: string, productId: string][] = [
  // Typos: swapped, missing, doubled letters
  ['mlik', 'dairy-milk'],
  ['milk', 'dairy-milk'],
  ['mik', 'dairy-milk'],
  ['millk', 'dairy-milk'],
  ['fresh mlik', 'dairy-milk'],
  ['tomtao', 'veg-tomato'],
  ['tomatoe', 'veg-tomato'],
  ['potatoe', 'veg-potato'],
  ['potatos', 'veg-potato'],
  ['potatoes', 'veg-potato'],
  ['tomatoes', 'veg-tomato'],
  ['carot', 'veg-carrot'],
  ['carrots', 'veg-carrot'],
  ['onions', 'veg-red-onion'],
  ['oinon', 'veg-red-onion'],
  ['red onoin', 'veg-red-onion'],
  ['brinjals', 'veg-brinjal'],
  ['aplle', 'fruit-apple'],
  ['apples', 'fruit-apple'],
  ['bananna', 'fruit-banana'],
  ['bananas', 'fruit-banana'],
  ['oranges', 'fruit-orange'],
  ['mangoes', 'fruit-mango'],
  ['mangos', 'fruit-mango'],
  ['grape', 'fruit-grapes'],
  ['graps', 'fruit-grapes'],
  ['purple grpaes', 'fruit-grapes'],
  ['coal', 'drink-cola'],
  ['mineral watr', 'drink-water'],
  ['orange jiuce', 'drink-orange-juice'],
  ['lime sodaa', 'drink-lime-soda'],
  ['noodels', 'inst-noodles'],
  ['masala noodle', 'inst-noodles'],
  ['cup noodels', 'inst-cup-noodles'],
  ['tomato soop', 'inst-tomato-soup'],
  ['macaroni chese', 'inst-macaroni'],
  ['macroni', 'inst-macaroni'],
  ['chedar', 'dairy-cheddar'],
  ['cheese', 'dairy-cheddar'],
  ['buter', 'dairy-butter'],
  ['yoghurt', 'dairy-yoghurt'],
  ['yogurt', 'dairy-yoghurt'],
  ['yougurt', 'dairy-yoghurt'],
  ['eggs', 'dairy-eggs'],
  ['egs', 'dairy-eggs'],
  ['brown egs', 'dairy-eggs'],
  ['brwon eggs', 'dairy-eggs'],
  ['bred', 'bak-bread'],
  ['white braed', 'bak-bread'],
  ['croisant', 'bak-croissant'],
  ['croissants', 'bak-croissant'],
  ['muffins', 'bak-muffin'],
  ['chocolate muffins', 'bak-muffin'],
  ['choclate chip cookies', 'bak-cookies'],
  ['cookie', 'bak-cookies'],
  ['basmati', 'grain-basmati'],
  ['basmathi rice', 'grain-basmati'],
  ['rcie', 'grain-basmati'],
  ['lentils', 'grain-red-lentils'],
  ['lentil', 'grain-red-lentils'],
  ['lentls', 'grain-red-lentils'],
  ['wheat flour', 'grain-wheat-flour'],
  ['flor', 'grain-wheat-flour'],
  ['oats', 'grain-oats'],
  ['rolled oat', 'grain-oats'],
  // Other names for the same food
  ['eggplant', 'veg-brinjal'],
  ['aubergine', 'veg-brinjal'],
  ['wambatu', 'veg-brinjal'],
  ['egg plant', 'veg-brinjal'],
  ['ala', 'veg-potato'],
  ['aloo', 'veg-potato'],
  ['thakkali', 'veg-tomato'],
  ['lunu', 'veg-red-onion'],
  ['shallots', 'veg-red-onion'],
  ['kesel', 'fruit-banana'],
  ['ambul kesel', 'fruit-banana'],
  ['amba', 'fruit-mango'],
  ['dodam', 'fruit-orange'],
  ['coke', 'drink-cola'],
  ['soft drink', 'drink-cola'],
  ['bottled water', 'drink-water'],
  ['oj', 'drink-orange-juice'],
  ['soda', 'drink-lime-soda'],
  ['maggi', 'inst-noodles'],
  ['mac and cheese', 'inst-macaroni'],
  ['kiri', 'dairy-milk'],
  ['paal', 'dairy-milk'],
  ['curd', 'dairy-yoghurt'],
  ['bittara', 'dairy-eggs'],
  ['muttai', 'dairy-eggs'],
  ['paan', 'bak-bread'],
  ['loaf', 'bak-bread'],
  ['biscuits', 'bak-cookies'],
  ['chocolate biscuits', 'bak-cookies'],
  ['cupcake', 'bak-muffin'],
  ['haal', 'grain-basmati'],
  ['arisi', 'grain-basmati'],
  ['dhal', 'grain-red-lentils'],
  ['dal', 'grain-red-lentils'],
  ['parippu', 'grain-red-lentils'],
  ['masoor dhal', 'grain-red-lentils'],
  ['atta', 'grain-wheat-flour'],
  ['plain flour', 'grain-wheat-flour'],
  ['porridge oats', 'grain-oats'],
  ['oatmeal', 'grain-oats'],
  // Typed in Sinhala and Tamil: the sample products' translated names (catalogue-translations.ts),
  // typos, and other names in those scripts (synonym groups mixing scripts)
  ['කිරි', 'dairy-milk'],
  ['අල', 'veg-potato'],
  ['තක්කාලි', 'veg-tomato'],
  ['තක්කාලී', 'veg-tomato'],
  ['වම්බටු', 'veg-brinjal'],
  ['කෙසෙල්', 'fruit-banana'],
  ['අඹ', 'fruit-mango'],
  ['බිත්තර', 'dairy-eggs'],
  ['පාන්', 'bak-bread'],
  ['සහල්', 'grain-basmati'],
  ['පරිප්පු', 'grain-red-lentils'],
  ['தக்காளி', 'veg-tomato'],
  ['பால்', 'dairy-milk'],
  ['உருளைக்கிழங்கு', 'veg-potato'],
  ['கத்தரிக்காய்', 'veg-brinjal'],
  ['மாம்பழம்', 'fruit-mango'],
  ['முட்டை', 'dairy-eggs'],
  ['அரிசி', 'grain-basmati'],
  ['பருப்பு', 'grain-red-lentils'],
  ['கோதுமை மாவு', 'grain-wheat-flour'],
];

/** Share of queries whose product must be among the first three results. */
const REQUIRED_HIT_AT_3 = 0.95;

describe('search quality over the sample catalogue (hit@3)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await startTestApp();
    const repository = test.dataSource.getRepository(ProductEntity);
    let created = 0;
    for (const product of SEED_PRODUCTS) {
      created += 1;
      await repository.insert({
        id: product.id,
        name: product.name,
        category: product.category,
        priceCents: toCents(product.price),
        offerPriceCents: toCents(product.offerPrice),
        images: [`/uploads/products/${product.id}.webp`],
        description: product.description,
        translations: SEED_TRANSLATIONS[product.id] ?? {},
        inStock: product.inStock,
        onHand: null,
        archivedAt: null,
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, created)),
      });
    }
  });

  afterAll(async () => {
    await test.close();
  });

  it(`finds what shoppers mean for at least ${REQUIRED_HIT_AT_3 * 100} % of ${QUERIES.length} real queries`, async () => {
    expect(QUERIES.length).toBeGreaterThanOrEqual(80);
    const misses: string[] = [];
    for (const [query, wanted] of QUERIES) {
      const response = await test.http().get('/api/product/query').query({ q: query });
      expect(response.status).toBe(200);
      const ids = (response.body as ProductQueryResponse).products.map((p) => p._id);
      if (!ids.slice(0, 3).includes(wanted)) {
        misses.push(`"${query}" → ${wanted}: got [${ids.slice(0, 3).join(', ')}]`);
      }
    }
    const hitAt3 = (QUERIES.length - misses.length) / QUERIES.length;
    // Printed so that a change in quality shows in the test log, not only a failure.
    // eslint-disable-next-line no-console
    console.log(
      `search hit@3: ${(hitAt3 * 100).toFixed(1)} % of ${QUERIES.length} queries` +
        (misses.length > 0 ? `\nmisses:\n  ${misses.join('\n  ')}` : ''),
    );
    expect(hitAt3).toBeGreaterThanOrEqual(REQUIRED_HIT_AT_3);
  });

  it('offers "did you mean" only when the name is close enough to help', async () => {
    const didYouMean = async (q: string) =>
      ((await test.http().get('/api/product/query').query({ q })).body as ProductQueryResponse)
        .didYouMean;
    // Nothing sold is like broccoli: "Brown Eggs" shares only its first letters.
    expect(await didYouMean('brocoli')).toBeNull();
    expect(await didYouMean('tomatoo1')).toBe('Tomato 1 kg');
  });

  it('lets the seller replace the other names, and search uses them at once', async () => {
    const seller = await loginSeller(test);
    const shown = await seller.get('/api/seller/synonyms');
    expect(shown.status).toBe(200);
    expect((shown.body as SynonymGroupsResponse).groups.length).toBeGreaterThanOrEqual(60);
    expect((await test.http().get('/api/seller/synonyms')).status).toBe(401);

    const refused = await seller
      .put('/api/seller/synonyms')
      .send({ groups: [{ terms: ['only one'] }] });
    expect(refused.status).toBe(400);
    expect(refused.body.success).toBe(false);

    const search = async (q: string) =>
      (
        (await test.http().get('/api/product/query').query({ q })).body as ProductQueryResponse
      ).products.map((p) => p._id);
    expect(await search('spud')).toEqual([]);
    const saved = await seller
      .put('/api/seller/synonyms')
      .send({ groups: [{ terms: ['Potato', 'Spud', "Murphy's"] }] });
    expect(saved.status).toBe(200);
    expect((saved.body as SynonymGroupsResponse).groups).toEqual([
      { terms: ['potato', 'spud', 'murphys'] },
    ]);
    expect(await search('spud')).toContain('veg-potato');
    expect(await search('eggplant')).toEqual([]); // the default list was replaced
  });
});
