/**
 * The storefront's logger: the one place allowed to write to the console. Used where the
 * spec says an error is only logged, not shown (e.g. my-orders).
 */
export const logger = {
  error(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console -- this module is the logger
    console.error(`[storefront] ${message}`, detail ?? '');
  },
};
