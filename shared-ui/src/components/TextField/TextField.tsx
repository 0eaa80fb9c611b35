import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from '../Field/FieldFrame';
import { useFieldIds } from '../Field/useFieldIds';
import { classNames } from '../Field/classNames';

/** Props of {@link TextField}: a label plus any `<input>` props (`type`, `required`, `ref`…). */
export interface TextFieldProps extends ComponentPropsWithRef<'input'> {
  /** Visible label, tied to the input. */
  label: ReactNode;
  /** Hide the label visually (e.g. a search box with an icon); screen readers still read it. */
  hideLabel?: boolean;
  /** Help text under the input, announced with it. */
  hint?: ReactNode;
  /** Error text; marks the input invalid and is announced. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
  /** Class of the `<input>` itself. */
  inputClassName?: string;
}

/** A labelled text input (`type` text, email, tel, number, password, search…). */
export function TextField({
  label,
  hideLabel,
  hint,
  error,
  className,
  inputClassName,
  id,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={inputProps.required}
      className={className}
    >
      <input
        {...inputProps}
        id={ids.controlId}
        type={type}
        className={classNames('gc-field__control', inputClassName)}
        aria-invalid={error ? true : inputProps['aria-invalid']}
        aria-describedby={classNames(ids.describedBy, inputProps['aria-describedby']) || undefined}
      />
    </FieldFrame>
  );
}
