import { z } from 'zod';
import { endpoint } from '../endpoint.ts';
import {
  accountEstimatesSchema,
  brokerSaveDesignSchema,
  brokerSaveResultSchema,
  linkQuerySchema,
  linkRequestSchema,
  linkResultSchema,
  linkToMyAccountSchema,
  mailQueuedSchema,
  savedDesignEmailSchema,
  shareRequestSchema,
  shareResultSchema,
  signatureSchema,
} from '../sharing.ts';
import { designParams } from './parts.ts';

const tags = ['sharing'];

/** A rep's saved share signature is read per rep and site. */
export const signatureParams = z.object({ repId: z.string().min(1).max(64), siteId: z.coerce.number().int() });

/** A design taken off the account's list. */
export const deletedEstimateSchema = z.object({ designId: z.string(), deleted: z.literal(true) });

/** Share, rep signature, save (link) to an account, broker follow-up, saved-design mail and the account list. */
export const sharingEndpoints = {
  share: endpoint({
    method: 'POST',
    path: '/api/design-builder/estimates/share',
    tags,
    summary: 'Share designs with a customer: mark them shared and mail them a link',
    body: shareRequestSchema,
    answer: shareResultSchema,
  }),
  readSignature: endpoint({
    method: 'GET',
    path: '/api/design-builder/dcinfo/signature/:repId/:siteId',
    tags,
    summary: "The rep's saved share signature for a site",
    params: signatureParams,
    answer: signatureSchema,
  }),
  saveSignature: endpoint({
    method: 'POST',
    path: '/api/design-builder/dcinfo/signature',
    tags,
    summary: "Save the rep's share signature for a site",
    body: signatureSchema,
    answer: signatureSchema,
  }),
  linkThroughProxy: endpoint({
    method: 'POST',
    path: '/api/myaccount/estimates/link',
    tags,
    summary: "Save a design to the account (site 3's proxy)",
    body: linkRequestSchema,
    answer: linkResultSchema,
  }),
  linkDesign: endpoint({
    method: 'POST',
    path: '/api/design-builder/estimates/:designId/link',
    tags,
    summary: 'Save a design to the account',
    params: designParams,
    query: linkQuerySchema,
    answer: linkResultSchema,
  }),
  linkToMyAccount: endpoint({
    method: 'POST',
    path: '/api/design-builder/estimates/link-to-my-account',
    tags,
    summary: "Save a design to the account (site 11's link)",
    body: linkToMyAccountSchema,
    answer: linkResultSchema,
  }),
  brokerSaveDesign: endpoint({
    method: 'POST',
    path: '/api/design-builder/broker/save-design',
    tags,
    summary: "Record a design the account saved (the retailer site's follow-up after a first link)",
    body: brokerSaveDesignSchema,
    answer: brokerSaveResultSchema,
  }),
  sendSavedDesignEmail: endpoint({
    method: 'POST',
    path: '/api/design-builder/estimates/sendSavedDesignEmail',
    tags,
    summary: 'Mail a saved product design',
    body: savedDesignEmailSchema,
    answer: mailQueuedSchema,
  }),
  listAccountEstimates: endpoint({
    method: 'GET',
    path: '/api/myaccount/estimates',
    tags,
    summary: "The account's saved designs, the latest saved first",
    answer: accountEstimatesSchema,
  }),
  deleteAccountEstimate: endpoint({
    method: 'DELETE',
    path: '/api/myaccount/estimates/:designId',
    tags,
    summary: 'Delete a design from the account',
    params: designParams,
    answer: deletedEstimateSchema,
  }),
};
