import type { AppThunk } from '../../../lib/store-types.ts';
import { runCommand } from './design-commands.ts';
import { emptyHistory, nextRedo, nextUndo } from './undo-history.ts';

/** Undo: the last step's inverse, sent as a new command (shown at once like any edit). */
export function undo(designId: string): AppThunk<boolean> {
  return (dispatch, getState) => {
    const step = nextUndo(getState().designHistory.designs[designId] ?? emptyHistory);
    if (!step) return false;
    return Boolean(dispatch(runCommand(designId, step.inverse, { kind: 'undo' })));
  };
}

/** Redo: what the last undo took back, done again. */
export function redo(designId: string): AppThunk<boolean> {
  return (dispatch, getState) => {
    const step = nextRedo(getState().designHistory.designs[designId] ?? emptyHistory);
    if (!step) return false;
    return Boolean(dispatch(runCommand(designId, step.command, { kind: 'redo' })));
  };
}
