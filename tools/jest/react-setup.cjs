// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');

// jsdom has no layout: its window.scrollTo only reports "Not implemented" on the console.
// Pages call it when the route changes (storefront ScrollToTop); here it moves scrollY.
const { window } = globalThis;
if (window !== undefined) {
  window.scrollTo = (x, y) => {
    const top = typeof x === 'object' && x !== null ? x.top : y;
    if (typeof top === 'number') {
      Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    }
  };
}
