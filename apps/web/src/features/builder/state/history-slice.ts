import type { DesignCommand } from '@eb/domain/commands/command';
import { type Changer, UNKNOWN_CHANGER } from '@eb/domain/live';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { fieldsOf, removedBy } from './recent-edits.ts';
import { emptyHistory, type History, recorded, redone, type Step, undone, withoutOverwrites } from './undo-history.ts';

/** Why undo or redo went off after someone else changed what they would have set again. */
export const OVERWRITTEN_REASON = 'Someone else changed this since: it can no longer be undone here.';

/** Why Undo and Redo went off when a design came back under other rules (booked, ordered or released). */
export const RULES_CHANGED_REASON = 'This design was booked, ordered or released since: its earlier steps can no longer be undone.';

/** The same, naming who changed it when that is known (see `changerOf`). */
export function overwrittenReason(who: Changer): string {
  if (who.kind === 'you') return 'You changed this in another tab since: it can no longer be undone here.';
  if (who.kind === 'person') return `${who.name} changed this since: it can no longer be undone here.`;
  return OVERWRITTEN_REASON;
}

/**
 * Undo and redo of each open design (undo-history.ts), kept for the tab apart from the saved builder
 * state (see app/store.ts): a reload or a trip to the configurator keeps it, another tab has its own.
 * `refused` holds the server's sentence when an undo or redo was refused, shown as the reason the
 * button is off.
 */
export interface DesignHistory extends History {
  /** Why Undo is off, when something took its steps away. */
  refused?: string;
  /** Why Redo is off, when something took its steps away (else it has simply nothing to redo). */
  redoRefused?: string;
}

export interface HistoryState {
  designs: Record<string, DesignHistory>;
}

declare module '../../../lib/store-types.ts' {
  interface RootState {
    designHistory: HistoryState;
  }
}

export const initialHistoryState: HistoryState = { designs: {} };

const of = (state: HistoryState, designId: string): DesignHistory => state.designs[designId] ?? emptyHistory;

export const historySlice = createSlice({
  name: 'designHistory',
  initialState: initialHistoryState,
  reducers: {
    stepRecorded(state, action: PayloadAction<{ designId: string; step: Step }>) {
      const { refused: _refused, redoRefused: _redoRefused, ...history } = of(state, action.payload.designId);
      state.designs[action.payload.designId] = recorded(history, action.payload.step);
    },
    undoLanded(state, action: PayloadAction<{ designId: string; redo: DesignCommand }>) {
      state.designs[action.payload.designId] = undone(of(state, action.payload.designId), action.payload.redo);
    },
    redoLanded(state, action: PayloadAction<{ designId: string; inverse: DesignCommand }>) {
      state.designs[action.payload.designId] = redone(of(state, action.payload.designId), action.payload.inverse);
    },
    /** An undo or redo the server refused: the steps around it no longer hold, so the history is dropped. */
    historyRefused(state, action: PayloadAction<{ designId: string; reason: string; kind?: 'edit' | 'undo' | 'redo' }>) {
      const { reason, kind = 'undo' } = action.payload;
      state.designs[action.payload.designId] = {
        past: [],
        future: [],
        refused: reason,
        ...(kind === 'redo' ? { redoRefused: reason } : {}),
      };
    },
    /**
     * Someone else's change landed; `changed` is what it changed (`changedBy`), `who` made it. Steps
     * that would set one of those fields again, or take away one of those windows or rooms, go (see
     * withoutOverwrites).
     */
    foreignChangeApplied(state, action: PayloadAction<{ designId: string; changed: string[]; who?: Changer }>) {
      const history = state.designs[action.payload.designId];
      if (!history || action.payload.changed.length === 0) return;
      const changed = new Set(action.payload.changed);
      const overwrites = (command: DesignCommand) =>
        fieldsOf(command).some((field) => changed.has(field.key)) || removedBy(command).some((key) => changed.has(key));
      const kept = withoutOverwrites(history, overwrites);
      if (kept === history) return;
      const emptied = kept.past.length === 0 && kept.future.length === 0;
      if (!emptied) {
        state.designs[action.payload.designId] = kept;
        return;
      }
      // Each button says why only when it lost steps; the other simply has nothing to do.
      const reason = overwrittenReason(action.payload.who ?? UNKNOWN_CHANGER);
      state.designs[action.payload.designId] = {
        ...kept,
        ...(history.past.length > 0 ? { refused: reason } : {}),
        ...(history.future.length > 0 ? { redoRefused: reason } : {}),
      };
    },
    /** An edit the server refused is taken out of the history (it never happened). */
    stepDropped(state, action: PayloadAction<{ designId: string; command: DesignCommand }>) {
      const history = state.designs[action.payload.designId];
      if (!history) return;
      const key = JSON.stringify(action.payload.command);
      const index = history.past.findLastIndex((step) => JSON.stringify(step.command) === key);
      if (index >= 0) history.past.splice(index, 1);
    },
    /** The design was loaded again from the server: what was recorded may no longer apply. */
    historyCleared(state, action: PayloadAction<string>) {
      delete state.designs[action.payload];
    },
  },
});

export const { stepRecorded, undoLanded, redoLanded, historyRefused, foreignChangeApplied, stepDropped, historyCleared } =
  historySlice.actions;
