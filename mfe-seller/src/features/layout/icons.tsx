/** Sidebar icons, drawn inline (decorative: the link text names each page). */

const common = {
  viewBox: '0 0 24 24',
  width: 24,
  height: 24,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

/** A plus in a square: Add Product. */
export function AddIcon() {
  return (
    <svg {...common}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </svg>
  );
}

/** A bulleted list: Product List. */
export function ListIcon() {
  return (
    <svg {...common}>
      <path d="M9 6h11M9 12h11M9 18h11" />
      <circle cx="4.5" cy="6" r="1" />
      <circle cx="4.5" cy="12" r="1" />
      <circle cx="4.5" cy="18" r="1" />
    </svg>
  );
}

/** Three bars of a chart: Dashboard. */
export function DashboardIcon() {
  return (
    <svg {...common}>
      <path d="M3.5 20.5h17" />
      <path d="M6.5 17v-5M12 17V7M17.5 17v-8" />
    </svg>
  );
}

/** A box: Orders. */
export function OrdersIcon() {
  return (
    <svg {...common}>
      <path d="M3.5 7.5 12 3l8.5 4.5v9L12 21l-8.5-4.5z" />
      <path d="M3.5 7.5 12 12l8.5-4.5M12 12v9" />
    </svg>
  );
}

/** Two speech bubbles: Search synonyms (other names for the same food). */
export function SynonymsIcon() {
  return (
    <svg {...common}>
      <path d="M4 5.5h10a1.5 1.5 0 0 1 1.5 1.5v5a1.5 1.5 0 0 1-1.5 1.5H8l-3.5 3v-3H4A1.5 1.5 0 0 1 2.5 12V7A1.5 1.5 0 0 1 4 5.5z" />
      <path d="M18 9.5h2A1.5 1.5 0 0 1 21.5 11v5a1.5 1.5 0 0 1-1.5 1.5h-.5v3l-3.5-3H11a1.5 1.5 0 0 1-1.5-1.5" />
    </svg>
  );
}

/** A clipboard with lines: the audit log (who changed what). */
export function AuditIcon() {
  return (
    <svg {...common}>
      <rect x="5" y="4.5" width="14" height="16.5" rx="2" />
      <path d="M9 3h6v3H9zM8.5 11h7M8.5 14.5h7M8.5 18h4" />
    </svg>
  );
}

/** A head and shoulders: My account (every staff member's own password and sessions). */
export function AccountIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4.5 20.5c.8-3.9 3.8-6 7.5-6s6.7 2.1 7.5 6" />
    </svg>
  );
}

/** An image placeholder with an upward arrow: an empty image slot. */
export function UploadIcon() {
  return (
    <svg {...common} width={32} height={32}>
      <rect x="3.5" y="3.5" width="17" height="17" rx="3" />
      <path d="M12 16V8M8.5 11.5 12 8l3.5 3.5" />
    </svg>
  );
}

/** A gear: Shop settings. */
export function SettingsIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="3" />
      <path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1" />
    </svg>
  );
}

/** A delivery van: Delivery (zones, fees, minimum order). */
export function DeliveryIcon() {
  return (
    <svg {...common}>
      <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.5v2.5h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </svg>
  );
}

/** A clock: Today (what needs a person now). */
export function TodayIcon() {
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </svg>
  );
}
