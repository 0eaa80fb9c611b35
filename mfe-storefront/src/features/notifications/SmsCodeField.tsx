import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES } from '@greencart/contracts';
import { TextField } from '@greencart/shared-ui';
import { useStorefrontT } from '../../i18n/catalogue';

/**
 * The one-time code field of a phone check (log in by phone, verifying a number): digits only,
 * the SMS code's length and lifetime said in its hint, filled by the phone's SMS autofill.
 */
export function SmsCodeField(props: {
  code: string;
  error: string | undefined;
  onChange: (digits: string) => void;
  /** The label and hint in the page's language (default: English). */
  label?: string;
  hint?: string;
}) {
  const t = useStorefrontT();
  return (
    <TextField
      label={props.label ?? t('notifications.codeLabel')}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      required
      maxLength={PHONE_CODE_LENGTH}
      hint={
        props.hint ??
        t('notifications.codeHint', { digits: PHONE_CODE_LENGTH, minutes: PHONE_CODE_MINUTES })
      }
      error={props.error}
      value={props.code}
      onChange={(e) => props.onChange(e.target.value.replace(/\D/g, ''))}
    />
  );
}
