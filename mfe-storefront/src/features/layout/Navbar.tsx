import { useCallback, useState } from 'react';
import { Link, NavLink } from '@greencart/shared-ui/router';
import { Button } from '@greencart/shared-ui';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { openAuthModal, selectUser } from '../session/sessionSlice';
import { SearchBox } from '../search/SearchBox';
import { CartLink } from './CartLink';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { useToastsBelow } from './useToastsBelow';
import { CloseIcon, Logo, MenuIcon, SearchIcon } from './icons';
import { CONTACT_HREF, NAV_LINKS } from './navLinks';
import { useShopProfile } from '../shop/shopSettingsApi';
import { useStorefrontT } from '../../i18n/catalogue';

const MOBILE_MENU_ID = 'sf-mobile-menu';
const PHONE_SEARCH_ID = 'sf-phone-search';

/**
 * The storefront header: logo, main links, search, cart, login or profile, mobile menu.
 * Below 900 px the search box hides behind a search icon in the header itself, so a phone
 * shopper finds it without opening the menu.
 */
export function Navbar() {
  const t = useStorefrontT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const headerRef = useToastsBelow<HTMLElement>();

  const profile = useShopProfile();
  return (
    <header className="sf-header" ref={headerRef}>
      <a className="sf-skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="sf-header__bar">
        <Link to="/" className="sf-logo" aria-label={t('nav.logoHome', { shop: profile.shopName })}>
          <Logo name={profile.shopName} logoUrl={profile.logoUrl} />
        </Link>
        <nav aria-label={t('nav.main')} className="sf-header__nav">
          {NAV_LINKS.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className="sf-header__link">
              {t(link.labelKey)}
            </NavLink>
          ))}
          <a href={CONTACT_HREF} className="sf-header__link">
            {t('nav.contact')}
          </a>
        </nav>
        <SearchBox id="sf-search-desktop" className="sf-header__search" />
        <div className="sf-header__actions">
          <button
            type="button"
            className="sf-icon-button sf-header__search-toggle"
            aria-expanded={searchOpen}
            aria-controls={PHONE_SEARCH_ID}
            aria-label={t('nav.search')}
            onClick={() => setSearchOpen((open) => !open)}
          >
            <SearchIcon />
          </button>
          <LanguageSwitch className="sf-header__language" />
          <CartLink />
          <div className="sf-header__account">
            {user ? (
              <ProfileMenu userName={user.name} />
            ) : (
              <Button size="sm" onClick={() => dispatch(openAuthModal('login'))}>
                {t('nav.login')}
              </Button>
            )}
          </div>
          <button
            type="button"
            className="sf-icon-button sf-header__menu-toggle"
            aria-expanded={menuOpen}
            aria-controls={MOBILE_MENU_ID}
            aria-label={t('nav.menu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
      </div>
      {searchOpen ? (
        <div id={PHONE_SEARCH_ID} className="sf-header__phone-search">
          <SearchBox id="sf-search-phone" focusOnMount />
        </div>
      ) : null}
      {menuOpen ? <MobileMenu id={MOBILE_MENU_ID} onClose={closeMenu} /> : null}
    </header>
  );
}
