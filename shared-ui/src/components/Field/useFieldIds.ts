import { useId } from 'react';

/** Ids tying a form control to its label, hint and error text. */
export interface FieldIds {
  controlId: string;
  hintId?: string;
  errorId?: string;
  /** Value for the control's `aria-describedby`, or undefined when there is nothing to describe. */
  describedBy?: string;
}

/**
 * Ids for a labelled field: `useId` unless the caller passes an `id`; hint and error ids
 * only when that text is shown, so `aria-describedby` never points at nothing.
 */
export function useFieldIds(id: string | undefined, hasHint: boolean, hasError: boolean): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hasHint ? `${controlId}-hint` : undefined;
  const errorId = hasError ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}
