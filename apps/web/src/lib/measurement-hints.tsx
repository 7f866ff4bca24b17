import type { MeasurementHint, Size } from '@eb/domain/measurement-guard';
import { useEffect, useSyncExternalStore } from 'react';
import { Button } from '../ui/button.tsx';
import { publish } from './event-bus.ts';
import { dismissedHintKinds, dismissHint, firstShowing, subscribeHintDismissals } from './hint-dismissals.ts';
import './measurement-hints.css';

export interface MeasurementHintsProps {
  /** The window the hints are about: dismissals are kept per window. */
  windowId: string;
  /** Where they show, for analytics. */
  screen: 'editor' | 'card' | 'configurator';
  /** From `measurementHints`, worked out from the sizes on screen. */
  hints: readonly MeasurementHint[];
  onFix: (fix: Size) => unknown;
}

/**
 * The measurement guard's hints for one window, each with its one-click fix and a Dismiss that keeps
 * it gone for that window. The polite live region is always there, so a hint appearing is announced.
 * Lives below the features because the builder and the configurator both show it.
 */
export function MeasurementHints({ windowId, screen, hints, onFix }: MeasurementHintsProps) {
  const read = () => dismissedHintKinds(windowId);
  const dismissed = useSyncExternalStore(subscribeHintDismissals, read, read).split('|');
  const shown = hints.filter((hint) => !dismissed.includes(hint.kind));
  const shownKinds = shown.map((hint) => hint.kind).join('|');

  useEffect(() => {
    for (const kind of shownKinds.split('|')) {
      if (kind && firstShowing(windowId, kind)) publish('measurement.hintShown', { itemId: windowId, kind, screen });
    }
  }, [windowId, shownKinds, screen]);

  return (
    <div className="eb-hints" role="status">
      {shown.length > 0 && (
        <ul className="eb-hints__list">
          {shown.map((hint) => (
            <li key={hint.kind} className="eb-hint">
              <p className="eb-hint__message">{hint.message}</p>
              <div className="eb-hint__actions">
                <Button
                  variant="secondary"
                  className="eb-hint__fix"
                  onClick={() => {
                    publish('measurement.hintTaken', { itemId: windowId, kind: hint.kind, screen, ...hint.fix });
                    onFix(hint.fix);
                  }}
                >
                  {hint.fixLabel}
                </Button>
                <Button
                  variant="link"
                  aria-label={`Dismiss hint: ${hint.title}`}
                  onClick={() => {
                    dismissHint(windowId, hint.kind);
                    publish('measurement.hintDismissed', { itemId: windowId, kind: hint.kind, screen });
                  }}
                >
                  Dismiss
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
