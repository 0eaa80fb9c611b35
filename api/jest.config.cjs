const { node } = require('../jest.preset.cjs');

module.exports = {
  ...node,
  displayName: 'api',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  // Also compile the ESM-only dependencies that jest (CommonJS on Node 20) would otherwise fail to require.
  transformIgnorePatterns: ['/node_modules/(?!(@nestjs|uuid|content-disposition|cookie)/)'],
  testMatch: ['**/*.spec.ts', '**/*.e2e-spec.ts'],
  testPathIgnorePatterns: ['/node_modules/', '<rootDir>/contracts/', '<rootDir>/dist/'],
  moduleNameMapper: {
    ...node.moduleNameMapper,
    '^@greencart/contracts$': '<rootDir>/contracts/src/index.ts',
  },
  // Integration suites boot a real app and database; PGlite start-up takes a few seconds.
  testTimeout: 60000,
  // After the run: the slowest files' wall and CPU time (tools/jest/timing-reporter.cjs).
  reporters: ['default', '<rootDir>/../tools/jest/timing-reporter.cjs'],
};
