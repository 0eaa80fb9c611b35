import { useEffect, useState } from 'react';
import type { Language } from '@greencart/contracts/languages';
import { earlyGet } from './earlyAnswers';
import { LARGEST_PAINT_WAIT_MS, SCRIPT_FONTS } from './landingPaint';

/*
 * What the account frames share (AccountFrames.tsx: the cart and an order page; OrdersFrame.tsx:
 * My Orders, a chunk of its own): the session and page answers, and the fonts their text waits for.
 */

/** Props of the account frames: where the API is, the page's language, its path. */
export interface AccountFrameProps {
  apiUrl: string;
  language: Language;
  /** The landing path, e.g. `/my-orders/665f…` (the order's id is its second segment). */
  pathname: string;
  /** Called when the frame has nothing to paint (logged out, nothing in it, no answer). */
  onNothing: () => void;
  /** The shop's formats (`/config.json`), as contracts' `formatDateTime` / `formatMoney` use them. */
  shop: { locale?: string; timeZone?: string };
}

/** Only the fields of `GET /api/user/is-auth` the frames read. */
export interface FrameUser {
  cartItems?: Record<string, number>;
  cartWeighed?: string[];
}

/** Only the fields of an order the frames read (`Order` in contracts). */
export interface FrameOrder {
  _id: string;
  number: string;
  status: string;
  paymentType: string;
  isPaid: boolean;
  amount: number;
  createdAt: string;
  deliveryWindow?: unknown;
  toWeigh?: number;
  cardHold?: { state: string } | null;
  address?: { firstName: string; lastName: string; street: string; city: string } | null;
}

/**
 * The logged-in shopper's page: the page's own GET once it and the session (is-auth) have
 * answered, as `read` gives it. A visitor not logged in, a failed answer or `read` giving null:
 * `onNothing`. The words are in the page's language, as the full app's first render (a saved
 * language on the account comes after it, useAccountLanguage; another language in the frame would
 * make that first render a later, larger paint).
 */
export function useAccountAnswer<A, T>(
  { apiUrl, onNothing }: AccountFrameProps,
  path: string,
  read: (answer: A) => T | null,
): T | null {
  const [painted, setPainted] = useState<T | null>(null);
  useEffect(() => {
    let active = true;
    Promise.all([earlyGet(apiUrl, '/api/user/is-auth'), earlyGet<A>(apiUrl, path)]).then(
      ([, answer]) => {
        if (!active) return;
        const value = read(answer);
        if (value === null) onNothing();
        else setPainted(() => value);
      },
      () => active && onNothing(),
    );
    return () => void (active = false);
    // One answer per frame: the props do not change while it shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return painted;
}

/**
 * True once the page's fonts have arrived (Outfit, and the script's Noto in Sinhala and Tamil;
 * App.tsx lets the web font load at once for these frames), or failed, or
 * {@link LARGEST_PAINT_WAIT_MS} passed; at once where fonts cannot be loaded. The frames lay out
 * their words only then: text is their largest paint, drawn in a fallback first it would be
 * drawn again (a later largest paint, after the full app's scripts) and wrap differently.
 */
export function useFonts(language: Language): boolean {
  const [ready, setReady] = useState(
    () => typeof document === 'undefined' || !document.fonts?.load,
  );
  useEffect(() => {
    if (ready) return undefined;
    let active = true;
    const done = () => active && setReady(true);
    const script = SCRIPT_FONTS[language];
    Promise.all([
      document.fonts.load('600 1em Outfit', 'A'),
      script ? document.fonts.load(`1em "${script.family}"`, script.sample) : null,
    ]).then(done, done);
    const timer = setTimeout(done, LARGEST_PAINT_WAIT_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [ready, language]);
  return ready;
}
