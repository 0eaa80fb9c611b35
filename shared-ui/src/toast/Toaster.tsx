import { Toaster as HotToaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@greencart/contracts';

/**
 * Where toasts appear. Render it once per app (each remote's App; the shell renders none,
 * so only the mounted remote's toaster is on the page). react-hot-toast keeps at most 20
 * toasts at once (its built-in limit). The top edge is the
 * `--gc-toast-top` CSS variable when a remote sets it (the storefront puts toasts under its
 * sticky header, so they never cover the search box or the cart), else react-hot-toast's 16 px.
 */
export function Toaster() {
  return (
    <HotToaster
      position="top-center"
      containerStyle={{ top: 'var(--gc-toast-top, 16px)' }}
      toastOptions={{
        className: 'gc-toast',
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
      }}
    />
  );
}
