/** Small inline icons (no image requests). Decorative: the control carries the name. */
import type { ReactNode } from 'react';

interface IconProps {
  className?: string;
}

/** A 24 × 24 line icon drawn in the current text colour; `children` are its shapes. */
function LineIcon({
  className,
  size = 24,
  strokeWidth = 1.8,
  children,
}: IconProps & { size?: number; strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function CartIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M3 4h2l2.4 11.2a1.5 1.5 0 0 0 1.5 1.2h8.7a1.5 1.5 0 0 0 1.5-1.1L21 8H6.2M9.5 20.5h.01M17 20.5h.01" />
    </LineIcon>
  );
}

export function MenuIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={2}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={2}>
      <path d="M6 6l12 12M18 6L6 18" />
    </LineIcon>
  );
}

export function UserIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 20c1.5-3.5 4.5-5 8-5s6.5 1.5 8 5" />
    </LineIcon>
  );
}

/** The magnifier of the header's search button (phones). */
export function SearchIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} size={20}>
      <circle cx="11" cy="11" r="6.5" />
      <path d="M16 16l4 4" />
    </LineIcon>
  );
}

// The word mark has a file of its own: the start-up frame shows it without the icons above.
export { Logo } from './Logo';
