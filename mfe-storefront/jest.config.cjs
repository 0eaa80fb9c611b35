const { react } = require('../jest.preset.cjs');
module.exports = { ...react, displayName: 'mfe-storefront', roots: ['<rootDir>/src'] };
