import { REPRICE_CODES } from '@eb/domain/catalog';
import { showsRepriced } from '@eb/domain/catalog-item';
import { applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand, SingleCommand } from '@eb/domain/commands/command';
import { groupByOverrides, type OverrideChoice } from '@eb/domain/copy-style';
import { type Design, DesignAttr, type DesignGraph, ItemAttr, itemAttribute } from '@eb/domain/design';
import { isAbortError } from '../../../lib/api-client.ts';
import type { BuilderMode } from '../../../lib/builder-paths.ts';
import { reloadsOnClose, userMessageOf } from '../../../lib/error-message.ts';
import { publish } from '../../../lib/event-bus.ts';
import { takeReturnedStep } from '../../../lib/hand-off.ts';
import type { AppThunk } from '../../../lib/store-types.ts';
import { globalErrorRaised, loadingFinished, loadingStarted, toastRequested } from '../../../lib/ui-slice.ts';
import { revealWindow } from '../window/reveal-window.ts';
import { builderApi, type CopyResult } from './builder-api.ts';
import { designClosed, designReceived, designSelected, newDesignModalToggled, storeCleared } from './builder-slice.ts';
import { commandContext, graphOf, graphReceived, runCommand } from './design-commands.ts';
import { enqueueDesignWrite } from './design-write-queue.ts';
import { stepRecorded } from './history-slice.ts';
import { loadPriceChanges } from './price-changes.ts';
import { returnedPlacement } from './returned-placement.ts';
import type { Step } from './undo-history.ts';
import { takeUnsentEdits } from './unsent-edits.ts';

/**
 * Every builder action follows doc 000 §4: set loading, call, store the answered design, publish the
 * event, clear loading; a failure raises the global error; a cancelled request is ignored silently.
 */
function run<T>(work: AppThunk<Promise<T>>, options: { errorMessage?: string } = {}): AppThunk<Promise<T | undefined>> {
  return async (dispatch, getState, extra) => {
    dispatch(loadingStarted());
    try {
      return await work(dispatch, getState, extra);
    } catch (error) {
      if (isAbortError(error)) return undefined;
      console.error(error);
      const message = options.errorMessage ?? userMessageOf(error);
      dispatch(globalErrorRaised({ message, reloadOnClose: reloadsOnClose(error) }));
      return undefined;
    } finally {
      dispatch(loadingFinished());
    }
  };
}

const versionOf = (getState: () => { builder: { designs: Record<string, { version: number }> } }, designId: string) =>
  getState().builder.designs[designId]?.version;

export function createDesign(name: string | undefined, mode: BuilderMode): AppThunk<Promise<DesignGraph | undefined>> {
  return run(async (dispatch) => {
    // Without a name the server gives the default, 'Estimate 1'.
    const graph = await builderApi.saveDesign({
      design: { ...(name ? { name } : {}), attributes: mode === 'mandi' ? { [DesignAttr.isMandi]: 'true' } : {} },
    });
    dispatch(designReceived(graph));
    dispatch(designSelected(graph.design.designId));
    dispatch(newDesignModalToggled(false));
    publish('estimate.add', { designId: graph.design.designId });
    return graph;
  }, {});
}

export function loadDesign(designId: string, options: { select?: boolean } = {}): AppThunk<Promise<DesignGraph | undefined>> {
  return run(async (dispatch) => {
    const graph = await builderApi.loadDesign(designId);
    dispatch(graphReceived(graph));
    // Edits left unsent when this design's page was last left in this browser go out now.
    for (const command of takeUnsentEdits(designId)) dispatch(runCommand(designId, command, { quiet: true }));
    // An edit made on the configurator page comes back as one more step to undo.
    const returned = takeReturnedStep(designId);
    if (returned) {
      const { label, command, inverse } = returned;
      dispatch(stepRecorded({ designId, step: { label, command, inverse } }));
      const placement = returnedPlacement(returned, graph);
      if (placement) {
        dispatch(toastRequested({ message: placement.message }));
        revealWindow(placement.itemId);
      }
    }
    if (options.select) dispatch(designSelected(designId));
    publish('estimate.loaded', { designId });
    return graph;
  });
}

/**
 * Closing a design (doc 000 §4): the only design closing opens the new-design modal; otherwise the
 * next remaining design is selected and loaded. The caller has already asked for confirmation.
 */
