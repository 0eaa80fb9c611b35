import { useEffect, type RefObject } from 'react';
import { focusableIn } from './focusable';

/**
 * While `active`: moves focus into `container` (to `initialFocus`, else the first
 * focusable element, else the container), keeps Tab and Shift+Tab inside it, and on
 * deactivation returns focus to whatever had it before.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const root = container.current;
    if (!active || !root) return;
    const previouslyFocused =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initialFocus?.current ?? focusableIn(root)[0] ?? root;
    first.focus();

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !root) return;
      const items = focusableIn(root);
      if (items.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const firstItem = items[0];
      const lastItem = items[items.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === firstItem || !root.contains(current))) {
        event.preventDefault();
        lastItem.focus();
      } else if (!event.shiftKey && (current === lastItem || !root.contains(current))) {
        event.preventDefault();
        firstItem.focus();
      }
    }

    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Only give focus back if it is still inside the dialog (or lost to <body>), so a
      // navigation the dialog triggered can place focus elsewhere.
      const focusNow = document.activeElement;
      if (
        previouslyFocused?.isConnected &&
        (!focusNow || focusNow === document.body || root.contains(focusNow))
      ) {
        previouslyFocused.focus();
      }
    };
  }, [container, active, initialFocus]);
}
