import { sharingEndpoints } from '@eb/domain/endpoints/sharing';
import { EMPTY_SIGNATURE, type ShareRequest, type Signature } from '@eb/domain/sharing';
import { call } from '../../lib/api-client.ts';
import { ask, serverApi } from '../../lib/server-api.ts';
import type { SignatureFields } from './share-form.ts';

/** The share and the signature's save of doc 001 §7, on the design-builder base (they carry the rep id header). */
export const shareApi = {
  share: (request: ShareRequest) => call(sharingEndpoints.share, { body: request }),
  saveSignature: (signature: Signature) => call(sharingEndpoints.saveSignature, { body: signature }),
};

/**
 * The rep's signature for a site as the server keeps it (doc 001 §6, §7), kept by the server-data
 * layer only while the Share modal is open: each opening reads it again (a share may have saved a new
 * one), and closing the modal drops a read still on its way.
 */
export const shareQueries = serverApi.injectEndpoints({
  endpoints: (build) => ({
    repSignature: build.query<SignatureFields, { repId: string; siteId: number }>({
      query: ({ repId, siteId }) => ask(sharingEndpoints.readSignature, { params: { repId, siteId } }),
      transformResponse: ({ Name, Email, Phone, Extension }: Signature) => ({ Name, Email, Phone, Extension }),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRepSignatureQuery } = shareQueries;

/** The signature of a read that failed: none (the form then starts with the rep's name and email). */
export const NO_SIGNATURE: SignatureFields = { ...EMPTY_SIGNATURE };

/** The rep's signature once its read answered: as the server keeps it, or none when it could not be had; null before. */
export function answeredSignature(read: {
  currentData?: SignatureFields | undefined;
  isError: boolean;
  isFetching: boolean;
}): SignatureFields | null {
  if (read.isFetching) return null;
  if (read.isError) return NO_SIGNATURE;
  return read.currentData ?? null;
}
