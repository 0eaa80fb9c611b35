import { notify as toast } from '@greencart/shared-ui';
import { i18n, currentLanguage } from '@greencart/shared-ui/i18n';
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TEXTS,
  MESSAGES,
  PHONE_TEXTS,
  REVIEW_TEXTS,
  SLOT_MESSAGES,
} from '@greencart/contracts';
import { PUSH_TEXTS } from '../features/notifications/pushDevice';

/**
 * The storefront's namespace (`i18n/catalogue.ts`), named here rather than imported: this module
 * is used by calls the landing page makes, and must not bring the catalogue into its chunk.
 */
const STOREFRONT_NS = 'storefront';

/**
 * The fixed English texts the API and the contracts send that the storefront knows (toasts,
 * notices), each with its catalogue key under `notices`: shown in the page's language. Any
 * other message (a server's free text, a field's refusal) is shown as the API sent it.
 */
const GROUPS = {
  account: ACCOUNT_TEXTS,
  address: ACCOUNT_MESSAGES,
  shop: MESSAGES,
  slots: SLOT_MESSAGES,
  phone: PHONE_TEXTS,
  push: PUSH_TEXTS,
  reviews: REVIEW_TEXTS,
} as const;

/** English text → catalogue key (`notices.account.resetDone`). */
export const KNOWN_MESSAGES: ReadonlyMap<string, string> = new Map(
  Object.entries(GROUPS).flatMap(([group, texts]) =>
    Object.entries(texts).map(([name, text]) => [text as string, `notices.${group}.${name}`]),
  ),
);

/** `message` in the page's language when it is one of the known texts, else as it is. */
export function knownMessage(message: string): string {
  const key = KNOWN_MESSAGES.get(message);
  if (!key) return message;
  return i18n.getFixedT(currentLanguage(), STOREFRONT_NS)(key, { defaultValue: message });
}

/** shared-ui's toasts, with the known texts in the page's language. */
export const notify = {
  success: (text: string): string => toast.success(knownMessage(text)),
  error: (text: string): string => toast.error(knownMessage(text)),
};
