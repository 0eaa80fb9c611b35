const { node } = require('../../jest.preset.cjs');
module.exports = { ...node, displayName: 'contracts', roots: ['<rootDir>/src'] };
