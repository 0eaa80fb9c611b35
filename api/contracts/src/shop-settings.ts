/**
 * The shop's settings (docs/SETTINGS.md): what the owner says about the shop (name, contact,
 * hours, the home page's words, footer links) and how it charges (tax, cash rounding), kept in
 * the database (one row, `shop_settings`), edited in the seller portal by owner and manager
 * (`settings.write`, audited), and published to both front ends with the weight tolerance,
 * locale and time zone from the API's configuration. The constants here are only defaults:
 * today's texts, so a fresh store looks as it always did.
 */
import { FIELD_LIMITS, PHONE_PATTERN } from './fieldLimits.js';
import { normalizeLkMobile } from './phone.js';
import { DEFAULT_HERO } from './shop-defaults.js';
import type { DisplayFormat } from './format.js';
import { DEFAULT_TAX_TERMS, fromCents, toCents, type TaxTerms } from './money.js';
import type { ApiSuccess, Order } from './types.js';
import { UNCONFIRMED_ALERT_MINUTES } from './today.js';
import { SUBSTITUTION_ANSWER_MINUTES } from './substitutions.js';

/** `GET /api/shop/settings`, path shared by the API and the front ends. */
export const SHOP_SETTINGS_PATH = '/api/shop/settings';

/** `GET` / `PUT /api/seller/settings/shop`: the owner's and manager's form. */
export const SELLER_SHOP_SETTINGS_PATH = '/api/seller/settings/shop';

/**
 * How long a browser (or a proxy) may keep the settings before asking again, in seconds: short,
 * so an owner's change reaches an open storefront within seconds; the answer carries an ETag,
 * so asking again costs a 304 when nothing changed.
 */
export const SHOP_SETTINGS_MAX_AGE_SECONDS = 5;

/**
 * How often an open storefront asks for the settings again, in milliseconds (and whenever its
 * tab comes back into focus): an owner's change shows within this long without a reload.
 */
export const SHOP_SETTINGS_REFRESH_MS = 15_000;

/** A marketing claim on the home page ("Why we are the best?"): a title and a sentence. */
export interface ShopClaim {
  title: string;
  /** Empty: the claim is not shown (e.g. a number the owner cannot stand behind). */
  text: string;
}

/** A link the owner adds to the footer (their own pages, social profiles). */
export interface FooterLink {
  label: string;
  /** `https://…`, `http://…`, `mailto:…` or a path of the shop (`/products`). */
  url: string;
}

/** What the owner and manager edit (`PUT /api/seller/settings/shop` takes all of it). */
export interface ShopProfile extends TaxTerms {
  shopName: string;
  /** An image URL (`https://…` or a path of the shop); empty: the drawn leaf mark. */
  logoUrl: string;
  phone: string;
  /** Empty: no WhatsApp link. */
  whatsapp: string;
  email: string;
  /** Empty: not shown. */
  address: string;
  openingHours: string;
  heroTitle: string;
  heroLead: string;
  /**
   * The owner's own delivery promise. Empty (the default): the storefront says what the shop
   * can do now for the shopper's area ({@link deliveryPromiseText}).
   */
  deliveryPromise: string;
  /** The home page's claims, in order; at most {@link SHOP_SETTINGS_LIMITS.claims}. */
  claims: ShopClaim[];
  /** The sentence under the footer's logo. */
  tagline: string;
  footerLinks: FooterLink[];
  /** Cash on delivery is asked rounded to the whole rupee (docs/PAYMENTS.md "Cash rounding"). */
  cashRounding: boolean;
  /**
   * Today's "waiting for confirmation" counts orders placed more than this many minutes ago and
   * still not confirmed (docs/TODAY.md); whole minutes, {@link UNCONFIRMED_ALERT_MINUTES}.
   */
  unconfirmedAlertMinutes: number;
  /**
   * How long a shopper has to answer a packer's substitution question, whole minutes
   * ({@link SUBSTITUTION_ANSWER_MINUTES}); then the line's preference applies
   * (docs/SUBSTITUTIONS.md). Optional in a saved form: absent keeps the default.
   */
  substitutionAnswerMinutes: number;
  /**
   * The installed app's colour (`#rrggbb`): its title bar and the background of its icon
   * (docs/SHOPPER-UX.md "Installing the shop"). Optional in a saved form: absent keeps the default.
   */
  themeColor: string;
  /**
   * Staff mobiles told of every new order by SMS (docs/NOTIFICATIONS.md "New orders to staff"),
   * stored as `+94771234567`; at most {@link SHOP_SETTINGS_LIMITS.staffOrderSmsNumbers}. Never
   * published to visitors. Optional in a saved form: absent keeps the saved numbers.
   */
  staffOrderSmsNumbers: string[];
}

