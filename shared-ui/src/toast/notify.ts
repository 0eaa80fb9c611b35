import toast from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_SUCCESS_MS } from '@greencart/contracts';

/** An identical toast still on screen: its id, how many times it was asked for, until when. */
interface Shown {
  id: string;
  count: number;
  until: number;
}

const onScreen = new Map<string, Shown>();
/** Error toasts still on screen; a later success makes them obsolete. */
const errors = new Set<string>();

/**
 * Shows `text`, or, when the same toast is still on screen, updates that one with a count
 * ("Added to Cart (×3)") and restarts its time: repeated clicks never stack identical toasts.
 */
function show(kind: 'success' | 'error', text: string, duration: number): string {
  const key = `${kind}:${text}`;
  const now = Date.now();
  const previous = onScreen.get(key);
  const count = previous && previous.until > now ? previous.count + 1 : 1;
  const id = previous && previous.until > now ? previous.id : `${key}:${now}`;
  onScreen.set(key, { id, count, until: now + duration });
  const message = count > 1 ? `${text} (×${count})` : text;
  return kind === 'success'
    ? toast.success(message, { id, duration })
    : toast.error(message, { id, duration });
}

/**
 * Toasts that stay 2 s (success) or 4 s (error), `TOAST_SUCCESS_MS` / `TOAST_ERROR_MS`. Shown by
 * the `Toaster` the mounted remote renders; react-hot-toast is a shared singleton so there is one
 * queue. Identical toasts merge with a count; a success dismisses the errors still shown (the
 * attempt they were about has now worked).
 */
export const notify = {
  /** A success toast, e.g. `notify.success(MESSAGES.addedToCart)`. Returns its id. */
  success(text: string): string {
    for (const id of errors) toast.dismiss(id);
    errors.clear();
    return show('success', text, TOAST_SUCCESS_MS);
  },
  /** An error toast with the server's or the request's message. Returns its id. */
  error(text: string): string {
    const id = show('error', text, TOAST_ERROR_MS);
    errors.add(id);
    return id;
  },
};

/** Forgets the toasts on screen (with `toast.remove()`: tests start each case afresh). */
export function forgetToasts(): void {
  onScreen.clear();
  errors.clear();
}
