import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from '../Field/FieldFrame';
import { useFieldIds } from '../Field/useFieldIds';
import { classNames } from '../Field/classNames';

/** One choice of a {@link SelectField}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Props of {@link SelectField}: a label, the options, and any `<select>` props. */
export interface SelectFieldProps extends ComponentPropsWithRef<'select'> {
  /** Visible label, tied to the select. */
  label: ReactNode;
  hideLabel?: boolean;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select category"; with `required` it must be changed. */
  placeholder?: string;
  hint?: ReactNode;
  /** Error text; marks the select invalid and is announced. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A labelled native `<select>` (native for keyboard, screen reader and mobile support). */
export function SelectField({
  label,
  hideLabel,
  options,
  placeholder,
  hint,
  error,
  className,
  id,
  ...selectProps
}: SelectFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={selectProps.required}
      className={className}
    >
      <select
        {...selectProps}
        id={ids.controlId}
        className="gc-field__control"
        aria-invalid={error ? true : selectProps['aria-invalid']}
        aria-describedby={classNames(ids.describedBy, selectProps['aria-describedby']) || undefined}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
