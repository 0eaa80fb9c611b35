import type { ComponentPropsWithoutRef } from 'react';

/** Props of {@link VisuallyHidden}: any `<span>` props. */
export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for screen readers only (read aloud, not shown), e.g. a label for an icon button. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return (
    <span className={['gc-visually-hidden', className].filter(Boolean).join(' ')} {...props} />
  );
}
