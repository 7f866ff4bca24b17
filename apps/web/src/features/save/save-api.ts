import { designCustomerSchema } from '@eb/domain/design-contracts';
import {
  type BrokerSaveDesign,
  brokerSaveResultSchema,
  linkResultSchema,
  mailQueuedSchema,
  type SavedDesignEmail,
} from '@eb/domain/sharing';
import { apiFetch } from '../../lib/api-client.ts';
import { apiConfig } from '../../lib/config.ts';

/** Saving to an account (doc 001 §7): the site's link call, the retailer's follow-up and the saved-design mail. */
const base = () => apiConfig.designBuilderBase;

export const saveApi = {
  /** The path and body come from `saveCall` of the domain: one per site strategy. */
  link: (path: string, body: Record<string, string | boolean>) => apiFetch(path, { method: 'POST', body, answer: linkResultSchema }),
  brokerSaveDesign: (body: BrokerSaveDesign) =>
    apiFetch(`${base()}/broker/save-design`, { method: 'POST', body, answer: brokerSaveResultSchema }),
  sendSavedDesignEmail: (body: SavedDesignEmail) =>
    apiFetch(`${base()}/estimates/sendSavedDesignEmail`, { method: 'POST', body, answer: mailQueuedSchema }),
  /** Reps only: the email of the account a design is saved to (null for a guest's design). */
  customerOf: (designId: string) => apiFetch(`${base()}/designs/${designId}/customer`, { answer: designCustomerSchema }),
};