/** The settings every visitor may read (the profile without the staff's numbers). */
export interface ShopSettings extends DisplayFormat, Omit<ShopProfile, 'staffOrderSmsNumbers'> {
  /**
   * How far a packed weight may differ from the ordered weight, percent either way: the
   * estimate note and the card-hold preview of a cart with weighed products use it.
   */
  weightTolerancePercent: number;
}

/** The answer of `GET /api/shop/settings`. */
export type ShopSettingsResponse = ApiSuccess<{ settings: ShopSettings }>;

/** The answers of `GET` and `PUT /api/seller/settings/shop`. */
export type ShopProfileResponse = ApiSuccess<{
  profile: ShopProfile;
  /** When it was last changed (ISO), null: never (the defaults). */
  updatedAt: string | null;
  message?: string;
}>;

export const SHOP_SETTINGS_LIMITS = {
  shopName: 60,
  url: 500,
  phone: FIELD_LIMITS.phoneMax,
  email: FIELD_LIMITS.email,
  address: 200,
  openingHours: 100,
  heroTitle: 120,
  heroLead: 240,
  deliveryPromise: 80,
  claimTitle: 40,
  claimText: 120,
  claims: 6,
  tagline: 200,
  linkLabel: 40,
  footerLinks: 8,
  taxPercentMax: 100,
  staffOrderSmsNumbers: 5,
} as const;

/** The defaults: today's texts (a fresh store looks as it did before settings existed). */
export const DEFAULT_SHOP_PROFILE: ShopProfile = {
  shopName: 'GreenCart',
  logoUrl: '',
  phone: '+94 11 234 5678',
  whatsapp: '',
  email: 'support@greencart.lk',
  address: '',
  openingHours: 'Every day, 7 am – 10 pm',
  heroTitle: DEFAULT_HERO.heroTitle,
  heroLead: DEFAULT_HERO.heroLead,
  deliveryPromise: '',
  claims: [
    { title: 'Freshness Guaranteed', text: 'Fresh produce straight from the source.' },
    { title: 'Affordable Prices', text: 'Quality groceries at unbeatable prices.' },
    { title: 'Trusted by Thousands', text: 'Loved by 10,000+ happy customers.' },
  ],
  tagline: 'Fresh groceries and daily essentials, delivered to your door.',
  footerLinks: [],
  ...DEFAULT_TAX_TERMS,
  cashRounding: true,
  unconfirmedAlertMinutes: UNCONFIRMED_ALERT_MINUTES.default,
  substitutionAnswerMinutes: SUBSTITUTION_ANSWER_MINUTES.default,
  themeColor: '#4fbf8b',
  staffOrderSmsNumbers: [],
};

export const SHOP_SETTINGS_TEXTS = {
  saved: 'Shop settings saved. Open storefronts show them within seconds.',
} as const;

/** A refused settings form: the field (`claims.1.text`) and a sentence for people. */
export interface ShopProfileProblem {
  field: string;
  message: string;
}

const PHONE = new RegExp(`^${PHONE_PATTERN}$`);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Control characters (newlines and tabs included) are never part of a one-line setting.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

/** True for a link the storefront may open: http(s), mailto or a path of the shop (not `//`). */
export function isSafeLink(value: string): boolean {
  return /^(https?:\/\/[^\s]+|mailto:[^\s]+|\/(?!\/)[^\s]*)$/i.test(value);
}

/** True for an image URL the storefront may show: http(s) or a path of the shop. */
function isImageUrl(value: string): boolean {
  return /^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/i.test(value);
}

type Check = [field: string, ok: boolean, message: string];

function text(
  field: string,
  label: string,
  value: unknown,
  max: number,
  required: boolean,
): Check[] {
  if (typeof value !== 'string') return [[field, false, `${label} must be text`]];
  const v = value.trim();
  return [
    [field, !required || v !== '', `${label} is required`],
    [field, v.length <= max, `${label} must be at most ${max} characters`],
    [field, !CONTROL.test(v), `${label} must be one line of text`],
  ];
}

/**
 * Checks an untrusted settings form: undefined when it is a {@link ShopProfile} the shop can
 * keep, else the first problem. Text is kept as typed (trimmed) and always shown as text, so
 * markup in it is harmless; links and images must be http(s) or the shop's own paths.
 */
