import { REPRICE_CODES } from '@eb/domain/catalog';
import { showsRepriced } from '@eb/domain/catalog-item';
import { groupByOverrides, type OverrideChoice } from '@eb/domain/copy-style';
import type { Design, DesignGraph } from '@eb/domain/design';
import { DesignAttr } from '@eb/domain/design';
import { ApiError, isAbortError } from '../../../app/api-client.ts';
import { reloadsOnClose, userMessageOf } from '../../../app/error-message.ts';
import { publish } from '../../../app/event-bus.ts';
import type { AppThunk } from '../../../app/store.ts';
import { globalErrorRaised, loadingFinished, loadingStarted, toastRequested } from '../../../app/ui-slice.ts';
import type { BuilderMode } from '../builder-paths.ts';
import { builderApi, type CopyResult } from './builder-api.ts';
import {
  designClosed,
  designReceived,
  designSelected,
  newDesignModalToggled,
  roomRenamedLocally,
  storeCleared,
  windowRenamedLocally,
} from './builder-slice.ts';
import { type DesignCommand, enqueueDesignWrite } from './design-write-queue.ts';

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

/**
 * Applies a write to a design through the design's write queue and publishes its event. The call
 * gets the version the previous write answered; its answer is stored before the next write is sent.
 * `local` shows the change at once and takes it back when the server refuses.
 */
function change(
  designId: string,
  call: (version: number | undefined) => Promise<DesignGraph>,
  event?: { name: Parameters<typeof publish>[0]; payload?: Record<string, unknown> },
  local?: Omit<DesignCommand<DesignGraph>, 'send'>,
): AppThunk<Promise<DesignGraph | undefined>> {
  return run(async (dispatch, getState) => {
    const graph = await enqueueDesignWrite(designId, {
      ...local,
      send: async () => {
        try {
          const answer = await call(versionOf(getState, designId));
          dispatch(designReceived(answer));
          publish('estimate.saved', { designId, version: answer.design.version });
          return answer;
        } catch (error) {
          if (!isAbortError(error)) publish('estimate.failed', { designId, status: error instanceof ApiError ? error.status : 0 });
          throw error;
        }
      },
    });
    if (event) publish(event.name, { designId, ...event.payload });
    return graph;
  });
}

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
    dispatch(designReceived(graph));
    if (options.select) dispatch(designSelected(designId));
    publish('estimate.loaded', { designId });
    return graph;
  });
}

export function selectDesign(designId: string, options: { load?: boolean } = {}): AppThunk<Promise<void>> {
  return async (dispatch) => {
    dispatch(designSelected(designId));
    publish('estimate.selected', { designId });
    if (options.load) await dispatch(loadDesign(designId));
  };
}

/**
 * Closing a design (doc 000 §4): the only design closing opens the new-design modal; otherwise the
 * next remaining design is selected and loaded. The caller has already asked for confirmation.
 */
export function closeDesign(designId: string, options: { sessionId?: string | null } = {}): AppThunk<Promise<Design | null>> {
  return async (dispatch, getState) => {
    const { openDesignIds } = getState().builder;
    if (options.sessionId) {
      await dispatch(run(() => builderApi.disassociate(options.sessionId as string, designId)));
    }
    dispatch(designClosed(designId));
    publish('estimate.closed', { designId });
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

export const renameDesign = (designId: string, name: string) =>
  change(designId, (version) => builderApi.renameDesign(designId, name, version));

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

/** Adds a room at the end of the design; answers the new room's id (for scrolling to it). */
export function addRoom(designId: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch) => {
    const graph = await dispatch(
      change(designId, (version) => builderApi.saveDesign({ design: { designId }, containers: [{}] }, version), { name: 'container.add' }),
    );
    return graph?.design.containers.at(-1);
  };
}

export function copyRoom(designId: string, containerId: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch) => {
    const graph = await dispatch(
      change(designId, (version) => builderApi.copyRoom(designId, containerId, version), {
        name: 'container.copied',
        payload: { containerId },
      }),
    );
    return graph?.design.containers.at(-1);
  };
}

