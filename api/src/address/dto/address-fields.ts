import { PHONE_PATTERN } from '@greencart/contracts';

/** Text fields arrive trimmed. */
export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;
export const PHONE = new RegExp(`^${PHONE_PATTERN}$`);