export function closeDesign(designId: string, options: { sessionId?: string | null } = {}): AppThunk<Promise<Design | null>> {
  return async (dispatch) => {
    if (options.sessionId) {
      await dispatch(run(() => builderApi.disassociate(options.sessionId as string, designId)));
    }
    publish('estimate.closed', { designId });
    return dispatch(closedHere(designId));
  };
}

/** Takes the design off this page: the next one is selected and loaded, or the new-design modal opens. */
function closedHere(designId: string): AppThunk<Promise<Design | null>> {
  return async (dispatch, getState) => {
    const { openDesignIds } = getState().builder;
    dispatch(designClosed(designId));
    if (openDesignIds.length <= 1) {
      dispatch(newDesignModalToggled(true));
      return null;
    }
    const next = getState().builder.selectedDesignId;
    if (!next) return null;
    await dispatch(loadDesign(next));
    return getState().builder.designs[next] ?? null;
  };
}

export const DELETED_ELSEWHERE_MS = 6000;

/**
 * A design open here that was deleted elsewhere (from My Estimates in another window): it is closed
 * here too, and a notice says why, instead of the next edit failing with 'We could not find that design.'
 */
export function closeDeletedDesign(designId: string): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const design = getState().builder.designs[designId];
    if (!design || !getState().builder.openDesignIds.includes(designId)) return;
    await dispatch(closedHere(designId));
    const message = `${design.name} was deleted elsewhere, so it is closed here.`;
    dispatch(toastRequested({ message, timeout: DELETED_ELSEWHERE_MS, tone: 'notice' }));
  };
}

export const renameDesign = (designId: string, name: string) => runCommand(designId, { type: 'design.rename', name });

export function duplicateDesign(designId: string, name: string): AppThunk<Promise<DesignGraph | undefined>> {
  return run(async (dispatch) => {
    // The copy is made once the design's own pending writes are in.
    const graph = await enqueueDesignWrite(designId, { send: () => builderApi.copyDesign(designId, name) });
    dispatch(designReceived(graph));
    dispatch(designSelected(graph.design.designId));
    publish('estimate.copied', { designId, newDesignId: graph.design.designId });
    publish('design.duplicate', { designId });
    return graph;
  });
}

const newId = () => crypto.randomUUID();

/** Adds a room at the end of the design; answers the new room's id (for scrolling to it). */
export function addRoom(designId: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch) => {
    const containerId = newId();
    const applied = dispatch(runCommand(designId, { type: 'room.add', containerId }, { event: { name: 'container.add' } }));
    return applied ? containerId : undefined;
  };
}

/** Duplicate Room: a copy at the end with copies of its windows; answers the copy's id. */
export function copyRoom(designId: string, containerId: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch, getState) => {
    const room = getState().builder.containers[containerId];
    if (!room) return undefined;
    const newContainerId = newId();
    const applied = dispatch(
      runCommand(
        designId,
        { type: 'room.copy', containerId, newContainerId, newItemIds: room.items.map(newId) },
        { event: { name: 'container.copied', payload: { containerId } } },
      ),
    );
    return applied ? newContainerId : undefined;
  };
}

export const renameRoom = (designId: string, containerId: string, name: string) =>
  runCommand(designId, { type: 'room.rename', containerId, name });

/** Delete Room; the last room gives way to a new room with one window (their ids travel in the command). */
export const deleteRoom = (designId: string, containerId: string) =>
  runCommand(
    designId,
    { type: 'room.delete', containerId, replacement: { containerId: newId(), itemId: newId() } },
    { event: { name: 'container.deleted', payload: { containerId } } },
  );

/** Adds a window at the end of a room; answers the new window's id. */
export function addWindow(designId: string, containerId: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch) => {
    const itemId = newId();
    const applied = dispatch(
      runCommand(designId, { type: 'window.add', containerId, itemId }, { event: { name: 'item.add', payload: { containerId } } }),
    );
    return applied ? itemId : undefined;
  };
}

export const copyWindow = (designId: string, itemId: string, count: number) =>
  runCommand(
    designId,
    { type: 'window.copy', itemId, newItemIds: Array.from({ length: count }, newId) },
    { event: { name: 'item.copy', payload: { itemId, count } } },
  );

export const renameWindow = (designId: string, itemId: string, name: string) =>
  runCommand(designId, { type: 'window.rename', itemId, label: name });

export const deleteWindow = (designId: string, itemId: string) =>
  runCommand(designId, { type: 'windows.delete', itemIds: [itemId] }, { event: { name: 'item.delete', payload: { itemId } } });

