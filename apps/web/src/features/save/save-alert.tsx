import { SAVE_ALERT_MS } from '@eb/domain/sharing';
import { type ReactNode, useEffect, useRef } from 'react';

/**
 * The save alert (doc 001 §4): closes by itself after ten seconds, or on a click anywhere on it (the
 * Dismiss button is the keyboard's way). Errors are announced at once (role alert), good news politely.
 */
/** `next`: not a failure but the step to take next (a guest's Save leads to signing in). */
export function SaveAlert({ tone, children, onClose }: { tone: 'success' | 'error' | 'next'; children: ReactNode; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const timer = window.setTimeout(onClose, SAVE_ALERT_MS);
    const element = ref.current;
    element?.addEventListener('click', onClose);
    return () => {
      window.clearTimeout(timer);
      element?.removeEventListener('click', onClose);
    };
  }, [onClose]);
  return (
    <div ref={ref} className={`eb-save-alert eb-save-alert--${tone}`} role={tone === 'success' ? 'status' : 'alert'}>
      <div className="eb-save-alert__text">{children}</div>
      <button type="button" className="eb-save-alert__close" aria-label="Dismiss">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </div>
  );
}
