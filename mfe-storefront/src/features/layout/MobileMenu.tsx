import { useEffect, useRef } from 'react';
import { NavLink } from '@greencart/shared-ui/router';
import { Button } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openAuthModal, selectUser } from '../session/sessionSlice';
import { useLogout } from '../session/useLogout';
import { LanguageSwitch } from './LanguageSwitch';
import { SearchBox } from '../search/SearchBox';
import { ACCOUNT_PAGES, CONTACT_HREF, NAV_LINKS } from './navLinks';
import { useStorefrontT } from '../../i18n/catalogue';

/** Props of {@link MobileMenu}. */
export interface MobileMenuProps {
  id: string;
  onClose: () => void;
}

/**
 * The small-screen menu: search, the main links and the account actions. Escape closes it;
 * following any link closes it too.
 */
export function MobileMenu({ id, onClose }: MobileMenuProps) {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const logout = useLogout();
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onClose]);

  return (
    <div id={id} ref={panelRef} className="sf-mobile-menu">
      <SearchBox id="sf-search-mobile" className="sf-mobile-menu__search" />
      <LanguageSwitch className="sf-mobile-menu__language" />
      <nav aria-label={t('nav.mobile')}>
        <ul className="sf-mobile-menu__links">
          {NAV_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                end={link.end}
                className="sf-mobile-menu__link"
                onClick={onClose}
              >
                {t(link.labelKey)}
              </NavLink>
            </li>
          ))}
          {user
            ? ACCOUNT_PAGES.map((page) => (
                <li key={page.path}>
                  <NavLink to={page.path} className="sf-mobile-menu__link" onClick={onClose}>
                    {t(page.labelKey)}
                  </NavLink>
                </li>
              ))
            : null}
          <li>
            <a href={CONTACT_HREF} className="sf-mobile-menu__link" onClick={onClose}>
              {t('nav.contact')}
            </a>
          </li>
        </ul>
      </nav>
      {user ? (
        <Button
          variant="secondary"
          fullWidth
          onClick={() => {
            onClose();
            void logout();
          }}
        >
          {t('nav.logout')}
        </Button>
      ) : (
        <Button
          fullWidth
          onClick={() => {
            onClose();
            dispatch(openAuthModal('login'));
          }}
        >
          {t('nav.login')}
        </Button>
      )}
    </div>
  );
}
