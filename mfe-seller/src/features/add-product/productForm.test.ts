import { FIELD_ERROR_WORDS, FIELD_LIMITS, MAX_PRICE } from '@greencart/contracts';
import {
  EMPTY_PRODUCT_FORM,
  buildProductFormData,
  splitDescription,
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
