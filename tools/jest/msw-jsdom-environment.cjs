// The jsdom test environment with Node's fetch API, streams and encoders, which jsdom lacks
// and MSW (shared-ui/test/fakeHttp.ts) answers requests with (the list jest-fixed-jsdom, MSW's
// recommendation for jest + jsdom, copies, less URL, which jsdom has). Node's Blob, File and
// FormData come too, so a multipart body the app builds is one MSW can read; FormData still
// takes a form element, as the browser's does (its entries read by jsdom's FormData).
const { TestEnvironment } = require('jest-environment-jsdom');

const NODE_GLOBALS = [
  'TextDecoder',
  'TextEncoder',
  'TextDecoderStream',
  'TextEncoderStream',
  'ReadableStream',
  'WritableStream',
  'TransformStream',
  'Blob',
  'File',
  'FormData',
  'Headers',
  'Request',
  'Response',
  'fetch',
  'AbortController',
  'AbortSignal',
  'structuredClone',
  'BroadcastChannel',
];

class MswJsdomEnvironment extends TestEnvironment {
  constructor(...args) {
    super(...args);
    const JsdomFormData = this.global.FormData;
    for (const name of NODE_GLOBALS) this.global[name] = globalThis[name];
    this.global.FormData = class FormData extends globalThis.FormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter)) {
          // A file input jsdom reads gives jsdom's File: carried over by name and type.
          if (typeof value === 'string' || value instanceof Blob) this.append(name, value);
          else this.append(name, new File([], value.name, { type: value.type }));
        }
      }
    };
  }
}

module.exports = MswJsdomEnvironment;
