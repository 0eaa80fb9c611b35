import { districtNamed, normaliseLkPhone, provinceNamed } from '@greencart/contracts';

/** Text fields arrive trimmed. */
export const trim = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' ? value.trim() : value;

/** A phone in the local format arrives as stored (`+94 77 123 4567`); anything else as sent. */
export const phoneInput = ({ value }: { value: unknown }): unknown =>
  normaliseLkPhone(value) ?? value;

/** A province named loosely ("western province") arrives as its name ("Western"). */
export const provinceInput = ({ value }: { value: unknown }): unknown =>
  provinceNamed(value) ?? value;

/** A district named loosely arrives as its name; an empty one as not sent (null). */
export const districtInput = ({ value }: { value: unknown }): unknown => {
  if (typeof value === 'string' && value.trim() === '') return null;
  return districtNamed(value) ?? value;
};

/** Optional free text: trimmed, and empty as not given (null). */
export const optionalText = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
};
