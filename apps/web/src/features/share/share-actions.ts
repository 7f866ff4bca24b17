import { SHARE_MESSAGES, type ShareRequest, type ShareResult, signatureChanged } from '@eb/domain/sharing';
import { ApiError } from '../../lib/api-client.ts';
import { userMessageOf } from '../../lib/error-message.ts';
import type { OpenDesigns } from '../../lib/open-designs.ts';
import type { AppThunk } from '../../lib/store-types.ts';
import { globalErrorRaised } from '../../lib/ui-slice.ts';
import { shareApi } from './share-api.ts';
import type { SignatureFields } from './share-form.ts';

export type ShareOutcome =
  | { kind: 'shared'; result: ShareResult; signature: SignatureFields | null }
  | { kind: 'already-shared' }
  /** `message` is the server's sentence (or the client's, for a network failure). */
  | { kind: 'failed'; message: string | null };

export interface RepSignature {
  dcId: string;
  siteId: number;
  /** What the server holds, as loaded when the modal opened. */
  saved: SignatureFields;
  next: SignatureFields;
}

/** Words of the server's answer when a design was shared already (doc 001 §8). */
export function isAlreadyShared(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.message.includes(SHARE_MESSAGES.alreadySharedServer);
}

/**
 * Share (doc 001 §4, §8): a rep's signature is saved first, only when it changed; then the share call.
 * Afterwards the shared designs are loaded again so they show as shared. A design shared already
 * raises the global notice and the page loads again when it is closed; any other failure raises the
 * global error and answers the server's message for the modal. `designs` is the builder's (given by the
 * composition root), so this feature does not import the builder.
 */
export function shareEstimates(
  request: ShareRequest,
  signature: RepSignature | null,
  designs: OpenDesigns,
): AppThunk<Promise<ShareOutcome>> {
  return async (dispatch, getState) => {
    try {
      let saved = signature?.saved ?? null;
      if (signature && signatureChanged(signature.saved, signature.next)) {
        const answer = await shareApi.saveSignature({ DcId: signature.dcId, SiteId: signature.siteId, ...signature.next });
        saved = { Name: answer.Name, Email: answer.Email, Phone: answer.Phone, Extension: answer.Extension };
      }
      const result = await shareApi.share(request);
      const open = new Set(designs.selectDesigns(getState()).map((design) => design.designId));
      for (const { designId } of result.designs) if (open.has(designId)) await dispatch(designs.reload(designId));
      return { kind: 'shared', result, signature: saved };
    } catch (error) {
      console.error('The estimates were not shared', error);
      if (isAlreadyShared(error)) {
        dispatch(globalErrorRaised({ message: SHARE_MESSAGES.alreadyShared, reloadOnClose: true }));
        return { kind: 'already-shared' };
      }
      dispatch(globalErrorRaised({ message: userMessageOf(error) }));
      return { kind: 'failed', message: error instanceof ApiError ? error.message : null };
    }
  };
}
