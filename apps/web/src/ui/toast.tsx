import { useEffect } from 'react';

export interface ToastProps {
  display: boolean;
  message: string;
  /** Milliseconds before it dismisses itself; 0 keeps it until closed. */
  timeout: number;
  /** A tick for something done; an 'i' for a notice of something that happened elsewhere. */
  tone?: 'success' | 'notice';
  onDismiss: () => void;
}

/**
 * The success toast (doc 000 §3 toast options), also used, with its own icon, for short notices.
 * The live region stays in the page so screen readers announce the message when it appears.
 */
export function Toast({ display, message, timeout, tone = 'success', onDismiss }: ToastProps) {
  // A new message restarts the countdown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: message is the restart trigger
  useEffect(() => {
    if (!display || timeout <= 0) return;
    const timer = window.setTimeout(onDismiss, timeout);
    return () => window.clearTimeout(timer);
  }, [display, message, timeout, onDismiss]);

  return (
    <div className="eb-toast-region" role="status" aria-live="polite">
      {display && (
        <div className={`eb-toast eb-toast--${tone}`}>
          <svg className="eb-toast__icon" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            {tone === 'success' ? (
              <path d="M7 12.5l3.2 3.2L17 9" fill="none" stroke="#fff" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
            ) : (
              <path d="M12 11v6M12 7.2v.1" fill="none" stroke="#16202c" strokeWidth="2.4" strokeLinecap="round" />
            )}
          </svg>
          <p className="eb-toast__message">{message}</p>
          <button type="button" className="eb-toast__close" aria-label="Dismiss" onClick={onDismiss}>
            <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>
      )}
    </div>
  );
}