export function shopProfileProblem(input: unknown): ShopProfileProblem | undefined {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { field: 'profile', message: 'The settings must be an object' };
  }
  const p = input as Record<string, unknown>;
  const L = SHOP_SETTINGS_LIMITS;
  const checks: Check[] = [
    ...text('shopName', 'Shop name', p.shopName, L.shopName, true),
    ...text('logoUrl', 'Logo URL', p.logoUrl, L.url, false),
    [
      'logoUrl',
      typeof p.logoUrl !== 'string' || p.logoUrl.trim() === '' || isImageUrl(p.logoUrl.trim()),
      'Logo URL must start with https:// or /',
    ],
    ...text('phone', 'Phone', p.phone, L.phone, true),
    [
      'phone',
      typeof p.phone !== 'string' || PHONE.test(p.phone.trim()),
      'Phone must be a phone number, e.g. +94 11 234 5678',
    ],
    ...text('whatsapp', 'WhatsApp number', p.whatsapp, L.phone, false),
    [
      'whatsapp',
      typeof p.whatsapp !== 'string' || p.whatsapp.trim() === '' || PHONE.test(p.whatsapp.trim()),
      'WhatsApp number must be a phone number, e.g. +94 77 123 4567',
    ],
    ...text('email', 'Email', p.email, L.email, true),
    [
      'email',
      typeof p.email !== 'string' || EMAIL.test(p.email.trim()),
      'Email must be an email address',
    ],
    ...text('address', 'Address', p.address, L.address, false),
    ...text('openingHours', 'Opening hours', p.openingHours, L.openingHours, true),
    ...text('heroTitle', 'Headline', p.heroTitle, L.heroTitle, true),
    ...text('heroLead', 'Headline text', p.heroLead, L.heroLead, false),
    ...text('deliveryPromise', 'Delivery promise', p.deliveryPromise, L.deliveryPromise, false),
    ...text('tagline', 'Footer sentence', p.tagline, L.tagline, false),
  ];
  const bad = checks.find(([, ok]) => !ok);
  if (bad) return { field: bad[0], message: bad[2] };

  if (!Array.isArray(p.claims)) return { field: 'claims', message: 'Claims must be a list' };
  if (p.claims.length > L.claims) {
    return { field: 'claims', message: `At most ${L.claims} claims` };
  }
  for (const [i, claim] of p.claims.entries()) {
    const c = (typeof claim === 'object' && claim !== null ? claim : {}) as Record<string, unknown>;
    const problem = [
      ...text(`claims.${i}.title`, `Claim ${i + 1} title`, c.title, L.claimTitle, true),
      ...text(`claims.${i}.text`, `Claim ${i + 1} text`, c.text, L.claimText, false),
    ].find(([, ok]) => !ok);
    if (problem) return { field: problem[0], message: problem[2] };
  }
  if (!Array.isArray(p.footerLinks)) {
    return { field: 'footerLinks', message: 'Footer links must be a list' };
  }
  if (p.footerLinks.length > L.footerLinks) {
    return { field: 'footerLinks', message: `At most ${L.footerLinks} footer links` };
  }
  for (const [i, link] of p.footerLinks.entries()) {
    const l = (typeof link === 'object' && link !== null ? link : {}) as Record<string, unknown>;
    const problem = [
      ...text(`footerLinks.${i}.label`, `Link ${i + 1} label`, l.label, L.linkLabel, true),
      ...text(`footerLinks.${i}.url`, `Link ${i + 1} address`, l.url, L.url, true),
    ].find(([, ok]) => !ok);
    if (problem) return { field: problem[0], message: problem[2] };
    if (!isSafeLink((l.url as string).trim())) {
      return {
        field: `footerLinks.${i}.url`,
        message: `Link ${i + 1} address must start with https://, mailto: or /`,
      };
    }
  }
  const rate = p.taxPercent;
  if (
    typeof rate !== 'number' ||
    !Number.isFinite(rate) ||
    rate < 0 ||
    rate > L.taxPercentMax ||
    Math.abs(rate * 100 - Math.round(rate * 100)) > 1e-6
  ) {
    return {
      field: 'taxPercent',
      message: `Tax rate must be a percentage from 0 to ${L.taxPercentMax}, at most two decimals`,
    };
  }
  // Absent (a form from before the setting existed): the default.
  const minutes = p.unconfirmedAlertMinutes;
  if (
    minutes !== undefined &&
    (typeof minutes !== 'number' ||
      !Number.isInteger(minutes) ||
      minutes < UNCONFIRMED_ALERT_MINUTES.min ||
      minutes > UNCONFIRMED_ALERT_MINUTES.max)
  ) {
    return {
      field: 'unconfirmedAlertMinutes',
      message: `Unconfirmed alert must be whole minutes from ${UNCONFIRMED_ALERT_MINUTES.min} to ${UNCONFIRMED_ALERT_MINUTES.max}`,
    };
  }
  const answer = p.substitutionAnswerMinutes;
  if (
    answer !== undefined &&
    (typeof answer !== 'number' ||
      !Number.isInteger(answer) ||
      answer < SUBSTITUTION_ANSWER_MINUTES.min ||
      answer > SUBSTITUTION_ANSWER_MINUTES.max)
  ) {
    return {
      field: 'substitutionAnswerMinutes',
      message: `Substitution answer time must be whole minutes from ${SUBSTITUTION_ANSWER_MINUTES.min} to ${SUBSTITUTION_ANSWER_MINUTES.max}`,
    };
  }
  if (
    p.themeColor !== undefined &&
    (typeof p.themeColor !== 'string' || !THEME_COLOR.test(p.themeColor.trim()))
  ) {
    return { field: 'themeColor', message: 'App colour must be a colour like #4fbf8b' };
  }
  const staff = p.staffOrderSmsNumbers;
  if (staff !== undefined) {
    if (!Array.isArray(staff))
      return { field: 'staffOrderSmsNumbers', message: 'New-order SMS numbers must be a list' };
    if (staff.length > L.staffOrderSmsNumbers)
      return {
        field: 'staffOrderSmsNumbers',
        message: `At most ${L.staffOrderSmsNumbers} numbers for new-order SMS`,
      };
    const bad = staff.find((n) => typeof n !== 'string' || !normalizeLkMobile(n));
    if (bad !== undefined)
      return {
        field: 'staffOrderSmsNumbers',
        message: `${typeof bad === 'string' ? bad : 'A number'} is not a Sri Lankan mobile number, like 077 123 4567`,
      };
  }
  for (const flag of ['pricesIncludeTax', 'cashRounding'] as const) {
    if (typeof p[flag] !== 'boolean')
      return { field: flag, message: `${flag} must be true or false` };
  }
  return undefined;
}

