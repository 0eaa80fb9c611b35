const { react } = require('../jest.preset.cjs');
module.exports = {
  ...react,
  displayName: 'shared-ui',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: [...react.setupFilesAfterEnv, '<rootDir>/test/jsdom-polyfills.cjs'],
};
