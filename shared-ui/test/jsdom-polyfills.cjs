// Browser APIs jsdom lacks that shared-ui's dependencies call while rendering:
// react-hot-toast's Toaster reads matchMedia('(prefers-reduced-motion: reduce)').
// Used by the jest configs of shared-ui, the shell and the remotes.
if (
  typeof globalThis.window !== 'undefined' &&
  typeof globalThis.window.matchMedia !== 'function'
) {
  globalThis.window.matchMedia = (query) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  });
}
