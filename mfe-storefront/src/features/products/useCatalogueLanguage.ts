import { useEffect, useRef } from 'react';
import { useLanguage } from '@greencart/shared-ui/i18n';
import { storefrontApi } from '../../app/storefrontApi';
import { useAppDispatch } from '../../app/hooks';

/**
 * Product answers carry names and descriptions in the language of the request (`lang`, added
 * by the base query): when the shopper switches, the products on screen are fetched again.
 */
export function useCatalogueLanguage(): void {
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const first = useRef(language);
  useEffect(() => {
    if (first.current === language) return;
    first.current = language;
    dispatch(storefrontApi.util.invalidateTags(['Products']));
  }, [language, dispatch]);
}
