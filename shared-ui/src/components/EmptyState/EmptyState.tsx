import type { ReactNode } from 'react';
import { classNames } from '../Field/classNames';
import './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** The main line, e.g. 'No products found in this category'. */
  title: ReactNode;
  /** A second, quieter line. */
  message?: ReactNode;
  /** A next step, e.g. a link back to all products. */
  action?: ReactNode;
  /** A decorative picture (hidden from screen readers). */
  icon?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list or page shows when it has nothing to show. */
export function EmptyState({
  title,
  message,
  action,
  icon,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames('gc-empty', className)}>
      {icon ? (
        <div className="gc-empty__icon" aria-hidden="true">
          {icon}
        </div>
      ) : null}
      <Heading className="gc-empty__title">{title}</Heading>
      {message ? <p className="gc-empty__message">{message}</p> : null}
      {action ? <div className="gc-empty__action">{action}</div> : null}
    </div>
  );
}
