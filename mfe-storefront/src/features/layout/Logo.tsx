/**
 * The shop's word mark: the owner's logo image or the drawn leaf, and the shop's name (shop
 * settings; GreenCart keeps its two-tone name). Drawn, so the header needs no image by default.
 */
export function Logo({ name = 'GreenCart', logoUrl = '' }: { name?: string; logoUrl?: string }) {
  return (
    <span className="sf-logo__mark">
      {logoUrl ? (
        <img src={logoUrl} alt="" width="28" height="28" className="sf-logo__image" />
      ) : (
        <svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false">
          <path
            fill="#4fbf8b"
            d="M27 4C14 4 6 10 6 20c0 2.3.6 4.4 1.6 6.1C10 18 16 13 23 11 16 15 11.5 20.5 9.6 28c1.9 1 4 1.6 6.3 1.6C25 29.6 28 20 27 4z"
          />
        </svg>
      )}
      <span className="sf-logo__text">
        {name === 'GreenCart' ? (
          <>
            Green<span className="sf-logo__accent">Cart</span>
          </>
        ) : (
          name
        )}
      </span>
    </span>
  );
}