/** Renames show at once; a refused rename puts the design back as the server has it. */
function shownAtOnce(
  dispatch: (action: unknown) => unknown,
  designId: string,
  apply: () => void,
): Omit<DesignCommand<DesignGraph>, 'send'> {
  return { apply, undo: () => void dispatch(loadDesign(designId)) };
}

export const renameRoom =
  (designId: string, containerId: string, name: string): AppThunk<Promise<DesignGraph | undefined>> =>
  (dispatch) =>
    dispatch(
      change(
        designId,
        (version) => builderApi.renameRoom(designId, containerId, name, version),
        undefined,
        shownAtOnce(dispatch, designId, () => dispatch(roomRenamedLocally({ containerId, name: name.trim() }))),
      ),
    );

export const deleteRoom = (designId: string, containerId: string) =>
  change(designId, (version) => builderApi.deleteRoom(designId, containerId, version), {
    name: 'container.deleted',
    payload: { containerId },
  });

/** Adds a window at the end of a room; answers the new window's id. */
export function addWindow(designId: string, containerId: string): AppThunk<Promise<string | undefined>> {
  return async (dispatch) => {
    const graph = await dispatch(
      change(designId, (version) => builderApi.saveDesign({ design: { designId }, items: [{ containerId }] }, version), {
        name: 'item.add',
        payload: { containerId },
      }),
    );
    return graph?.containers.find((container) => container.containerId === containerId)?.items.at(-1);
  };
}

export const copyWindow = (designId: string, itemId: string, count: number) =>
  change(designId, (version) => builderApi.copyWindow(designId, itemId, count, version), { name: 'item.copy', payload: { itemId, count } });

export const renameWindow =
  (designId: string, itemId: string, name: string): AppThunk<Promise<DesignGraph | undefined>> =>
  (dispatch) =>
    dispatch(
      change(
        designId,
        (version) => builderApi.renameWindow(designId, itemId, name, version),
        undefined,
        shownAtOnce(dispatch, designId, () => dispatch(windowRenamedLocally({ itemId, label: name.trim() }))),
      ),
    );

export const deleteWindow = (designId: string, itemId: string) =>
  change(designId, (version) => builderApi.deleteWindow(designId, itemId, version), { name: 'item.delete', payload: { itemId } });

export const setQuantity = (designId: string, itemId: string, quantity: number) =>
  change(designId, (version) => builderApi.setQuantity(designId, itemId, quantity, version), {
    name: 'item.quantityUpdate',
    payload: { itemId, quantity },
  });

export const setMeasurements = (designId: string, itemId: string, width: number, height: number) =>
  change(designId, (version) => builderApi.setMeasurements(designId, itemId, width, height, version));

export const setItemAttribute = (designId: string, itemId: string, attribute: { attributeId: string; value: string; reason?: string }) =>
  change(designId, (version) => builderApi.setItemAttribute(designId, itemId, attribute, version));

export const deleteItemAttribute = (designId: string, itemId: string, attributeId: string) =>
  change(designId, (version) => builderApi.deleteItemAttribute(designId, itemId, attributeId, version));

export const removeProduct = (designId: string, itemId: string) =>
  change(designId, (version) => builderApi.removeProduct(designId, itemId, version), { name: 'design.removeProduct', payload: { itemId } });

/** `{base}/load/{ids}`: loads each design and selects the first (or the one already selected among them). */
export function loadDesigns(designIds: string[], options: { fromCart?: boolean; toastMessage?: string } = {}): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    for (const designId of designIds) await dispatch(loadDesign(designId));
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
    if (!session || session.designIds.length === 0) {
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
 * Copy styles: targets are grouped by identical override choices and sent one request per group;
 * the answers are merged (the last graph wins, results concatenated). Publishes the copy-style event.
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
    await enqueueDesignWrite(designId, {
      send: async () => {
        for (const group of groups) {
          const answer = await builderApi.cloneStyle(
            designId,
            sourceItemId,
            group.ids,
            group.overrideChoices,
            versionOf(getState, designId),
          );
          const { copyResults, ...graph } = answer;
          dispatch(designReceived(graph));
          results.push(...copyResults);
        }
      },
    });
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
          if (changed) dispatch(designReceived(await builderApi.loadDesign(designId)));
          return answer;
        },
      });
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
