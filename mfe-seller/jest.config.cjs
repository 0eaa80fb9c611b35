const { react, msw } = require('../jest.preset.cjs');
module.exports = {
  ...react,
  ...msw,
  displayName: 'mfe-seller',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: [
    ...react.setupFilesAfterEnv,
    '<rootDir>/../shared-ui/test/jsdom-polyfills.cjs',
    '<rootDir>/src/test/jsdomSetup.ts',
  ],
};
