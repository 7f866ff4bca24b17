import { type Applied, applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import { CommandError } from '@eb/domain/commands/command-error';
import type { DesignGraph } from '@eb/domain/design';
import { windowCategories } from '@eb/domain/mandi';
import { DIMENSION_LIMITS } from '@eb/domain/measurements';
import { type DesignFacts, designFactsOf } from '@eb/domain/permissions';
import { getSite, isSiteId } from '@eb/domain/sites';
import { ApiError, isAbortError } from '../../../lib/api-client.ts';
import { reloadsOnClose, userMessageOf } from '../../../lib/error-message.ts';
import { publish } from '../../../lib/event-bus.ts';
import { siteIdFromLocation } from '../../../lib/site-theme.ts';
import type { AppThunk, RootState } from '../../../lib/store-types.ts';
import { globalErrorRaised } from '../../../lib/ui-slice.ts';
import { builderApi } from './builder-api.ts';
import type { BuilderState } from './builder-slice.ts';
import { commandApplied, designReceived, versionSeen } from './builder-slice.ts';
import { designWritesSettled, designWritesSettledOrWaiting, enqueueDesignWrite } from './design-write-queue.ts';
import { historyRefused, RULES_CHANGED_REASON, redoLanded, stepDropped, stepRecorded, undoLanded } from './history-slice.ts';
import { noteOwnEdit } from './recent-edits.ts';
import { describeCommand } from './undo-history.ts';
import { forgetUnsentEdits, keepUnsentEdits, keptKeyOf } from './unsent-edits.ts';

/**
 * Builder edits as commands (packages/domain commands): applied to the store at once with the same
 * function the server runs, then sent through the design's write queue. The server answers only
 * the new version (`Prefer: return=minimal`); a refusal takes back that command alone.
 */

/** This tab's id in the change stream: changes it sent come back with it and are not applied twice. */
export const TAB_ORIGIN: string = globalThis.crypto?.randomUUID?.() ?? `tab-${Math.random().toString(36).slice(2)}`;

/** A new Idempotency-Key: one per edit sent, the same on each of its tries. */
const newKey = (): string => globalThis.crypto?.randomUUID?.() ?? `${TAB_ORIGIN}-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The design as a graph, built from the store's own objects (so untouched ones keep their identity). */
export function graphOf(builder: BuilderState, designId: string): DesignGraph | null {
  const design = builder.designs[designId];
  if (!design) return null;
  const containers = design.containers.flatMap((id) => builder.containers[id] ?? []);
  const items = containers.flatMap((room) => room.items.flatMap((id) => builder.items[id] ?? []));
  return { design, containers, items };
}

/**
 * What the rules need beyond the graph. Size limits of products are the server's to check (it has
 * the catalog): here only the widest limits hold, and the measurement form checks the product's own.
 */
export function commandContext(state: Pick<RootState, 'session'>): CommandContext {
  const me = state.session.me;
  const siteId = me && isSiteId(me.siteId) ? me.siteId : siteIdFromLocation(globalThis.location?.hostname ?? '');
  return {
    actor: { role: me?.role ?? 'guest', repId: me?.role === 'rep' ? me.repId : null },
    windowCategoryKeys: windowCategories(getSite(siteId)).map((category) => category.key),
    dimensionLimits: (_item, dimension) => ({ min: DIMENSION_LIMITS[dimension].min, max: Number.MAX_SAFE_INTEGER }),
  };
}

export type CommandKind = 'edit' | 'undo' | 'redo';

/** A command shown here that the server has not answered yet, with the Idempotency-Key it is sent with. */
interface Unconfirmed {
  command: DesignCommand;
  key: string;
}
/** Commands shown here that the server has not answered yet, per design, in the order they were made. */
const unconfirmed = new Map<string, Unconfirmed[]>();
/** The inverse of each unconfirmed command on the graph as it shows now (kept right by `rebased`). */
const inverses = new WeakMap<DesignCommand, DesignCommand>();

/** The context a change the server already accepted is put in place with: its rules were checked there. */
const acceptedContext = (state: RootState): CommandContext => ({ ...commandContext(state), actor: { trusted: true } });

/**
 * Someone else's change that the server put before our own edits still on their way: our edits are
 * taken off (their inverses, last first), the other change is applied, and ours are applied again on
 * top, as the server will apply them. Answers the new graph, or null when that does not fit (then
 * the caller loads the design again).
 */
export function rebased(state: RootState, graph: DesignGraph, designId: string, other: DesignCommand): DesignGraph | null {
  const pending = (unconfirmed.get(designId) ?? []).map((entry) => entry.command);
  const accepted = acceptedContext(state);
  try {
    let current = graph;
    for (const command of [...pending].reverse()) {
      const inverse = inverses.get(command);
      if (!inverse) return null;
      current = applyCommand(current, inverse, accepted).graph;
    }
    current = applyCommand(current, other, accepted).graph;
    const redone = new Map<DesignCommand, DesignCommand>();
    for (const command of pending) {
      const applied = applyCommand(current, command, commandContext(state));
      current = applied.graph;
      redone.set(command, applied.inverse);
    }
    for (const [command, inverse] of redone) inverses.set(command, inverse);
    return current;
  } catch {
    return null;
  }
}

let keepingOnLeave = false;
/**
 * When the page is left with edits the server has not answered (the person confirmed leaving, most
 * often while offline), they are kept in this browser and sent when the design is opened here
 * again (see unsent-edits.ts and loadDesign).
 */
function keepEditsOnLeave(): void {
  if (keepingOnLeave || typeof globalThis.addEventListener !== 'function') return;
  keepingOnLeave = true;
  globalThis.addEventListener('pagehide', () => {
    for (const [designId, entries] of unconfirmed) {
      keepUnsentEdits(
        designId,
        TAB_ORIGIN,
        entries.map((entry) => entry.command),
        Date.now(),
        entries.map((entry) => entry.key),
      );
    }
  });
  // Back from the browser's page cache, this page sends them itself.
  globalThis.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) for (const designId of unconfirmed.keys()) forgetUnsentEdits(designId, TAB_ORIGIN);
  });
}

function confirmed(designId: string, entry: Unconfirmed): void {
  const list = unconfirmed.get(designId)?.filter((other) => other !== entry) ?? [];
  if (list.length > 0) unconfirmed.set(designId, list);
  else unconfirmed.delete(designId);
}

/**
 * A design graph read from the server: stored, then the edits still on their way are shown on top
 * of it again (a load that overtook them would otherwise hide them until the next load). An edit
 * the graph already holds is skipped: adds refuse an id in use, the rest set what is already set.
 */
const sameFacts = (a: DesignFacts, b: DesignFacts) =>
  a.isMandi === b.isMandi && a.isLockedOrOrdered === b.isLockedOrOrdered && a.isAutoRelease === b.isAutoRelease;

export function graphReceived(graph: DesignGraph): AppThunk {
  return (dispatch, getState) => {
    const designId = graph.design.designId;
    // Booked for measure and install, ordered or released since its steps were taken here: the rules
    // that allowed them no longer hold, so Undo says why instead of offering steps the server refuses.
    const before = getState().builder.designs[designId];
    if (before && !sameFacts(designFactsOf(before), designFactsOf(graph.design))) {
      dispatch(historyRefused({ designId, reason: RULES_CHANGED_REASON, kind: 'redo' }));
    }
    dispatch(designReceived(graph));
    const pending = unconfirmed.get(designId);
    if (!pending?.length) return;
    const state = getState();
    let current = graphOf(state.builder, designId);
    if (!current) return;
    const context = commandContext(state);
    for (const { command } of pending) {
      try {
        current = applyCommand(current, command, context).graph;
      } catch {
        // Already in the graph, or no longer possible: the server's answer will tell.
      }
    }
    dispatch(commandApplied({ graph: current }));
  };
}

const messageOf = (error: unknown) => (error instanceof CommandError ? error.message : userMessageOf(error));

/**
 * Applies a command to the store and sends it. Answers the local result as soon as it is shown (or
 * nothing when the rules refuse it here, with the sentence in the global error); the server's
 * answer and a refusal are handled after that.
 */
export function runCommand(
  designId: string,
  command: DesignCommand,
  options: {
    kind?: CommandKind;
    event?: { name: Parameters<typeof publish>[0]; payload?: Record<string, unknown> };
    /** An edit kept from an earlier visit (unsent-edits.ts): one the design no longer takes is dropped without a word. */
    quiet?: boolean;
  } = {},
): AppThunk<Applied | undefined> {
  return (dispatch, getState) => {
    const kind = options.kind ?? 'edit';
    const state = getState();
    const graph = graphOf(state.builder, designId);
    if (!graph) return undefined;
    let applied: Applied;
    try {
      applied = applyCommand(graph, command, commandContext(state));
    } catch (error) {
      if (options.quiet) return undefined;
      const message = messageOf(error);
      dispatch(globalErrorRaised({ message: kind === 'edit' ? message : stepRefusal(kind, message) }));
      if (kind !== 'edit') dispatch(historyRefused({ designId, reason: message ?? 'This change can no longer be undone.', kind }));
      return undefined;
    }
    if (!applied.changed) return applied;
    dispatch(commandApplied({ graph: applied.graph }));
    keepEditsOnLeave();
    // An edit kept from an earlier visit goes with the key it had then: if that try did land, it is answered, not applied twice.
    const entry: Unconfirmed = { command, key: keptKeyOf(command) ?? newKey() };
    unconfirmed.set(designId, [...(unconfirmed.get(designId) ?? []), entry]);
    inverses.set(command, applied.inverse);
    noteOwnEdit(command);
    if (kind === 'edit') dispatch(stepRecorded({ designId, step: { label: describeCommand(command), command, inverse: applied.inverse } }));
    if (kind === 'undo') dispatch(undoLanded({ designId, redo: applied.inverse }));
    if (kind === 'redo') dispatch(redoLanded({ designId, inverse: applied.inverse }));
    if (options.event) publish(options.event.name, { designId, ...options.event.payload });
    for (const change of purchaseOptionChanges(command)) {
      publish(kind === 'undo' ? 'item.tooltipSelectionRevert' : 'item.tooltipSelectionUpdate', { designId, ...change });
    }

    const send = () => builderApi.command(designId, command, TAB_ORIGIN, entry.key);
    void enqueueDesignWrite(designId, { send, resend: true }).then(
      async (answer) => {
        confirmed(designId, entry);
        const shown = getState().builder.designs[designId]?.version;
        if (shown !== undefined && answer.version > shown + 1) {
          // Someone else's change got in before ours and its event has not come yet: load the
          // design (once our writes are done) rather than skip past that change.
          void dispatch(reloadDesign(designId));
          return;
        }
        dispatch(versionSeen({ designId, version: answer.version }));
        // The server puts its own product snapshot on the window: show that one.
        if (hasProductSnapshot(command)) dispatch(graphReceived(await builderApi.loadDesign(designId)));
      },
      (error: unknown) => {
        confirmed(designId, entry);
        if (isAbortError(error)) return;
        console.error(error);
        dispatch(rollBack(designId, inverses.get(command) ?? applied.inverse));
        for (const change of purchaseOptionChanges(command)) publish('item.tooltipSelectionRevert', { designId, ...change });
        const message = messageOf(error);
        if (!options.quiet) {
          dispatch(
            globalErrorRaised({ message: kind === 'edit' ? message : stepRefusal(kind, message), reloadOnClose: reloadsOnClose(error) }),
          );
        }
        if (kind === 'edit') dispatch(stepDropped({ designId, command }));
        else dispatch(historyRefused({ designId, reason: message ?? 'This change can no longer be undone.', kind }));
      },
    );
    return applied;
  };
}

/**
 * The purchase-option selections a command makes (doc 000 §4 item events 'tooltip selection update
 * and revert'): a selection made or redone is an update; one undone, or refused and taken back, a revert.
 */
export function purchaseOptionChanges(command: DesignCommand): Array<{ itemId: string; purchaseOption: string | null }> {
  switch (command.type) {
    case 'batch':
      return command.commands.flatMap(purchaseOptionChanges);
    case 'window.attributes':
      return 'purchaseOption' in command.values ? [{ itemId: command.itemId, purchaseOption: command.values.purchaseOption ?? null }] : [];
    case 'window.attributesRestore': {
      const put = command.put.find((attribute) => attribute.name === 'purchaseOption');
      if (put) return [{ itemId: command.itemId, purchaseOption: put.value }];
      return command.remove.includes('purchaseOption') ? [{ itemId: command.itemId, purchaseOption: null }] : [];
    }
    default:
      return [];
  }
}

function hasProductSnapshot(command: DesignCommand): boolean {
  if (command.type === 'batch') return command.commands.some(hasProductSnapshot);
  if (command.type === 'window.product') return command.product !== null;
  return command.type === 'room.restore' || command.type === 'windows.restore';
}

/** Takes back one refused command: its inverse applied here, or the design loaded again when that no longer fits. */
function rollBack(designId: string, inverse: DesignCommand): AppThunk {
  return (dispatch, getState) => {
    const state = getState();
    const graph = graphOf(state.builder, designId);
    if (!graph) return;
    try {
      const undone = applyCommand(graph, inverse, { ...commandContext(state), actor: { trusted: true } });
      dispatch(commandApplied({ graph: undone.graph }));
    } catch {
      dispatch(reloadDesign(designId));
    }
  };
}

/**
 * Loads the design again once this tab's own writes to it are in (what the server has is then the
 * truth): 'gone' when the server no longer has it. When those writes wait for the network instead,
 * the load follows them whenever they go, and the caller is not kept waiting ('later'): a Save that
 * went through does not stay busy while the browser is offline.
 */
export function reloadDesign(designId: string): AppThunk<Promise<'loaded' | 'gone' | 'failed' | 'later'>> {
  return async (dispatch, getState) => {
    if ((await designWritesSettledOrWaiting(designId)) === 'waiting') {
      void designWritesSettled(designId).then(() => {
        // Closed meanwhile: loading it would open it again.
        if (getState().builder.designs[designId]) void dispatch(reloadDesign(designId));
      });
      return 'later';
    }
    try {
      dispatch(graphReceived(await builderApi.loadDesign(designId)));
      return 'loaded';
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return 'gone';
      if (!isAbortError(error)) console.warn('The design could not be loaded again', error);
      return 'failed';
    }
  };
}

/** An undo or redo refused, said as such: 'This can no longer be undone: Window name must be unique.' */
export function stepRefusal(kind: 'undo' | 'redo', message: string | null | undefined): string | undefined {
  if (!message) return undefined;
  return `This can no longer be ${kind === 'undo' ? 'undone' : 'redone'}: ${message}`;
}
