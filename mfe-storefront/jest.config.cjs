const { react, msw } = require('../jest.preset.cjs');
module.exports = {
  ...react,
  ...msw,
  // `x.json?startup`, `?account` and `?orders` (src/app/startup/heroWords.ts, accountWords.ts,
  // ordersWords.ts) are the catalogue file itself.
  moduleNameMapper: { '^(.+\\.json)\\?(startup|account|orders)$': '$1', ...react.moduleNameMapper },
  displayName: 'mfe-storefront',
  roots: ['<rootDir>/src'],
};
