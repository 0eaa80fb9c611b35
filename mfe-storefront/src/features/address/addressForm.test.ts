import { newAddressForm, splitName } from './addressForm';

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
      zip: '',
      country: 'Sri Lanka',
    });
  });
});
