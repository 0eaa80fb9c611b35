/** A complete Sri Lankan address as the add-address form sends it (`zip`). */
export const COLOMBO = {
  firstName: 'Nimal',
  lastName: 'Perera',
  email: 'nimal@example.com',
  phone: '+94 77 123 4567',
  street: '12 Galle Road',
  city: 'Colombo',
  state: 'Western',
  zip: '00100',
  country: 'Sri Lanka',
};
