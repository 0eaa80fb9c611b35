import { CATEGORIES, categoryOfName, findCategory, isCategory } from './categories.js';

describe('categories', () => {
  it('holds the seven categories of the original store with their labels', () => {
    expect(CATEGORIES.map((c) => `${c.label}=${c.path}`)).toEqual([
      'Organic veggies=Vegetables',
      'Fresh Fruits=Fruits',
      'Cold Drinks=Drinks',
      'Instant Food=Instant',
      'Dairy Products=Dairy',
      'Bakery & Breads=Bakery',
      'Grains & Cereals=Grains',
    ]);
  });

  it('matches a path segment case-insensitively', () => {
    expect(findCategory('vegetables')?.label).toBe('Organic veggies');
    expect(findCategory('DAIRY')?.path).toBe('Dairy');
    expect(findCategory('Meat')).toBeUndefined();
  });

  it('accepts only exact stored values as a category', () => {
    expect(isCategory('Fruits')).toBe(true);
    expect(isCategory('fruits')).toBe(false);
    expect(isCategory(3)).toBe(false);
  });

  it('reads a typed category by its value or by the label the store shows', () => {
    expect(categoryOfName('Fruits')).toBe('Fruits');
    expect(categoryOfName('Fresh Fruits')).toBe('Fruits');
    expect(categoryOfName(' bakery & breads ')).toBe('Bakery');
    expect(categoryOfName('Toys')).toBeUndefined();
  });
});