/** The form as the shop keeps it: text trimmed, only the known fields. Check it first. */
export function normaliseShopProfile(input: ShopProfile): ShopProfile {
  const t = (v: string) => v.trim();
  return {
    shopName: t(input.shopName),
    logoUrl: t(input.logoUrl),
    phone: t(input.phone),
    whatsapp: t(input.whatsapp),
    email: t(input.email),
    address: t(input.address),
    openingHours: t(input.openingHours),
    heroTitle: t(input.heroTitle),
    heroLead: t(input.heroLead),
    deliveryPromise: t(input.deliveryPromise),
    claims: input.claims.map((c) => ({ title: t(c.title), text: t(c.text) })),
    tagline: t(input.tagline),
    footerLinks: input.footerLinks.map((l) => ({ label: t(l.label), url: t(l.url) })),
    taxPercent: Math.round(input.taxPercent * 100) / 100,
    pricesIncludeTax: input.pricesIncludeTax,
    cashRounding: input.cashRounding,
    unconfirmedAlertMinutes: input.unconfirmedAlertMinutes ?? UNCONFIRMED_ALERT_MINUTES.default,
    substitutionAnswerMinutes:
      input.substitutionAnswerMinutes ?? SUBSTITUTION_ANSWER_MINUTES.default,
    themeColor: (input.themeColor ?? DEFAULT_SHOP_PROFILE.themeColor).trim().toLowerCase(),
    // Stored as +947XXXXXXXX, each once.
    staffOrderSmsNumbers: [
      ...new Set((input.staffOrderSmsNumbers ?? []).map((n) => normalizeLkMobile(n) ?? n)),
    ],
  };
}

/** `#rrggbb`. */
const THEME_COLOR = /^#[0-9a-f]{6}$/i;

/** The web app manifest's icons, drawn by the API (`/api/shop/icons/<name>`). */
export const WEB_APP_ICONS = [
  { name: 'icon-192.png', size: 192, purpose: 'any' },
  { name: 'icon-512.png', size: 512, purpose: 'any' },
  { name: 'maskable-512.png', size: 512, purpose: 'maskable' },
] as const;
export type WebAppIconName = (typeof WEB_APP_ICONS)[number]['name'];

/** `GET /api/shop/manifest.webmanifest`, linked by the shell. */
export const WEB_APP_MANIFEST_PATH = '/api/shop/manifest.webmanifest';

