/**
 * Sri Lankan mobile numbers (docs/NOTIFICATIONS.md): one rule for the API and the front ends.
 * A shopper types `077 123 4567`, `0771234567` or `+94 77 123 4567` (the address book's rule,
 * sri-lanka.ts); the shop stores `+94771234567` (E.164) and shows `077 123 4567`. Only mobile
 * numbers (`7X`) take SMS.
 */
import { normaliseLkPhone } from './sri-lanka.js';

/** The stored form: `+947` and eight digits. */
export const LK_MOBILE_E164 = /^\+947\d{8}$/;

/** The message for a number the rule refuses. */
export const PHONE_TEXTS = {
  invalid: 'Enter a Sri Lankan mobile number, like 077 123 4567',
  codeSent: 'If this number can receive a code, we have sent one by SMS. It works for 5 minutes.',
  codeInvalid: 'That code is not right or has expired. Please ask for a new one.',
  verified: 'Your phone number is verified',
  removed: 'Your phone number has been removed',
  loginFailed: 'That code is not right or has expired. Please ask for a new one.',
  phoneTaken: 'This number is already verified on another account',
  preferencesSaved: 'Notification settings saved',
  smsStopped:
    'You will not receive SMS from us any more. You can turn them back on in your account.',
} as const;

/**
 * The number in its stored form (`+94771234567`), or null when it is not a Sri Lankan mobile
 * number: the address book's rule ({@link normaliseLkPhone}: `07X XXX XXXX` or
 * `+94 7X XXX XXXX`, spaces and dashes between the digits), without its spaces.
 */
export function normalizeLkMobile(input: string): string | null {
  return normaliseLkPhone(input)?.replace(/ /g, '') ?? null;
}

/** `+94771234567` → `077 123 4567` (as shoppers write it). */
export function formatLkMobileLocal(e164: string): string {
  const national = e164.replace(/^\+94/, '');
  return `0${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

/** `+94771234567` → `+94 77 123 4567`. */
export function formatLkMobileInternational(e164: string): string {
  const national = e164.replace(/^\+94/, '');
  return `+94 ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`;
}

/** `+94771234567` → `077 *** **67`: enough for the shopper to recognise, not to read out. */
export function maskLkMobile(e164: string): string {
  const local = formatLkMobileLocal(e164);
  return `${local.slice(0, 4)}*** **${local.slice(-2)}`;
}

/** A one-time code: 6 digits. */
export const PHONE_CODE_LENGTH = 6;
/** Minutes a code works. */
export const PHONE_CODE_MINUTES = 5;
/** Wrong tries before a code stops working. */
export const PHONE_CODE_TRIES = 5;
/** Codes one number may be sent within {@link PHONE_CODE_WINDOW_MINUTES}. */
export const PHONE_CODES_PER_NUMBER = 3;
/** Codes one client IP may ask for within {@link PHONE_CODE_WINDOW_MINUTES}. */
export const PHONE_CODES_PER_IP = 10;
/**
 * Seconds the login dialog waits before offering a new code (the shopper sees them count down):
 * an SMS usually arrives well within it, and {@link PHONE_CODES_PER_NUMBER} codes an hour are
 * not spent on impatient taps.
 */
export const PHONE_RESEND_SECONDS = 60;
/** The rate-limit window of code requests. */
export const PHONE_CODE_WINDOW_MINUTES = 60;

/** `POST /api/user/phone/code`, `POST /api/user/phone/login/code`. */
export interface PhoneCodeRequest {
  phone: string;
}

/** `POST /api/user/phone/verify`, `POST /api/user/phone/login`. */
export interface PhoneVerifyRequest {
  phone: string;
  code: string;
}