export const setQuantity = (designId: string, itemId: string, quantity: number) =>
  runCommand(
    designId,
    { type: 'window.quantity', itemId, quantity },
    { event: { name: 'item.quantityUpdate', payload: { itemId, quantity } } },
  );

export const setMeasurements = (designId: string, itemId: string, width: number, height: number) =>
  runCommand(designId, { type: 'window.attributes', itemId, values: { width: String(width), height: String(height) } });

/** Window attributes (category, mount type, purchase option, notes, flags...) set together, as one step of undo. */
export const setItemAttributes = (designId: string, itemId: string, values: Record<string, string | null>, reason?: string) =>
  runCommand(designId, { type: 'window.attributes', itemId, values, ...(reason?.trim() ? { reason } : {}) });

export const setItemAttribute = (designId: string, itemId: string, attribute: { attributeId: string; value: string; reason?: string }) =>
  setItemAttributes(designId, itemId, { [attribute.attributeId]: attribute.value }, attribute.reason);

export const deleteItemAttribute = (designId: string, itemId: string, attributeId: string) =>
  setItemAttributes(designId, itemId, { [attributeId]: null });

export const removeProduct = (designId: string, itemId: string) =>
  runCommand(designId, { type: 'window.product', itemId, product: null }, { event: { name: 'design.removeProduct', payload: { itemId } } });

/** `{base}/load/{ids}`: loads each design and selects the first (or the one already selected among them). */
/**
 * `{base}/load/{designIds}`: loads each design, then selects one of them. `stillWanted` says whether
 * the page still shows these ids: after the address moved on (another tab chosen meanwhile), a late
 * load selects nothing.
 */
export function loadDesigns(
  designIds: string[],
  options: { fromCart?: boolean; toastMessage?: string; stillWanted?: () => boolean } = {},
): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    for (const designId of designIds) await dispatch(loadDesign(designId));
    if (options.stillWanted && !options.stillWanted()) return;
    const loaded = designIds.filter((id) => getState().builder.designs[id]);
    const selected = getState().builder.selectedDesignId;
    const target = selected && loaded.includes(selected) ? selected : loaded[0];
    if (target) dispatch(designSelected(target));
    if (options.fromCart && options.toastMessage) dispatch(toastRequested({ message: options.toastMessage, timeout: 5000 }));
  };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `{base}/{sessionId}`: loads the session, then its designs one after another with a 250 ms pause
 * between them and none after the last; opens the attached design, else the first, else clears.
 */
export function loadSession(sessionId: string, attachDesignId: string | null, pauseMs = 250): AppThunk<Promise<void>> {
  return async (dispatch) => {
    const session = await dispatch(run(() => builderApi.loadSession(sessionId, attachDesignId)));
    // An unread session (page left, network failed) leaves the open designs; an empty one clears them.
    if (!session) return;
    if (session.designIds.length === 0) {
      dispatch(storeCleared());
      return;
    }
    for (const [index, designId] of session.designIds.entries()) {
      await dispatch(loadDesign(designId));
      if (index < session.designIds.length - 1) await pause(pauseMs);
    }
    const target = attachDesignId && session.designIds.includes(attachDesignId) ? attachDesignId : session.designIds[0];
    if (target) dispatch(designSelected(target));
  };
}

/**
 * The copy-styles edit as a command, for undo and redo: each target window's new product with its
 * ship date, and the purchase option the copy gave a window that had none. Null when nothing changed.
 */
export function copyStyleStep(before: DesignGraph, after: DesignGraph, targets: readonly string[], context: CommandContext): Step | null {
  const commands: SingleCommand[] = [];
  for (const itemId of targets) {
    const was = before.items.find((item) => item.itemId === itemId);
    const now = after.items.find((item) => item.itemId === itemId);
    if (!was || !now) continue;
    if (JSON.stringify(was.itemProduct) !== JSON.stringify(now.itemProduct)) {
      // The ship date comes with the product: undo puts the window's own date back with its product.
      const ship = now.estimatedShipDate !== was.estimatedShipDate ? { estimatedShipDate: now.estimatedShipDate } : {};
      commands.push({ type: 'window.product', itemId, product: now.itemProduct, ...ship });
    }
    const option = itemAttribute(now, ItemAttr.purchaseOption);
    if (option !== null && itemAttribute(was, ItemAttr.purchaseOption) !== option) {
      commands.push({ type: 'window.attributes', itemId, values: { purchaseOption: option } });
    }
  }
  if (commands.length === 0) return null;
  const command: DesignCommand = { type: 'batch', commands };
  try {
    const applied = applyCommand(before, command, context);
    return applied.changed ? { label: 'copy styles', command, inverse: applied.inverse } : null;
  } catch {
    // The rules refuse it as one command (the design changed meanwhile): it cannot be undone.
    return null;
  }
}

