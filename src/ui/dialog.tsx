import { useRef, type KeyboardEvent, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { classNames } from './class-names.ts';
import { trapTabKey } from './focus-trap.ts';
import { CloseIcon } from './icons.tsx';
import { useDsId } from './use-ds-id.ts';
import { useModalFocus } from './use-modal-focus.ts';

export interface DialogProps {
  open: boolean;
  /** Called on Escape, an overlay click or the close button; the caller sets `open` to false. */
  onClose: () => void;
  title: ReactNode;
  /** Read when the dialog opens (`aria-describedby`). */
  description?: ReactNode;
  children?: ReactNode;
  /** The dialog's buttons, in a footer row. */
  actions?: ReactNode;
  /** Accessible name of the corner close button; without it there is no such button. */
  closeLabel?: string;
  /** Default true. The session-expiration dialog turns it off. */
  closeOnEscape?: boolean;
  /** Default true. */
  closeOnOverlayClick?: boolean;
  /** Receives focus on open instead of the first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Prefix of the generated ids; default `ds-`. */
  idPrefix?: string;
  /** `alertdialog` for urgent dialogs that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  size?: 'small' | 'medium' | 'large';
}

/**
 * A modal dialog (A-04…A-08): a portal with `role="dialog"` and `aria-modal`, the rest of the
 * page inert, focus trapped inside and given back on close. Not the native `<dialog>`: Chromium
 * (156, measured) fires a second quick Escape's `cancel` as non-cancelable and closes a native
 * modal even when keydown and cancel are prevented, which breaks A-10; and jsdom has no
 * `showModal`, so tests would only exercise a polyfill.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  actions,
  closeLabel,
  closeOnEscape = true,
  closeOnOverlayClick = true,
  initialFocus,
  idPrefix,
  role = 'dialog',
  size = 'medium',
}: DialogProps) {
  const id = useDsId('dialog', idPrefix);
  const rootRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  useModalFocus(open, rootRef, panelRef, initialFocus);
  if (!open) {
    return null;
  }

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const panel = panelRef.current;
    // A nested dialog's events bubble here through React's tree; only our own DOM counts.
    if (!panel || !(event.target instanceof Node) || !panel.contains(event.target)) {
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      if (closeOnEscape) {
        onClose();
      }
      return;
    }
    trapTabKey(event, panel);
  };

  return createPortal(
    <div ref={rootRef} className="ds-dialog">
      {/* The overlay is a pointer convenience; Escape and the buttons are the keyboard's way. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions */}
      <div
        className="ds-dialog__overlay"
        onMouseDown={(event) => {
          event.preventDefault();
        }}
        onClick={closeOnOverlayClick ? onClose : undefined}
      />
      {/* The key handler catches Tab and Escape bubbling from the dialog's own content. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={panelRef}
        id={id}
        role={role}
        aria-modal="true"
        aria-labelledby={`${id}-title`}
        aria-describedby={description === undefined ? undefined : `${id}-description`}
        tabIndex={-1}
        className={classNames('ds-dialog__panel', `ds-dialog__panel--${size}`)}
        onKeyDown={handleKeyDown}
      >
        <div className="ds-dialog__header">
          <h2 id={`${id}-title`} className="ds-dialog__title">
            {title}
          </h2>
          {closeLabel !== undefined && (
            <button
              type="button"
              className="ds-dialog__close"
              aria-label={closeLabel}
              onClick={onClose}
            >
              <CloseIcon />
            </button>
          )}
        </div>
        <div className="ds-dialog__body">
          {description !== undefined && (
            <div id={`${id}-description`} className="ds-dialog__description">
              {description}
            </div>
          )}
          {children}
        </div>
        {actions !== undefined && <div className="ds-dialog__actions">{actions}</div>}
      </div>
    </div>,
    document.body,
  );
}
