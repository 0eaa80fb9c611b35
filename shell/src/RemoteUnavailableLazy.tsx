import { lazy, Suspense } from 'react';
import type { RemoteUnavailableProps } from '@greencart/shared-ui';
import { initialLanguage } from '@greencart/shared-ui/startup';
import { BootSplash } from './BootSplash';

/** Which screen: the shell could not start, or a remote could not be loaded. */
export type UnavailableWhat = 'startup' | 'storefront' | 'seller';

/**
 * The kit's RemoteUnavailable in the page's language, loaded only when needed (with the shell's
 * catalogue, `i18n/shellMessages.ts`): the shell's start-up consumes no shared kit and no i18next.
 */
const TranslatedUnavailable = lazy(async () => {
  if (initialLanguage() === 'en') {
    // English: the words the callers pass, with no i18next or catalogue to fetch.
    const kit = await import('@greencart/shared-ui');
    function English({
      what: _what,
      ...props
    }: RemoteUnavailableProps & { what: UnavailableWhat }) {
      return <kit.RemoteUnavailable {...props} />;
    }
    return { default: English };
  }
  const [kit, messages] = await Promise.all([
    import('@greencart/shared-ui'),
    import('./i18n/shellMessages'),
  ]);
  await messages.shellLanguageReady;
  function Translated({
    what,
    title,
    message,
    ...rest
  }: RemoteUnavailableProps & { what: UnavailableWhat }) {
    const t = messages.useShellT();
    return (
      <kit.RemoteUnavailable
        {...rest}
        title={t(`${what}.title`, { defaultValue: title })}
        message={t(`${what}.message`, { defaultValue: message })}
        retryLabel={t('retry')}
      />
    );
  }
  return { default: Translated };
});

/** RemoteUnavailable (shared-ui) for the shell, in the page's language. */
export function RemoteUnavailable(props: RemoteUnavailableProps & { what: UnavailableWhat }) {
  return (
    <Suspense fallback={<BootSplash />}>
      <TranslatedUnavailable {...props} />
    </Suspense>
  );
}
