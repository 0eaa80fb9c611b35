import { FIELD_ERROR_WORDS, FIELD_LIMITS, MAX_PRICE } from '@greencart/contracts';
import {
  EMPTY_PRODUCT_FORM,
  buildProductFormData,
  STEP_CHOICES,
  splitDescription,
  stepPriceOf,
  toProductData,
  validateProductForm,
  type ProductFormValues,
} from './productForm';

const valid: ProductFormValues = {
  name: 'Fresh Apples',
  description: 'Crisp\nSweet',
  category: 'Fruits',
  price: '500',
  offerPrice: '450',
  weight: '',
  onHand: '',
  soldBy: 'unit',
  stepGrams: '250',
  pricePerKg: '',
  offerPricePerKg: '',
  barcode: '',
  nameSi: '',
  descriptionSi: '',
  nameTa: '',
  descriptionTa: '',
};

describe('splitDescription', () => {
  it('makes one bullet per line, trimmed, without empty lines', () => {
    expect(splitDescription('  Crisp \r\n\n Sweet\n   \nFrom Nuwara Eliya  ')).toEqual([
      'Crisp',
      'Sweet',
      'From Nuwara Eliya',
    ]);
  });

  it('gives no bullets for a blank description', () => {
    expect(splitDescription(' \n ')).toEqual([]);
  });
});

describe('validateProductForm', () => {
  it('accepts a complete product', () => {
    expect(validateProductForm(valid)).toEqual({});
  });

  it('requires name, category, price and offer price', () => {
    expect(Object.keys(validateProductForm(EMPTY_PRODUCT_FORM)).sort()).toEqual([
      'category',
      'name',
      'offerPrice',
      'price',
    ]);
  });

  it('rejects an offer price above the price', () => {
    expect(validateProductForm({ ...valid, price: '100', offerPrice: '150' })).toEqual({
      offerPrice: FIELD_ERROR_WORDS.offerPrice,
    });
  });

  it('accepts an offer price equal to the price', () => {
    expect(validateProductForm({ ...valid, price: '100', offerPrice: '100' })).toEqual({});
  });

  it.each(['0', '-5', 'abc', '1.005', '1e3'])('rejects the price %p', (price) => {
    expect(validateProductForm({ ...valid, price }).price).toMatch(
      /from 0.01 to 1,000,000 with at most 2 decimals/,
    );
  });

  it('rejects a price above MAX_PRICE', () => {
    expect(validateProductForm({ ...valid, price: String(MAX_PRICE + 1) }).price).toBeDefined();
  });

  it('rejects description lines the server would refuse, by the contracts’ limits', () => {
    const long = 'x'.repeat(FIELD_LIMITS.productDescriptionLine + 1);
    expect(validateProductForm({ ...valid, description: long }).description).toBe(
      FIELD_ERROR_WORDS.description,
    );
    const many = Array.from({ length: FIELD_LIMITS.productDescriptionLines + 1 }, () => 'a');
    expect(validateProductForm({ ...valid, description: many.join('\n') }).description).toMatch(
      /lines/,
    );
  });

  it('rejects a category that is not one of the seven', () => {
    expect(validateProductForm({ ...valid, category: 'Meat' }).category).toBe(
      FIELD_ERROR_WORDS.category,
    );
  });
});

describe('buildProductFormData', () => {
  it('sends productData as JSON (prices as numbers, description as bullets) and each image as `images`', () => {
    const front = new File(['front'], 'front.png', { type: 'image/png' });
    const back = new File(['back'], 'back.jpg', { type: 'image/jpeg' });

    const body = buildProductFormData({ ...valid, name: '  Fresh Apples ', price: '500.50' }, [
      front,
      back,
    ]);

    expect(JSON.parse(body.get('productData') as string)).toEqual({
      name: 'Fresh Apples',
      description: ['Crisp', 'Sweet'],
      category: 'Fruits',
      price: 500.5,
      offerPrice: 450,
    });
    const images = body.getAll('images') as File[];
    expect(images.map((f) => [f.name, f.type, f.size])).toEqual([
      ['front.png', 'image/png', 5],
      ['back.jpg', 'image/jpeg', 4],
    ]);
  });
});

