import { createContext, useContext, type ReactNode } from 'react';
import { setDisplayFormat } from '@greencart/contracts';
import type { RuntimeConfig } from './runtimeConfig';

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

/** Props of {@link RuntimeConfigProvider}. */
export interface RuntimeConfigProviderProps {
  /** The configuration the shell (or a standalone bootstrap) loaded. */
  config: RuntimeConfig;
  children: ReactNode;
}

/**
 * Makes the run-time configuration available to {@link useRuntimeConfig} below it, and sets
 * the shop's locale and time zone for formatMoney / formatDate / formatDateTime before its
 * children render (idempotent, so a second render changes nothing).
 */
export function RuntimeConfigProvider({ config, children }: RuntimeConfigProviderProps) {
  setDisplayFormat({
    ...(config.locale ? { locale: config.locale } : {}),
    ...(config.timeZone ? { timeZone: config.timeZone } : {}),
  });
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
