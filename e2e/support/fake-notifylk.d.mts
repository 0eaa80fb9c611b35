// Types of fake-notifylk.mjs for the API's TypeScript tests (the logic lives only in the .mjs).

/** A message the fake took. */
export interface FakeNotifyLkMessage {
  /** `9471XXXXXXX`. */
  to: string;
  message: string;
  /** `unicode` when the sender asked for it, else null. */
  type: string | null;
}

/** `'disconnect'` or an HTTP status with Notify.lk's error body. */
export type FakeNotifyLkFailure = 'disconnect' | { http: number; message?: string };

export interface FakeNotifyLk {
  url: string;
  messages: FakeNotifyLkMessage[];
  requests: { method: string; path: string; fields: Record<string, string> }[];
  /** The next sends fail, one failure each, in order. */
  fail(...failures: FakeNotifyLkFailure[]): void;
  stop(): Promise<void>;
}

export function startFakeNotifyLk(account: {
  userId: string;
  apiKey: string;
  senderId: string;
}): Promise<FakeNotifyLk>;
