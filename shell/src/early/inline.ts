// The script inlined in index.html by the build (tools/webpack/inlineScript.mjs): starts the
// early loads while the page's JavaScript files are still downloading.
import { installEarlyLoads } from './earlyLoads';

installEarlyLoads();
