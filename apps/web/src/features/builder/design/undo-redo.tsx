import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { redo, undo } from '../state/undo-actions.ts';
import { nextRedo, nextUndo } from '../state/undo-history.ts';

const isMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** Keys typed into a field belong to the field (its own undo), and a dialog's keys to the dialog. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('dialog, [role="dialog"]')) return true;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** Which history key a key press is: Ctrl+Z undo, Ctrl+Shift+Z or Ctrl+Y redo (⌘ on a Mac). */
export function historyKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>, mac: boolean) {
  const command = mac ? event.metaKey : event.ctrlKey;
  if (!command || event.altKey) return null;
  const key = event.key.toLowerCase();
  if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
  if (key === 'y' && !event.shiftKey) return 'redo';
  return null;
}

/** Undo and Redo of the open design: buttons on the design card and the keyboard shortcuts. */
export function UndoRedo({ designId, disabled }: { designId: string; disabled: boolean }) {
  const dispatch = useAppDispatch();
  const history = useAppSelector((state) => state.designHistory.designs[designId]);
  const undoStep = history ? nextUndo(history) : undefined;
  const redoStep = history ? nextRedo(history) : undefined;
  const refused = history?.refused;
  const mac = isMac();
  const shortcut = mac ? '⌘' : 'Ctrl+';

  useEffect(() => {
    if (disabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || typing(event.target)) return;
      const which = historyKey(event, isMac());
      if (!which) return;
      event.preventDefault();
      dispatch(which === 'undo' ? undo(designId) : redo(designId));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [designId, disabled, dispatch]);

  if (disabled) return null;
  const undoName = undoStep ? `Undo ${undoStep.label}` : 'Undo';
  const redoName = redoStep ? `Redo ${redoStep.label}` : 'Redo';
  return (
    <div className="eb-undo">
      <Button
        variant="link"
        className="eb-undo__button"
        disabled={!undoStep}
        aria-label={undoName}
        title={undoStep ? `${undoName} (${shortcut}Z)` : (refused ?? 'Nothing to undo')}
        onClick={() => dispatch(undo(designId))}
      >
        <span aria-hidden="true">↶</span> Undo
      </Button>
      <Button
        variant="link"
        className="eb-undo__button"
        disabled={!redoStep}
        aria-label={redoName}
        title={redoStep ? `${redoName} (${shortcut}${mac ? '⇧Z' : 'Shift+Z'})` : (refused ?? 'Nothing to redo')}
        onClick={() => dispatch(redo(designId))}
      >
        <span aria-hidden="true">↷</span> Redo
      </Button>
    </div>
  );
}
