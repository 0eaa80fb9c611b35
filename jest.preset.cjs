/**
 * Shared jest settings. @swc/jest compiles TypeScript (and the ESM-only @nestjs packages)
 * to CommonJS so jest 30 on Node 20 can load them: NestJS 12 is ESM-only, jest on Node 20
 * cannot require() ESM, and ts-jest fails on the `import.meta` inside the @nestjs packages.
 * (The API's tests still run with --experimental-vm-modules: PGlite imports dynamically.)
 */
const swcNode = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', decorators: true, tsx: false },
    transform: { legacyDecorator: true, decoratorMetadata: true },
  },
  module: { type: 'commonjs' },
};
const swcReact = {
  jsc: {
    target: 'es2022',
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
  },
  module: { type: 'commonjs' },
};
module.exports = {
  node: {
    testEnvironment: 'node',
    transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcNode] },
    transformIgnorePatterns: ['/node_modules/(?!(@nestjs|uuid)/)'],
    moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  },
  react: {
    testEnvironment: 'jsdom',
    transform: { '^.+\\.(t|j|mj)sx?$': ['@swc/jest', swcReact] },
    transformIgnorePatterns: ['/node_modules/(?!(react-hot-toast|goober)/)'],
    moduleNameMapper: {
      '^(\\.{1,2}/.*)\\.js$': '$1',
      '\\.(css)$': '<rootDir>/../tools/jest/style-stub.cjs',
      '\\.(png|jpg|jpeg|svg|webp|woff2?)$': '<rootDir>/../tools/jest/file-stub.cjs',
      '^@greencart/contracts$': '<rootDir>/../api/contracts/src/index.ts',
      '^@greencart/contracts/shop-defaults$': '<rootDir>/../api/contracts/src/shop-defaults.ts',
      '^@greencart/contracts/languages$': '<rootDir>/../api/contracts/src/languages.ts',
      '^@greencart/contracts/categories$': '<rootDir>/../api/contracts/src/categories.ts',
    },
    setupFilesAfterEnv: ['<rootDir>/../tools/jest/react-setup.cjs'],
  },
  /**
   * Added to `react` where tests use shared-ui's fake API on MSW (shared-ui/test/fakeHttp.ts):
   * jsdom with Node's fetch API, and `msw/node` resolved with Node's export conditions.
   */
  msw: {
    testEnvironment: '<rootDir>/../tools/jest/msw-jsdom-environment.cjs',
    resolver: '<rootDir>/../tools/jest/msw-resolver.cjs',
    // MSW's CommonJS build requires packages that are ES modules only (Node 20.19+ loads them
    // with require(esm), jest does not): @swc/jest compiles them, wherever npm nested them.
    transformIgnorePatterns: [
      '^(?!.*/node_modules/(react-hot-toast|goober|rettime|until-async|@open-draft|cookie|@inquirer|tldts|tldts-core|tough-cookie)/).*/node_modules/',
    ],
  },
};
