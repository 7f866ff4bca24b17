import { type KeyboardEvent, type MouseEvent, type ReactNode, type RefObject, useEffect, useId, useLayoutEffect, useRef } from 'react';

export type ModalWidth = 450 | 596 | 750 | 960;

export interface ModalProps {
  open: boolean;
  /** The dialog's visible heading and accessible name. */
  title: string;
  /** Spec widths: 450 (error, close, delete), 750 (share), 960 (large); full width on small screens. */
  width?: ModalWidth;
  /** Called on Escape, on the × button, and by footer actions that cancel. */
  onClose: () => void;
  children?: ReactNode;
  /** Action buttons, primary last; the primary one gets focus when nothing in the body can. */
  footer?: ReactNode;
  /** The × button in the corner (aria-label 'Close'). */
  showClose?: boolean;
  /** Overrides the initial focus (default: first field, else the primary footer button). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

function focusInitial(dialog: HTMLDialogElement, preferred: HTMLElement | null | undefined): void {
  const target =
    preferred ??
    dialog.querySelector<HTMLElement>('[data-autofocus]') ??
    dialog.querySelector<HTMLElement>(`.eb-modal__body :is(${FIELD})`) ??
    dialog.querySelector<HTMLElement>('.eb-modal__footer .eb-button--primary:not([disabled])') ??
    dialog.querySelector<HTMLElement>('.eb-modal__footer button:not([disabled])');
  (target ?? dialog).focus();
}

const TABBABLE =
  'a[href], button:not([disabled]), input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Tab from the dialog's last control goes to its first, Shift+Tab from the first to the last: the
 * browser alone would let focus leave for its own toolbar. A nested dialog keeps its own keys.
 */
function wrapTab(event: KeyboardEvent<HTMLDialogElement>): void {
  const dialog = event.currentTarget;
  if (event.key !== 'Tab' || !(event.target instanceof Element) || event.target.closest('dialog') !== dialog) return;
  const tabbable = [...dialog.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    // An unchecked radio is not a Tab stop when its group has a checked one (the usual case).
    (element) =>
      element.closest('dialog') === dialog &&
      element.getClientRects().length > 0 &&
      !(element instanceof HTMLInputElement && element.type === 'radio' && !element.checked),
  );
  const first = tabbable[0];
  const last = tabbable.at(-1);
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

/** The controls of a toolbar or section that focus can usefully go to, in order. */
const usableControls = (group: Element) =>
  [...group.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (control) => !control.matches(':disabled, [aria-disabled="true"]') && control.getClientRects().length > 0,
  );

/**
 * Where focus goes back to when the dialog closes: its opener, or, when what the dialog did took the
 * opener away (Share hides once the design is shared), the control now in its place in the same
 * toolbar or section (the next one, else the one before). Where it was is read as the dialog opens;
 * its neighbours as it closes, since they may have been drawn again meanwhile.
 */
function focusReturn(dialog: HTMLDialogElement, opener: HTMLElement | null): () => void {
  const group = opener?.closest('[role="toolbar"], section');
  const before =
    group && opener
      ? usableControls(group).filter((control) => opener.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_PRECEDING).length
      : 0;
  return () => {
    if (opener?.isConnected) {
      opener.focus();
      return;
    }
    // Something outside the dialog already took focus (a deleted room's neighbour): it stays there.
    const active = document.activeElement;
    if (!group?.isConnected || (active && active !== document.body && !dialog.contains(active))) return;
    const controls = usableControls(group);
    (controls[before] ?? controls[before - 1])?.focus();
  };
}

/**
 * A modal dialog on the native <dialog> element: showModal() makes the page inert behind it, keeps
 * focus inside (Tab wraps round its controls) and turns Escape into a cancel. Focus goes back to
 * whatever opened it (`focusReturn`). Nothing is rendered while it is closed: a page of 300 windows holds four closed
 * modals per window, and their elements and listeners were a large part of its first render.
 */
export function Modal(props: ModalProps) {
  return props.open ? <OpenModal {...props} /> : null;
}

/** The dialog while open: shown modal when it mounts, closed (focus back to the opener) when it unmounts. */
function OpenModal({ title, width = 450, onClose, children, footer, showClose = true, initialFocus, className }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const onCloseRef = useRef(onClose);
  const titleId = useId();
  // The second click of a double click that began outside (on what opened this dialog, or on the
  // dialog before it in the same place: Close Without Saving, then Add Design) is not meant for it.
  const clickedInside = useRef(false);
  const dropClickThrough = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.detail > 1 && !clickedInside.current) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    clickedInside.current = true;
  };

  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  // Shown as it mounts; closed as it unmounts, with focus back on whatever opened it.
  useLayoutEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const returnFocus = focusReturn(dialog, document.activeElement instanceof HTMLElement ? document.activeElement : null);
    if (!dialog.open) {
      dialog.showModal();
      focusInitial(dialog, initialFocus?.current);
    }
    return () => {
      if (dialog.open) dialog.close();
      returnFocus();
    };
  }, [initialFocus]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      onCloseRef.current();
    };
    // Closed by the browser itself (a form with method="dialog"): the owner is told, as for Escape.
    const onNativeClose = () => {
      if (!dialog.open && dialog.isConnected) onCloseRef.current();
    };
    dialog.addEventListener('cancel', onCancel);
    dialog.addEventListener('close', onNativeClose);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      dialog.removeEventListener('close', onNativeClose);
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      className={`eb-modal eb-modal--w${width}${className ? ` ${className}` : ''}`}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={wrapTab}
      onClickCapture={dropClickThrough}
    >
      <div className="eb-modal__panel">
        <div className="eb-modal__header">
          <h2 id={titleId} className="eb-modal__title">
            {title}
          </h2>
          {showClose && (
            <button type="button" className="eb-modal__close" aria-label="Close" onClick={() => onCloseRef.current()}>
              <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
          )}
        </div>
        <div className="eb-modal__body">{children}</div>
        {footer && <div className="eb-modal__footer">{footer}</div>}
      </div>
    </dialog>
  );
}
