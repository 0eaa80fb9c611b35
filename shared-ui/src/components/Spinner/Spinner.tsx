import { classNames } from '../Field/classNames';
import './Spinner.css';

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** What is loading, read by screen readers. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}

/** A loading indicator announced politely as a status. */
export function Spinner({ label = 'Loading', size = 'md', className }: SpinnerProps) {
  return (
    <span role="status" className={classNames('gc-spinner', `gc-spinner--${size}`, className)}>
      <span className="gc-spinner__circle" aria-hidden="true" />
      <span className="gc-visually-hidden">{label}</span>
    </span>
  );
}
