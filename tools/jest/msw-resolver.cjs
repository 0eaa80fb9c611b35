// jsdom makes jest resolve packages with the browser's export conditions; MSW's `msw/node`
// and its interceptors have none there (they run in Node, under the test). This resolver gives
// MSW and the packages it imports Node's conditions, and leaves every other package as it was.
const NODE_CONDITIONS = ['require', 'node', 'default'];
const MSW_PACKAGE =
  /(^|[\\/])node_modules[\\/](msw|@mswjs|@open-draft|until-async|rettime|headers-polyfill|outvariant|strict-event-emitter|is-node-process)([\\/]|$)/;
const MSW_REQUEST = /^(msw|@mswjs)(\/|$)/;

module.exports = (request, options) =>
  MSW_REQUEST.test(request) || MSW_PACKAGE.test(options.basedir)
    ? options.defaultResolver(request, { ...options, conditions: NODE_CONDITIONS })
    : options.defaultResolver(request, options);
