const { react, msw } = require('../jest.preset.cjs');
module.exports = {
  ...react,
  ...msw,
  // `x.json?startup` (src/app/startup/heroWords.ts) is the catalogue file itself.
  moduleNameMapper: { '^(.+\\.json)\\?startup$': '$1', ...react.moduleNameMapper },
  displayName: 'mfe-storefront',
  roots: ['<rootDir>/src'],
};
