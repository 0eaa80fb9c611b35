import type { RuntimeConfig } from '@greencart/shared-ui';

/** Props of the storefront remote's entry (App.tsx) and of the full app it loads. */
export interface AppProps {
  /** The run-time configuration the shell (or the standalone bootstrap) loaded. */
  config: RuntimeConfig;
}
