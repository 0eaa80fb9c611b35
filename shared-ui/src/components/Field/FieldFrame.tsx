import type { ReactNode } from 'react';
import type { FieldIds } from './useFieldIds';
import { classNames } from './classNames';
import './Field.css';

/** Props of {@link FieldFrame}. */
export interface FieldFrameProps {
  ids: FieldIds;
  label: ReactNode;
  /** Hide the label visually; it is still read by screen readers. */
  hideLabel?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** The label, control, hint and error layout shared by the text, textarea and select fields. */
export function FieldFrame({
  ids,
  label,
  hideLabel,
  hint,
  error,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={classNames('gc-field', error ? 'gc-field--invalid' : undefined, className)}>
      <label
        htmlFor={ids.controlId}
        className={hideLabel ? 'gc-visually-hidden' : 'gc-field__label'}
      >
        {label}
        {required ? (
          <span className="gc-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={ids.hintId} className="gc-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={ids.errorId} className="gc-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
