import type { ComponentPropsWithRef } from 'react';
import { classNames } from '../Field/classNames';
import { Spinner } from '../Spinner/Spinner';
import './Button.css';

/** Props of {@link Button}: any `<button>` props plus the look. */
export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` (brand green), `secondary` (outlined), `ghost` (text only) or `danger`. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  /** Stretch to the container's width (mobile forms, order summary). */
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks (a request is running). */
  loading?: boolean;
}

/** A button. `type` defaults to `button`, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  type = 'button',
  className,
  disabled,
  children,
  ...buttonProps
}: ButtonProps) {
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classNames(
        'gc-button',
        `gc-button--${variant}`,
        `gc-button--${size}`,
        fullWidth && 'gc-button--full',
        className,
      )}
    >
      {loading ? <Spinner size="sm" label="Please wait" /> : null}
      {children}
    </button>
  );
}
