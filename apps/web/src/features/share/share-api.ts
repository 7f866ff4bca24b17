import type { ShareRequest, ShareResult, Signature } from '@eb/domain/sharing';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

/** The share and signature calls of doc 001 §7, on the design-builder base (they carry the rep id header). */
const base = () => apiConfig.designBuilderBase;

export const shareApi = {
  share: (request: ShareRequest) => apiFetch<ShareResult>(`${base()}/estimates/share`, { method: 'POST', body: request }),
  loadSignature: (repId: string, siteId: number, signal?: AbortSignal) =>
    apiFetch<Signature>(`${base()}/dcinfo/signature/${encodeURIComponent(repId)}/${siteId}`, { signal }),
  saveSignature: (signature: Signature) => apiFetch<Signature>(`${base()}/dcinfo/signature`, { method: 'POST', body: signature }),
};
