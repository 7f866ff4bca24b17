import { isMandiDesign } from '@eb/domain/design';
import type { Role } from '@eb/domain/identity';
import { shouldLinkOnLoad } from '@eb/domain/permissions';
import { SAVE_MESSAGES, saveCall } from '@eb/domain/sharing';
import type { Site } from '@eb/domain/sites';
import { trackAccountWrite } from '../../lib/account-writes.ts';
import { ApiError } from '../../lib/api-client.ts';
import { publish } from '../../lib/event-bus.ts';
import { findOpenDesign, type OpenDesigns } from '../../lib/open-designs.ts';
import { shareClaim } from '../../lib/share-claim.ts';
import type { AppDispatch, AppThunk, RootState } from '../../lib/store-types.ts';
import { loadingFinished, loadingStarted } from '../../lib/ui-slice.ts';
import { takeSaveAfterSignIn } from './save-after-sign-in.ts';
import { saveApi } from './save-api.ts';

export interface Saver {
  role: Role;
  identityId: string | null;
  email: string | null;
}

export type SaveOutcome =
  | { kind: 'saved'; firstLink: boolean }
  /** A guest, or a session the server no longer knows: the sign-in page, then back. */
  | { kind: 'sign-in'; message: string }
  | { kind: 'no-strategy'; message: string }
  /** `reason`: the server's own sentence when it refused (4xx), e.g. a design shared with someone else. */
  | { kind: 'failed'; message: string; status: number | null; reason: string | null };

/**
 * Saves (links) a design to the signed-in account (doc 001 §4, §6, §7, §8) with the site's call. After
 * a link the design is loaded again (isLinked, sharedEmail cleared); the first link publishes
 * design.save and, on the retailer site, sends the broker follow-up. `designs` is the builder's (given by
 * the composition root), so this feature does not import the builder.
 */
export function saveToAccount(
  designId: string,
  site: Site,
  me: Saver,
  designs: OpenDesigns,
  { onLoad = false }: { onLoad?: boolean } = {},
): AppThunk<Promise<SaveOutcome>> {
  return async (dispatch, getState) => {
    // The share mail's claim, when this browser opened one: the customer it was sent to saves the design with it.
    const call = saveCall(site, designId, me, shareClaim());
    if (!call.ok) {
      if (call.reason === 'no-strategy') {
        console.warn(call.message);
        return { kind: 'no-strategy', message: call.message };
      }
      return { kind: 'sign-in', message: call.message };
    }
    dispatch(loadingStarted());
    try {
      // Load-time linking says so: My Estimates lists a blank design only when it was saved on purpose.
      const answer = await saveApi.link(call, onLoad);
      publish('estimate.saveToAccount', { designId });
      if (answer.firstLink) {
        publish('design.save', { designId });
        if (site.saveStrategy === 'link-to-my-account' && me.identityId) {
          const designName = findOpenDesign(designs, getState(), designId)?.name ?? '';
          await saveApi
            .brokerSaveDesign({ svocId: me.identityId, designGuid: designId, designName, configuratorCode: 'AB' })
            .catch((error: unknown) => console.warn('The saved design was not sent to the broker', error));
        }
      }
      await dispatch(designs.reload(designId));
      return { kind: 'saved', firstLink: answer.firstLink };
    } catch (error) {
      const status = error instanceof ApiError ? error.status : null;
      console.error('The estimate was not saved to the account', error);
      // Doc 001 §8: a failed auto-save to the account turns loading off (finally, below) and rethrows.
      if (onLoad) throw error;
      if (status === 401) return { kind: 'sign-in', message: SAVE_MESSAGES.notLoggedIn };
      // The spec's alert, and why when the server refused with a sentence (not when it failed).
      const reason = status !== null && status >= 400 && status < 500 && error instanceof ApiError ? error.message : null;
      return { kind: 'failed', message: SAVE_MESSAGES.failed, status, reason };
    } finally {
      dispatch(loadingFinished());
    }
  };
}

const linking = new Set<string>();

/**
 * Load-time linking (doc 001 §4): each loaded design that `shouldLinkOnLoad` allows is saved to the
 * account quietly, unless a save was asked for before signing in (then it is a save on purpose). The
 * auto-save turns loading off and rethrows (§8); this caller logs it, and a design linked to someone
 * else (409) stays read-only. One design is never linked twice at once (a second run of the effect).
 */
export function linkLoadedDesigns(designIds: readonly string[], site: Site, me: Saver, designs: OpenDesigns): AppThunk<Promise<void>> {
  // The account's list waits for these (see account-writes).
  return (dispatch, getState) => trackAccountWrite(linkEach(designIds, site, me, designs, dispatch, getState));
}

async function linkEach(
  designIds: readonly string[],
  site: Site,
  me: Saver,
  designs: OpenDesigns,
  dispatch: AppDispatch,
  getState: () => RootState,
): Promise<void> {
  for (const designId of designIds) {
    const design = findOpenDesign(designs, getState(), designId);
    if (!design || linking.has(designId)) continue;
    if (!shouldLinkOnLoad({ isLinked: design.isLinked, isMandi: isMandiDesign(design) }, me, site)) continue;
    linking.add(designId);
    try {
      const asked = takeSaveAfterSignIn(designId);
      const outcome = await dispatch(saveToAccount(designId, site, me, designs, { onLoad: !asked }));
      if (outcome.kind !== 'saved') console.warn(`Design ${designId} was not saved to the account on load`, outcome);
    } catch (error) {
      // The auto-save's rethrow ends here: nothing above a load's effect could catch it, and the design
      // stays as it was (read-only when someone else's); the next designs are still linked.
      console.warn(`Design ${designId} was not saved to the account on load`, error);
    } finally {
      linking.delete(designId);
    }
  }
}
