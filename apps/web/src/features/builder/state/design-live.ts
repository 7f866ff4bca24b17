import { applyCommand } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { DesignGraph } from '@eb/domain/design';
import { type Changer, type DesignEvent, UNKNOWN_CHANGER } from '@eb/domain/live';
import type { AppThunk, RootState } from '../../../lib/store-types.ts';
import { toastRequested } from '../../../lib/ui-slice.ts';
import { closeDeletedDesign } from './builder-actions.ts';
import { commandApplied, versionSeen } from './builder-slice.ts';
import { commandContext, graphOf, rebased, reloadDesign, TAB_ORIGIN } from './design-commands.ts';
import { hasPendingWrites } from './design-write-queue.ts';
import { foreignChangeApplied } from './history-slice.ts';
import { changedBy, overwriteNotice, removalNotice, takenAwayBy } from './recent-edits.ts';

export const OVERWRITE_NOTICE_MS = 4000;

/**
 * One event of a design's change stream, applied to the store:
 * - our own change (our origin) only moves the version on (it is shown already), unless it shows
 *   that a change in between was missed;
 * - someone else's change that follows the version we have is applied with the same function the
 *   server ran; when it sets a field we changed lately, or takes away a window or room we have open
 *   in a modal or changed lately, a short notice says so, naming `who` made it when known;
 *   while our own edits are on their way, it goes under them (see `rebased`);
 * - anything else (a gap, a change without its command, one that does not fit, `reload`, a welcome
 *   newer than what we have) loads the design again; a design deleted meanwhile is closed here.
 * Presence events are the caller's to show.
 */
export function designEventReceived(designId: string, event: DesignEvent, who: Changer = UNKNOWN_CHANGER): AppThunk {
  return (dispatch, getState) => {
    const design = getState().builder.designs[designId];
    if (!design || event.designId !== designId) return;
    switch (event.type) {
      case 'presence':
        return;
      case 'welcome':
        if (event.version > design.version) void dispatch(followReload(designId));
        return;
      case 'reload':
        void dispatch(followReload(designId));
        return;
      case 'change': {
        if (event.version <= design.version) return;
        if (event.origin === TAB_ORIGIN) {
          // Shown already; a version further on than the next one means a change of someone else was missed.
          if (event.version === design.version + 1) dispatch(versionSeen({ designId, version: event.version }));
          else void dispatch(followReload(designId));
          return;
        }
        const { command } = event;
        if (!command || event.version !== design.version + 1) {
          void dispatch(followReload(designId));
          return;
        }
        const state = getState();
        const graph = graphOf(state.builder, designId);
        if (!graph) return;
        // The server checked who may do it: here it only has to be put in place, under our own
        // edits still on their way when there are some (the server orders them after it).
        const next = hasPendingWrites(designId) ? rebased(state, graph, designId, command) : applyAccepted(state, graph, command);
        if (!next) {
          void dispatch(followReload(designId));
          return;
        }
        dispatch(commandApplied({ graph: next, version: event.version }));
        dispatch(foreignChangeApplied({ designId, changed: changedBy(command, next), who }));
        const notice = removalNotice(takenAwayBy(command, graph), who) ?? overwriteNotice(command, who);
        if (notice) dispatch(toastRequested({ message: notice, timeout: OVERWRITE_NOTICE_MS, tone: 'notice' }));
        return;
      }
    }
  };
}

/**
 * Loads the design again; a design deleted meanwhile is closed here, saying so. Also what a change
 * stream the browser gave up on leads to, so a design deleted while this tab was away (offline, or
 * in the background) closes instead of staying open until the next edit fails.
 */
export function followReload(designId: string): AppThunk<Promise<void>> {
  return async (dispatch) => {
    if ((await dispatch(reloadDesign(designId))) === 'gone') await dispatch(closeDeletedDesign(designId));
  };
}

function applyAccepted(state: RootState, graph: DesignGraph, command: DesignCommand): DesignGraph | null {
  try {
    return applyCommand(graph, command, { ...commandContext(state), actor: { trusted: true } }).graph;
  } catch {
    return null;
  }
}
