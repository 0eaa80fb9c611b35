import { useEffect } from 'react';
import { isLanguage } from '@greencart/contracts/languages';
import { changeLanguage, currentLanguage } from '@greencart/shared-ui/i18n';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from './sessionSlice';

/**
 * When a shopper logs in (or the session is found) and the account has a saved language, the
 * page switches to it and this browser remembers it. An account without one (or an API that does
 * not answer `language` yet) leaves the page as it is.
 */
export function useAccountLanguage(): void {
  const user = useAppSelector(selectUser);
  const saved = (user as { language?: unknown } | null)?.language;
  useEffect(() => {
    if (isLanguage(saved) && saved !== currentLanguage()) void changeLanguage(saved);
  }, [saved]);
}
