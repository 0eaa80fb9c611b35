export * from './categories.js';
export * from './errors.js';
export * from './fieldLimits.js';
export * from './limits.js';
export * from './messages.js';
export * from './money.js';
export * from './types.js';
