// react-router 7 needs TextEncoder/TextDecoder, which jsdom does not provide.
const util = require('node:util');
Object.assign(globalThis, { TextEncoder: util.TextEncoder, TextDecoder: util.TextDecoder });
require('@testing-library/jest-dom');