describe('a product sold by weight (issue 29)', () => {
  const tomatoes: ProductFormValues = {
    ...valid,
    name: 'Loose Tomatoes',
    price: '',
    offerPrice: '',
    soldBy: 'weight',
    stepGrams: '250',
    pricePerKg: '480',
    offerPricePerKg: '450',
  };

  it('needs a step and prices per kg instead of unit prices', () => {
    expect(validateProductForm(tomatoes)).toEqual({});
    expect(
      Object.keys(
        validateProductForm({ ...tomatoes, stepGrams: '30', pricePerKg: '', offerPricePerKg: 'x' }),
      ).sort(),
    ).toEqual(['offerPricePerKg', 'pricePerKg', 'stepGrams']);
    expect(validateProductForm({ ...tomatoes, offerPricePerKg: '500' })).toEqual({
      offerPricePerKg: 'Enter an offer price per kg no higher than the price per kg',
    });
    // 50 g at LKR 0.09 / kg would cost less than a cent.
    expect(
      validateProductForm({
        ...tomatoes,
        stepGrams: '50',
        pricePerKg: '0.09',
        offerPricePerKg: '0.09',
      }).pricePerKg,
    ).toMatch(/one step must cost at least/);
  });

  it('offers steps of 50 g to 1 kg and shows what one step costs', () => {
    expect(STEP_CHOICES[0]).toBe(50);
    expect(STEP_CHOICES).toContain(250);
    expect(STEP_CHOICES.at(-1)).toBe(1000);
    expect(STEP_CHOICES).toHaveLength(20);
    expect(stepPriceOf('480', '250')).toBe(120);
    expect(stepPriceOf('333.33', '250')).toBe(83.33);
    expect(stepPriceOf('', '250')).toBeNull();
  });

  it("sends soldBy, the step and the prices per kg (unit prices are one step's)", () => {
    expect(toProductData(tomatoes)).toMatchObject({
      soldBy: 'weight',
      stepGrams: 250,
      pricePerKg: 480,
      offerPricePerKg: 450,
      price: 120,
      offerPrice: 112.5,
    });
    expect(toProductData(valid)).toMatchObject({ price: 500, offerPrice: 450 });
    expect(toProductData(valid)).not.toHaveProperty('stepGrams');
  });
});

describe('the barcode field', () => {
  it('is optional; a UPC-A is sent as its EAN-13, a wrong check digit is refused', () => {
    expect(validateProductForm(valid).barcode).toBeUndefined();
    expect(toProductData(valid)).not.toHaveProperty('barcode');
    const upc = { ...valid, barcode: ' 036000 291452 ' };
    expect(validateProductForm(upc).barcode).toBeUndefined();
    expect(toProductData(upc).barcode).toBe('0036000291452');
    expect(validateProductForm({ ...valid, barcode: '4006381333932' }).barcode).toMatch(/EAN-13/);
  });
});

describe('Sinhala and Tamil fields', () => {
  it('sends only the translated fields, trimmed, and nothing when none is filled', () => {
    expect(toProductData(valid)).not.toHaveProperty('translations');
    expect(
      toProductData({ ...valid, nameSi: ' ඇපල් ', descriptionTa: 'இனிப்பு\n\n  புதிய ' }),
    ).toMatchObject({
      translations: { si: { name: 'ඇපල්' }, ta: { description: ['இனிப்பு', 'புதிய'] } },
    });
  });

  it('refuses a name or description longer than the English limits', () => {
    const errors = validateProductForm({
      ...valid,
      nameTa: 'அ'.repeat(201),
      descriptionSi: 'අ'.repeat(501),
    });
    expect(errors.nameTa).toMatch(/200/);
    expect(errors.descriptionSi).toBeDefined();
    expect(validateProductForm({ ...valid, nameSi: 'ඇපල්' })).toEqual({});
  });
});
