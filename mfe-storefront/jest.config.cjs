const { react, msw } = require('../jest.preset.cjs');
module.exports = {
  ...react,
  ...msw,
  // `x.json?startup` (src/app/startup/heroWords.ts) and `x.json?account` (accountWords.ts) are the
  // catalogue file itself.
  moduleNameMapper: { '^(.+\\.json)\\?(startup|account)$': '$1', ...react.moduleNameMapper },
  displayName: 'mfe-storefront',
  roots: ['<rootDir>/src'],
};
