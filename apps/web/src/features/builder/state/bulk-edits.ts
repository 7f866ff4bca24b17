import { type BulkChange, bulkChangeMessage, planBulkChange } from '@eb/domain/commands/bulk';
import { PURCHASE_OPTION_LABELS } from '@eb/domain/design';
import { MOUNT_TYPES } from '@eb/domain/mandi';
import type { AppThunk } from '../../../lib/store-types.ts';
import { toastRequested } from '../../../lib/ui-slice.ts';
import { graphOf, runCommand } from './design-commands.ts';
import { selectSelectedWindows } from './selection-slice.ts';

/** How a bulk change reads in its message and in the Undo button: 'Quantity set to 2'. */
export function describeBulkChange(change: BulkChange): string {
  switch (change.kind) {
    case 'quantity':
      return `Quantity set to ${change.quantity}`;
    case 'purchaseOption':
      return `Purchase option set to ${PURCHASE_OPTION_LABELS[change.option]}`;
    case 'mountType':
      return `Mount type set to ${MOUNT_TYPES.find((mount) => mount.value === change.mountType)?.label ?? change.mountType}`;
  }
}

/**
 * Puts one change on the design's selected windows as one command (one step of undo, all or none),
 * and says what it did. The selection stays, so the next change can follow. Answers whether the
 * change was shown (false when the rules refused it here: the global error says why).
 */
export function applyBulkChange(designId: string, change: BulkChange): AppThunk<boolean> {
  return (dispatch, getState) => {
    const state = getState();
    const graph = graphOf(state.builder, designId);
    if (!graph) return false;
    const itemIds = selectSelectedWindows(state, designId);
    const plan = planBulkChange(graph, itemIds, change);
    const message = bulkChangeMessage(plan, describeBulkChange(change));
    if (plan.command) {
      const applied = dispatch(
        runCommand(designId, plan.command, {
          event: { name: 'design.bulkEdit', payload: { change: change.kind, windows: plan.changed } },
        }),
      );
      if (!applied) return false;
    }
    dispatch(toastRequested({ message, tone: plan.command ? 'success' : 'notice' }));
    return true;
  };
}