/** A short name for a home screen label: the shop's name, or its first word, at most 12 characters. */
export function shortShopName(name: string): string {
  if (name.length <= 12) return name;
  const first = name.split(/\s+/)[0] ?? name;
  return first.length <= 12 ? first : `${first.slice(0, 11)}…`;
}

/**
 * The storefront's web app manifest from the shop's settings. `origin` is the shell's (where
 * the app starts); icon paths are relative, so they resolve against the manifest's URL (the API).
 */
export function webAppManifest(settings: ShopSettings, origin: string) {
  return {
    id: '/',
    name: settings.shopName,
    short_name: shortShopName(settings.shopName),
    description: settings.tagline || undefined,
    lang: settings.locale,
    start_url: `${origin}/`,
    scope: `${origin}/`,
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: settings.themeColor,
    icons: WEB_APP_ICONS.map((icon) => ({
      src: `icons/${icon.name}?c=${settings.themeColor.slice(1)}`,
      sizes: `${icon.size}x${icon.size}`,
      type: 'image/png',
      purpose: icon.purpose,
    })),
  };
}

/** The shop's tax terms out of its settings. */
export function taxTermsOf(settings: TaxTerms): TaxTerms {
  return { taxPercent: settings.taxPercent, pricesIncludeTax: settings.pricesIncludeTax };
}

/** `wa.me` link of a WhatsApp number (digits only), null when there is none. */
export function whatsappLink(number: string): string | null {
  const digits = number.replace(/[^0-9]/g, '');
  return digits ? `https://wa.me/${digits}` : null;
}

/** What the delivery promise is computed from: the slots answer of the shopper's area. */
export interface PromiseFacts {
  /** The express slot of the current period (null: not offered now). */
  express: { label: string; available: boolean } | null;
  /** Windows, soonest first, as `GET /api/delivery/slots` answers them. */
  slots: readonly { start: string; end: string; available: boolean; kind: string }[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAY_MS = 86_400_000;

/**
 * The delivery promise the storefront shows (docs/SETTINGS.md "Claims that are true"): the
 * owner's own wording when they set one; else what the shop can do now for the shopper's
 * area: express open and offered → "Delivered in about 30 minutes" (the express promise);
 * otherwise the next window with room → "Next delivery: tomorrow 08:00–10:00" (today,
 * tomorrow or the weekday and date, in the shop's time zone); else null (say nothing).
 *
 * @param offsetMinutes the shop's time zone offset from UTC at `now` (`zoneOffsetMinutes`)
 */
export function deliveryPromiseText(
  ownWording: string,
  facts: PromiseFacts | null,
  now: number,
  offsetMinutes: number,
): string | null {
  if (ownWording.trim() !== '') return ownWording.trim();
  if (!facts) return null;
  if (facts.express?.available) {
    const minutes = /within (\d+) minutes/.exec(facts.express.label)?.[1];
    if (minutes) return `Delivered in about ${minutes} minutes`;
  }
  const next = facts.slots.find(
    (s) => s.kind !== 'express' && s.available && Date.parse(s.end) > now,
  );
  if (!next) return null;
  const local = (ms: number) => new Date(ms + offsetMinutes * 60_000);
  const start = local(Date.parse(next.start));
  const end = local(Date.parse(next.end));
  const dayOf = (d: Date) => Math.floor(d.getTime() / DAY_MS);
  const days = dayOf(start) - dayOf(local(now));
  const day =
    days <= 0
      ? 'today'
      : days === 1
        ? 'tomorrow'
        : `${['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][start.getUTCDay()]} ${start.getUTCDate()} ${
            ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
              start.getUTCMonth()
            ]
          }`;
  const hm = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return `Next delivery: ${day} ${hm(start)}–${hm(end)}`;
}

/**
 * The tax terms an order answer was placed under (its `taxPercent` and `pricesIncludeTax`); an
 * order answered without them (placed before shop settings) had the spec's 2 % added.
 */
export function orderTaxTerms(order: Pick<Order, 'taxPercent' | 'pricesIncludeTax'>): TaxTerms {
  return order.taxPercent === undefined
    ? DEFAULT_TAX_TERMS
    : { taxPercent: order.taxPercent, pricesIncludeTax: order.pricesIncludeTax === true };
}

/**
 * What a cash-on-delivery order asks at the door, rupees: its amount plus its cash rounding
 * (docs/PAYMENTS.md "Cash rounding"), the amount itself when it is not rounded.
 */
export function orderCashDue(order: Pick<Order, 'amount' | 'rounding'>): number {
  return fromCents(toCents(order.amount) + toCents(order.rounding ?? 0));
}
