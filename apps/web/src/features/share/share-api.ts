import { type ShareRequest, type Signature, shareResultSchema, signatureSchema } from '@eb/domain/sharing';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

/** The share and signature calls of doc 001 §7, on the design-builder base (they carry the rep id header). */
const base = () => apiConfig.designBuilderBase;

export const shareApi = {
  share: (request: ShareRequest) => apiFetch(`${base()}/estimates/share`, { method: 'POST', body: request, answer: shareResultSchema }),
  loadSignature: (repId: string, siteId: number, signal?: AbortSignal) =>
    apiFetch(`${base()}/dcinfo/signature/${encodeURIComponent(repId)}/${siteId}`, { signal, answer: signatureSchema }),
  saveSignature: (signature: Signature) =>
    apiFetch(`${base()}/dcinfo/signature`, { method: 'POST', body: signature, answer: signatureSchema }),
};
