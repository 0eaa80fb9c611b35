/**
 * The shell's few words (its error screens): namespace `shell` of the page's one i18next
 * instance. Loaded only with an error screen, never on the way to a page's first paint.
 */
import { registerCatalogue, startLanguage, useT, type TFunction } from '@greencart/shared-ui/i18n';
import en from './en.json';

export const SHELL_NS = 'shell';

registerCatalogue(SHELL_NS, en, (language) =>
  language === 'si'
    ? import(/* webpackChunkName: "shell-si" */ './si.json')
    : import(/* webpackChunkName: "shell-ta" */ './ta.json'),
);

/** The page's language with the shell's catalogue in it (English if it cannot be fetched). */
export const shellLanguageReady = startLanguage();

export function useShellT(): TFunction {
  return useT(SHELL_NS);
}
