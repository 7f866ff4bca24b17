import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import type { ShareRequest, Signature } from '@eb/domain/sharing';
import { call } from '../../lib/api-client.ts';

/** The share and signature calls of doc 001 §7, on the design-builder base (they carry the rep id header). */
export const shareApi = {
  share: (request: ShareRequest) => call(sharingEndpoints.share, { body: request }),
  loadSignature: (repId: string, siteId: number, signal?: AbortSignal) =>
    call(sharingEndpoints.readSignature, { params: { repId, siteId }, signal }),
  saveSignature: (signature: Signature) => call(sharingEndpoints.saveSignature, { body: signature }),
};
