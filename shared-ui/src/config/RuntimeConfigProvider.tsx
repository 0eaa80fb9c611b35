import { createContext, useContext, type ReactNode } from 'react';
import type { RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Props of {@link RuntimeConfigProvider}. */
export interface RuntimeConfigProviderProps {
  /** The configuration the shell (or a standalone bootstrap) loaded. */
  config: RuntimeConfig;
  children: ReactNode;
}

/** Makes the run-time configuration available to {@link useRuntimeConfig} below it. */
export function RuntimeConfigProvider({ config, children }: RuntimeConfigProviderProps) {
  return <RuntimeConfigContext.Provider value={config}>{children}</RuntimeConfigContext.Provider>;
}

/**
 * The run-time configuration of the nearest {@link RuntimeConfigProvider}.
 * Throws when there is none, so a missing provider fails loudly in development.
 */
export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) {
    throw new Error('useRuntimeConfig must be used inside <RuntimeConfigProvider>');
  }
  return config;
}
