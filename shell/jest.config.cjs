const { react } = require('../jest.preset.cjs');
module.exports = {
  ...react,
  displayName: 'shell',
  roots: ['<rootDir>/src'],
  setupFilesAfterEnv: [
    ...react.setupFilesAfterEnv,
    '<rootDir>/../shared-ui/test/jsdom-polyfills.cjs',
  ],
};
