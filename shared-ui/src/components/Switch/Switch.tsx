import { useId, type ReactNode } from 'react';
import { classNames } from '../Field/classNames';
import './Switch.css';

/** Props of {@link Switch}. */
export interface SwitchProps {
  /** Whether it is on. */
  checked: boolean;
  /** Called with the new value when the user flips it (click, Space or Enter). */
  onChange: (checked: boolean) => void;
  /** Accessible name, e.g. "In stock: Fresh Apples". */
  label: ReactNode;
  /** Hide the label visually (e.g. in a table whose column says what it is). */
  hideLabel?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * An on/off switch: a real `role="switch"` button with `aria-checked`, so it is reached
 * with Tab and flipped with Space or Enter, and screen readers say "on"/"off".
 */
export function Switch({
  checked,
  onChange,
  label,
  hideLabel = false,
  disabled = false,
  id,
  className,
}: SwitchProps) {
  const labelId = useId();
  return (
    <span className={classNames('gc-switch', className)}>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        disabled={disabled}
        className="gc-switch__track"
        onClick={() => onChange(!checked)}
      >
        <span className="gc-switch__thumb" aria-hidden="true" />
      </button>
      <span id={labelId} className={hideLabel ? 'gc-visually-hidden' : 'gc-switch__label'}>
        {label}
      </span>
    </span>
  );
}
