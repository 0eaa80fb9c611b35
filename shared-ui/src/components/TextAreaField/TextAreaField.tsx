import type { ComponentPropsWithRef, ReactNode } from 'react';
import { FieldFrame } from '../Field/FieldFrame';
import { useFieldIds } from '../Field/useFieldIds';
import { classNames } from '../Field/classNames';

/** Props of {@link TextAreaField}: a label plus any `<textarea>` props. */
export interface TextAreaFieldProps extends ComponentPropsWithRef<'textarea'> {
  /** Visible label, tied to the textarea. */
  label: ReactNode;
  hideLabel?: boolean;
  /** Help text, e.g. "One bullet point per line". */
  hint?: ReactNode;
  /** Error text; marks the textarea invalid and is announced. */
  error?: ReactNode;
  /** Class of the wrapper. */
  className?: string;
}

/** A labelled multi-line text input. */
export function TextAreaField({
  label,
  hideLabel,
  hint,
  error,
  className,
  id,
  ...textareaProps
}: TextAreaFieldProps) {
  const ids = useFieldIds(id, Boolean(hint), Boolean(error));
  return (
    <FieldFrame
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      hint={hint}
      error={error}
      required={textareaProps.required}
      className={className}
    >
      <textarea
        {...textareaProps}
        id={ids.controlId}
        className="gc-field__control"
        aria-invalid={error ? true : textareaProps['aria-invalid']}
        aria-describedby={
          classNames(ids.describedBy, textareaProps['aria-describedby']) || undefined
        }
      />
    </FieldFrame>
  );
}