/**
 * Copy styles: targets are grouped by identical override choices and sent one request per group;
 * the answers are merged (the last graph wins, results concatenated). Publishes the copy-style event.
 * The whole copy is one undo step: undo puts the earlier products back through the command path.
 */
export function copyStyle(
  designId: string,
  sourceItemId: string,
  targets: string[],
  overrides: Record<string, OverrideChoice[] | undefined> = {},
): AppThunk<Promise<CopyResult[] | undefined>> {
  return run(async (dispatch, getState) => {
    const groups = groupByOverrides(targets.map((itemId) => ({ itemId, overrideChoices: overrides[itemId] })));
    const results: CopyResult[] = [];
    let before: DesignGraph | null = null;
    await enqueueDesignWrite(designId, {
      send: async () => {
        // Taken when the copy's turn comes: every earlier edit of this tab is in by then.
        before = graphOf(getState().builder, designId);
        for (const group of groups) {
          const answer = await builderApi.cloneStyle(
            designId,
            sourceItemId,
            group.ids,
            group.overrideChoices,
            versionOf(getState, designId),
          );
          const { copyResults, ...graph } = answer;
          dispatch(graphReceived(graph));
          results.push(...copyResults);
        }
      },
    });
    const after = graphOf(getState().builder, designId);
    const copied = results.filter((result) => result.succeeded).map((result) => result.itemId);
    const step = before && after ? copyStyleStep(before, after, copied, commandContext(getState())) : null;
    if (step) dispatch(stepRecorded({ designId, step }));
    publish('design.copyStyle', { designId, sourceItemId, targets: results });
    return results;
  });
}

const SHOWN_KEY = 'eb.invalidWindowsShown';

/**
 * Checks a design's configurations against today's catalog on load: answers the labels of windows
 * whose configurations are no longer valid (each set shown once per browser session), and
 * publishes the event.
 */
export function checkConfigurations(designId: string): AppThunk<Promise<string[]>> {
  return async (dispatch, getState) => {
    const { builder } = getState();
    const design = builder.designs[designId];
    if (!design) return [];
    const windows = design.items.map((id) => builder.items[id]).filter((item) => item?.itemProduct);
    const guids = windows.map((item) => item?.itemProduct?.configurationGuid ?? '').filter(Boolean);
    if (guids.length === 0) return [];
    try {
      // Repricing may change the design on the server: it waits its turn like a write, and the
      // design is read again before the next write is sent.
      const configurations = await enqueueDesignWrite(designId, {
        send: async () => {
          const answer = await builderApi.validateConfigurations(guids);
          // The server brought the windows' snapshots up to date: show the new prices and banners.
          const changed = answer.some((entry) => {
            const snapshot = windows.find((item) => item?.itemProduct?.configurationGuid === entry.ConfigurationGuid)?.itemProduct;
            return snapshot && !design.isLockedOrOrdered && !showsRepriced(snapshot, entry);
          });
          if (changed) dispatch(graphReceived(await builderApi.loadDesign(designId)));
          return answer;
        },
      });
      void dispatch(loadPriceChanges(designId));
      const invalid = configurations
        .filter((entry) => entry.ResponseCode === REPRICE_CODES.invalid)
        .map((entry) => entry.ConfigurationGuid);
      if (invalid.length === 0) return [];
      const key = `${designId}:${[...invalid].sort().join(',')}`;
      const shown = new Set<string>(JSON.parse(sessionStorage.getItem(SHOWN_KEY) ?? '[]') as string[]);
      if (shown.has(key)) return [];
      shown.add(key);
      sessionStorage.setItem(SHOWN_KEY, JSON.stringify([...shown]));
      const labels = windows
        .filter((item) => invalid.includes(item?.itemProduct?.configurationGuid ?? ''))
        .map((item) => item?.label ?? '');
      publish('estimate.invalidConfigurations', { designId, windows: labels });
      return labels;
    } catch (error) {
      console.warn('The configurations could not be checked', error);
      return [];
    }
  };
}
