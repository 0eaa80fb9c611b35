// The remote's standalone page loads this (federation-runtime.*.js) before its main.js.
import { provideRuntimeCore } from './provide.mjs';

provideRuntimeCore();
