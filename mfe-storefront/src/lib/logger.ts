/**
 * The storefront's logger: the one place allowed to write to the console. Used where the
 * original store only logs an error, not shown (e.g. my-orders).
 */
export const logger = {
  error(message: string, detail?: unknown): void {
    // eslint-disable-next-line no-console -- this module is the logger
    console.error(`[storefront] ${message}`, detail ?? '');
  },
};
