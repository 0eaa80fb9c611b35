import { useId } from 'react';
import {
  LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  isLanguage,
  type Language,
} from '@greencart/contracts/languages';
import { changeLanguage, useLanguage } from '@greencart/shared-ui/i18n';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../session/sessionSlice';
import { useSaveLanguageMutation } from '../session/languageApi';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * The header's language switch: a labelled native select (keyboard and screen readers work as
 * for any select), each language in its own script. The choice is kept on this browser and,
 * for a logged-in shopper, on the account (`PUT /api/user/language`).
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useStorefrontT();
  const language = useLanguage();
  const user = useAppSelector(selectUser);
  const [saveLanguage] = useSaveLanguageMutation();
  const id = useId();

  const choose = (value: string) => {
    if (!isLanguage(value) || value === language) return;
    void changeLanguage(value).then(() => {
      // An API without the call yet (or a lost connection) keeps the choice on this browser.
      if (user) void saveLanguage(value as Language);
    });
  };

  return (
    <div className={className ? `sf-language ${className}` : 'sf-language'}>
      <label htmlFor={id} className="gc-visually-hidden">
        {t('language.label')}
      </label>
      <svg
        className="sf-language__icon"
        viewBox="0 0 24 24"
        width="18"
        height="18"
        aria-hidden="true"
      >
        <path
          d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zm0 0c2.5 2.4 3.8 5.4 3.8 9s-1.3 6.6-3.8 9m0-18C9.5 5.4 8.2 8.4 8.2 12s1.3 6.6 3.8 9M3.5 9h17M3.5 15h17"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
      <select
        id={id}
        className="sf-language__select"
        value={language}
        onChange={(event) => choose(event.target.value)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NATIVE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
