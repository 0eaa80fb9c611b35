import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from '../Field/classNames';
import { useFocusTrap } from './useFocusTrap';
import './Modal.css';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Called on Esc, on a click on the overlay and on the close button. */
  onClose: () => void;
  /** The dialog's title: shown as its heading and used as its accessible name. */
  title: ReactNode;
  /** Hide the heading visually; it still names the dialog for screen readers. */
  hideTitle?: boolean;
  /** Element to focus when the dialog opens (default: its first focusable element). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Accessible label of the × button. */
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: `role="dialog"`, `aria-modal`, named by its title; focus moves in and
 * is trapped, Esc and a click on the overlay close it, and focus returns to where it was.
 * Rendered into `document.body` so no parent's overflow or stacking clips it.
 */
export function Modal({
  open,
  onClose,
  title,
  hideTitle = false,
  initialFocusRef,
  closeLabel = 'Close',
  className,
  children,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useFocusTrap(dialogRef, open, initialFocusRef);

  // The latest onClose without re-subscribing the Esc listener on every render.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      }
    }
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.body.style.overflow = previousOverflow;
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    // The overlay click is a mouse shortcut; keyboard users close with Esc or the × button.
    <div
      role="presentation"
      className="gc-modal__overlay"
      data-testid="gc-modal-overlay"
      onMouseDown={(event) => {
        // Only a press that starts on the overlay itself closes: a text selection
        // dragged out of the dialog must not.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={classNames('gc-modal', className)}
      >
        <div className="gc-modal__header">
          <h2 id={titleId} className={hideTitle ? 'gc-visually-hidden' : 'gc-modal__title'}>
            {title}
          </h2>
          <button
            type="button"
            className="gc-modal__close"
            aria-label={closeLabel}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path
                d="M6 6l12 12M18 6L6 18"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
              />
            </svg>
          </button>
        </div>
        <div className="gc-modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
