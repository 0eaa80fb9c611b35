import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from '@greencart/shared-ui/router';
import { useLogout } from '../session/useLogout';
import { UserIcon } from './icons';
import { ACCOUNT_PAGES } from './navLinks';
import { useStorefrontT } from '../../i18n/catalogue';

/** The menu: the account pages, then Logout (no path). */
const MENU_ITEMS: readonly { label: string; labelKey: string; path: string | null }[] = [
  ...ACCOUNT_PAGES,
  { label: 'Logout', labelKey: 'nav.logout', path: null },
];

/** Props of {@link ProfileMenu}. */
export interface ProfileMenuProps {
  /** The logged-in user's name, announced with the button. */
  userName: string;
}

/**
 * The logged-in shopper's menu (the account pages, then Logout), following the WAI-ARIA menu button
 * pattern: Enter/Space/ArrowDown open it on the first item, arrows move, Home/End jump,
 * Escape closes it and returns focus to the button, Tab or a click outside closes it.
 */
export function ProfileMenu({ userName }: ProfileMenuProps) {
  const t = useStorefrontT();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();
  const navigate = useNavigate();
  const logout = useLogout();

  const focusItem = (index: number) => {
    const items = itemRefs.current.filter((el): el is HTMLButtonElement => el !== null);
    items[(index + items.length) % items.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    focusItem(0);
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target))
        setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
    }
  };
  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = itemRefs.current.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    if (event.key === 'Tab') {
      setOpen(false);
      return;
    }
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    }
  };

  /** An account page's path, or null for Logout. */
  const choose = (path: string | null) => {
    close(true);
    if (path) navigate(path);
    else void logout();
  };

  return (
    <div className="sf-profile">
      <button
        ref={buttonRef}
        type="button"
        className="sf-icon-button sf-profile__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={t('account.menuLabel', { name: userName })}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        onKeyDown={onButtonKeyDown}
      >
        <UserIcon />
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={t('account.menu')}
          className="sf-profile__menu"
          onKeyDown={onMenuKeyDown}
        >
          {MENU_ITEMS.map((item, index) => (
            <li key={item.label} role="none">
              <button
                ref={(el) => {
                  itemRefs.current[index] = el;
                }}
                type="button"
                role="menuitem"
                tabIndex={-1}
                className="sf-profile__item"
                onClick={() => choose(item.path)}
              >
                {t(item.labelKey)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
