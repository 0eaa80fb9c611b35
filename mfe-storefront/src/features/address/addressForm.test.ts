import { formValuesOf, newAddressForm, splitName, toAddressFields } from './addressForm';

describe('splitName', () => {
  it.each([
    ['Nimal', 'Nimal', ''],
    ['  Nimal   Perera ', 'Nimal', 'Perera'],
    ['Mary Ann Perera', 'Mary Ann', 'Perera'],
    ['Nimal de Silva', 'Nimal', 'de Silva'],
    ['Anna van der Berg', 'Anna', 'van der Berg'],
    ['', '', ''],
  ])('%j → %j, %j', (name, firstName, lastName) => {
    expect(splitName(name)).toEqual({ firstName, lastName });
  });
});

describe('newAddressForm', () => {
  it('fills the name, email and Sri Lanka, and leaves the rest for the shopper', () => {
    expect(newAddressForm({ name: 'Nimal Perera', email: 'nimal@example.com' })).toEqual({
      firstName: 'Nimal',
      lastName: 'Perera',
      email: 'nimal@example.com',
      phone: '',
      street: '',
      city: '',
      state: '',
      district: '',
      zip: '',
      country: 'Sri Lanka',
      landmark: '',
      deliveryInstructions: '',
    });
  });
});

describe('formValuesOf and toAddressFields', () => {
  const saved = {
    _id: 'a1',
    userId: 'u1',
    firstName: 'Nimal',
    lastName: 'Perera',
    email: 'nimal@example.com',
    phone: '+94 77 123 4567',
    street: '5 Lake Road',
    city: 'Kandy',
    state: 'Central Province',
    zipcode: '20000',
    country: 'Sri Lanka',
  };

  it('reads an address saved before districts as the lists name it, the rest empty', () => {
    expect(formValuesOf(saved)).toMatchObject({
      state: 'Central',
      district: '',
      landmark: '',
      deliveryInstructions: '',
      zip: '20000',
    });
    expect(formValuesOf({ ...saved, state: 'Ontario' }).state).toBe('');
  });

  it('sends empty optional fields as null and the postcode as zipcode', () => {
    const fields = toAddressFields({ ...formValuesOf(saved), landmark: '  ', district: 'Kandy' });
    expect(fields).toMatchObject({
      state: 'Central',
      district: 'Kandy',
      landmark: null,
      deliveryInstructions: null,
      zipcode: '20000',
    });
  });
});
