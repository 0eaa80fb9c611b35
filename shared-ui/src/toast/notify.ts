import toast from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@greencart/contracts';

/**
 * Toasts with the spec's defaults (success 2 s, error 4 s). Shown by the `Toaster` the
 * mounted remote renders; react-hot-toast is a shared singleton so there is one queue.
 */
export const notify = {
  /** A success toast, e.g. `notify.success(MESSAGES.addedToCart)`. Returns its id. */
  success(text: string): string {
    return toast.success(text, { duration: TOAST_SUCCESS_MS });
  },
  /** An error toast with the server's or the request's message. Returns its id. */
  error(text: string): string {
    return toast.error(text, { duration: TOAST_ERROR_MS });
  },
};
