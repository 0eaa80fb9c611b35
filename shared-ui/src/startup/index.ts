/**
 * `@greencart/shared-ui/startup`: what a host needs before any remote has loaded: reading the
 * run-time config and an error boundary. Bundled into each app that imports it, not shared:
 * the shell's start-up then consumes no shared kit at all, so the kit (and the toast library
 * it pulls in) loads with the first remote screen that uses it, after the first paint
 * (e2e/bench/README.md, JavaScript before the home page's largest paint). Both are small and
 * stateless, so a second copy in a remote's bundle does no harm.
 */
export type { RuntimeConfig } from '../config/runtimeConfig';
export { loadRuntimeConfig, RuntimeConfigError } from '../config/runtimeConfig';
export { ErrorBoundary } from '../components/ErrorBoundary/ErrorBoundary';
export type { ErrorBoundaryProps } from '../components/ErrorBoundary/ErrorBoundary';
export { useModule } from './useModule';
export {
  LANGUAGE_STORAGE_KEY,
  applyDocumentLanguage,
  initialLanguage,
  rememberLanguage,
  storedLanguage,
} from '../i18n/language';
