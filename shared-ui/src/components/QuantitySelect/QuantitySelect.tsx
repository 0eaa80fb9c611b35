import { useId, type ReactNode } from 'react';
import { classNames } from '../Field/classNames';
import { quantityOptions } from './quantityOptions';
import './QuantitySelect.css';

/** Props of {@link QuantitySelect}. */
export interface QuantitySelectProps {
  /** The current quantity. */
  value: number;
  /** Called with the chosen quantity. */
  onChange: (quantity: number) => void;
  /**
   * Accessible name, e.g. "Quantity of Fresh Apples". Markup is allowed, so a shown label can
   * keep part of the name for screen readers only ("Quantity" + hidden " of Fresh Apples").
   */
  label?: ReactNode;
  /** Show the label next to the select (default: read by screen readers only). */
  showLabel?: boolean;
  disabled?: boolean;
  className?: string;
  /** The most that may be chosen (a counted product's units left). */
  max?: number;
  /**
   * The words of each option (default: the number). A product sold by weight shows its steps
   * as weights ("250 g", "500 g", "1 kg": contracts' `quantityLabel`).
   */
  optionLabel?: (quantity: number) => string;
}

/** A native select offering 1 … max(9, value), at most `max`. */
export function QuantitySelect({
  value,
  onChange,
  label = 'Quantity',
  showLabel = false,
  disabled,
  className,
  max,
  optionLabel = String,
}: QuantitySelectProps) {
  const id = useId();
  return (
    <span className={classNames('gc-quantity', className)}>
      <label htmlFor={id} className={showLabel ? 'gc-quantity__label' : 'gc-visually-hidden'}>
        {label}
      </label>
      <select
        id={id}
        className="gc-quantity__select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {quantityOptions(value, max).map((quantity) => (
          <option key={quantity} value={quantity}>
            {optionLabel(quantity)}
          </option>
        ))}
      </select>
    </span>
  );
}
