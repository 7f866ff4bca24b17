import { type ReactNode, useEffect } from 'react';
import { keepFocusInPage } from '../../../lib/focus.ts';
import { useAppDispatch, useAppSelector } from '../../../lib/hooks.ts';
import { Button } from '../../../ui/button.tsx';
import { redo, undo } from '../state/undo-actions.ts';
import { nextRedo, nextUndo } from '../state/undo-history.ts';

const isMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');

/** Inputs that take typed text, and so have an undo of their own. */
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);

/**
 * Keys typed into a text field belong to the field (its own undo), and a dialog's keys to the
 * dialog. A list, a radio button or a checkbox has no undo of its own: there the keys undo the
 * design's last step, such as the quantity just chosen with the arrow keys.
 */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('dialog, [role="dialog"]')) return true;
  if (target instanceof HTMLInputElement) return TEXT_INPUTS.has(target.type);
  return target.tagName === 'TEXTAREA';
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
      // What had focus may be what the step took away (a copy undone): keep focus in the page.
      requestAnimationFrame(keepFocusInPage);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [designId, disabled, dispatch]);

  if (disabled) return null;
  const undoName = undoStep ? `Undo ${undoStep.label}` : 'Undo';
  const redoName = redoStep ? `Redo ${redoStep.label}` : 'Redo';
  return (
    <div className="eb-undo">
      <HistoryButton
        id={`eb-undo-${designId}`}
        name={undoName}
        off={undoStep ? null : (refused ?? 'Nothing to undo')}
        hint={`${undoName} (${shortcut}Z)`}
        onPress={() => dispatch(undo(designId))}
      >
        <span aria-hidden="true">↶</span> Undo
      </HistoryButton>
      <HistoryButton
        id={`eb-redo-${designId}`}
        name={redoName}
        off={redoStep ? null : (history?.redoRefused ?? 'Nothing to redo')}
        hint={`${redoName} (${shortcut}${mac ? '⇧Z' : 'Shift+Z'})`}
        onPress={() => dispatch(redo(designId))}
      >
        <span aria-hidden="true">↷</span> Redo
      </HistoryButton>
    </div>
  );
}

/**
 * Undo or Redo. When there is nothing to do it stays focusable but is marked disabled
 * (`aria-disabled`), and says why as its description: a reason in a tooltip alone (`title` on a
 * `disabled` button) reaches neither the keyboard nor a screen reader.
 */
function HistoryButton({
  id,
  name,
  off,
  hint,
  onPress,
  children,
}: {
  id: string;
  name: string;
  off: string | null;
  hint: string;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <>
      <Button
        variant="link"
        className="eb-undo__button"
        aria-label={name}
        aria-disabled={off !== null || undefined}
        aria-describedby={off === null ? undefined : `${id}-why`}
        title={off ?? hint}
        onClick={off === null ? onPress : undefined}
      >
        {children}
      </Button>
      {off !== null && (
        <span id={`${id}-why`} className="eb-visually-hidden">
          {off}
        </span>
      )}
    </>
  );
}
