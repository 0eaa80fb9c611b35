import { PHONE_PATTERN, ZIP_PATTERN } from '@greencart/contracts';

/** Text fields arrive trimmed. */
export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
/** A postcode typed into a number field may arrive as a number; it is kept as a string. */
export const postcode = ({ value }: { value: unknown }): unknown =>
  typeof value === 'number' && Number.isInteger(value) ? String(value) : trim({ value });
export const ZIP = new RegExp(`^${ZIP_PATTERN}$`);
export const PHONE = new RegExp(`^${PHONE_PATTERN}$`);
