const { react, msw } = require('../jest.preset.cjs');
module.exports = { ...react, ...msw, displayName: 'mfe-storefront', roots: ['<rootDir>/src'] };
