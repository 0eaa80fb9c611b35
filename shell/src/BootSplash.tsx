/**
 * What the page shows until a remote's App has painted: the GreenCart mark and a spinner,
 * centred. index.html carries the same markup (and its styles, inline) inside `#root`, so it
 * paints with the HTML, before any script has loaded; React then renders this component in
 * its place while the remote loads, so nothing moves or flickers. A test keeps the two alike.
 */
export function BootSplash() {
  return (
    <div className="gc-boot" role="status">
      <svg className="gc-boot__mark" viewBox="0 0 32 32" width="48" height="48" aria-hidden="true">
        <path
          fill="#4fbf8b"
          d="M27 4C14 4 6 10 6 20c0 2.3.6 4.4 1.6 6.1C10 18 16 13 23 11 16 15 11.5 20.5 9.6 28c1.9 1 4 1.6 6.3 1.6C25 29.6 28 20 27 4z"
        />
      </svg>
      <p className="gc-boot__name">
        Green<span className="gc-boot__accent">Cart</span>
      </p>
      <span className="gc-boot__spinner" aria-hidden="true" />
      <span className="gc-boot__label">Loading GreenCart…</span>
    </div>
  );
}
