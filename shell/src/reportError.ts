/**
 * Reports an error to the browser's console the way an uncaught one would be, without
 * swallowing it or throwing. The shell has no logger of its own.
 */
export function reportError(error: unknown): void {
  if (typeof globalThis.reportError === 'function') globalThis.reportError(error);
}
