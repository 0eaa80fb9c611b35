import { useId } from 'react';
import { SHOPPER_CANCEL_REASONS } from '@greencart/contracts';
import { useStorefrontT } from '../../i18n/catalogue';
import './cancel-reason.css';

/** Props of {@link CancelReasonPicker}. */
export interface CancelReasonPickerProps {
  /** The chosen reason, or '' for none. */
  value: string;
  onChange: (reason: string) => void;
}

/**
 * The optional "why" of a shopper's cancel: one of the ready-made reasons (contracts'
 * SHOPPER_CANCEL_REASONS), or none. Radio buttons, so arrow keys move between them.
 */
export function CancelReasonPicker({ value, onChange }: CancelReasonPickerProps) {
  const t = useStorefrontT();
  const name = useId();
  const options = [{ reason: '', label: t('orders.ratherNotSay') }].concat(
    SHOPPER_CANCEL_REASONS.map((reason) => ({
      reason,
      label: t(`orders.cancelReasons.${reason}`, { defaultValue: reason }),
    })),
  );
  return (
    <fieldset className="sf-cancel-reason">
      <legend>{t('orders.whyCancel')}</legend>
      {options.map((option) => (
        <label key={option.reason} className="sf-cancel-reason__option">
          <input
            type="radio"
            name={name}
            value={option.reason}
            checked={value === option.reason}
            onChange={() => onChange(option.reason)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
