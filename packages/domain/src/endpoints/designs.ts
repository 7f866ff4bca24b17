import { z } from 'zod';
import { commandAnswerSchema } from '../commands/answer.ts';
import { designCommandSchema } from '../commands/command.ts';
import { designGraphSchema, saveDesignBodySchema, uuid } from '../design.ts';
import { JOB_NOTE_MAX } from '../design-blocks.ts';
import { designCustomerSchema, jobSessionSchema } from '../design-contracts.ts';
import { analyticsItemSchema, designSummaryRowSchema, designSummaryRowsSchema } from '../design-summary.ts';
import { endpoint } from '../endpoint.ts';
import { priceChangesSchema } from '../price-changes.ts';
import { designIdList, designParams, ifMatchHeaders, nameBody, setAttributeBody } from './parts.ts';

const tags = ['design builder'];

/** A design graph answers 201 when the call made the design, else 200. */
const graphAnswer = { answer: designGraphSchema, status: [200, 201] } as const;

const sessionParams = z.object({ sessionId: uuid });

/** A rep's job note on a measure-and-install design. */
export const jobNoteBody = z.object({
  content: z
    .string({ error: 'Write the note first.' })
    .trim()
    .min(1, 'Write the note first.')
    .max(JOB_NOTE_MAX, `A job note holds at most ${JOB_NOTE_MAX} characters.`),
});

/** Any builder edit as a command (packages/domain commands). */
export const commandBody = z.object({
  command: designCommandSchema,
  /** The sender's connection id, echoed in the change stream so it can skip its own change. */
  origin: z.string().max(100).optional(),
});

/**
 * `Prefer: return=minimal` asks for the new version and the inverse instead of the whole graph; an
 * Idempotency-Key (optional here) makes a retried edit land once.
 */
export const commandHeaders = ifMatchHeaders.extend({
  prefer: z.string().max(200).optional(),
  'idempotency-key': z.string().optional().describe('Optional: a retry with the same key answers the first answer again.'),
});

/** A design: saving, reading, editing, its job session, its commands and its price changes (doc 000 §7, doc 001 §7). */
export const designEndpoints = {
  saveDesign: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs',
    tags,
    summary: 'Save a design: create it, or add and rename its rooms and windows',
    body: saveDesignBodySchema,
    headers: ifMatchHeaders,
    ...graphAnswer,
  }),
  saveExistingDesign: endpoint({
    method: 'PUT',
    path: '/api/design-builder/designs/:designId',
    tags,
    summary: 'Save an existing design (the save-design path)',
    params: designParams,
    body: saveDesignBodySchema,
    headers: ifMatchHeaders,
    ...graphAnswer,
  }),
  designSummaries: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/summary',
    tags,
    summary: 'Summary rows of several designs',
    query: z.object({ designIds: designIdList }),
    answer: designSummaryRowsSchema,
  }),
  designSummary: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/summary/:designId',
    tags,
    summary: 'Summary row of one design',
    params: designParams,
    answer: designSummaryRowSchema,
  }),
  loadDesign: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/:designId',
    tags,
    summary: 'Load a design',
    params: designParams,
    ...graphAnswer,
  }),
  designCustomer: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/:designId/customer',
    tags,
    summary: 'The customer a design is saved to (reps only: the linked message names their email, doc 001 §6)',
    params: designParams,
    answer: designCustomerSchema,
  }),
  analyticsItems: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/:designId/getItemDataForAnalytics',
    tags,
    summary: 'Window data for analytics',
    params: designParams,
    answer: z.array(analyticsItemSchema),
  }),
  renameDesign: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/rename',
    tags,
    summary: 'Rename a design',
    params: designParams,
    body: nameBody,
    headers: ifMatchHeaders,
    ...graphAnswer,
  }),
  copyDesign: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/copy',
    tags,
    summary: 'Duplicate a design under a new name',
    params: designParams,
    body: nameBody,
    ...graphAnswer,
  }),
  setDesignAttribute: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/set-attribute',
    tags,
    summary: 'Set a design attribute',
    params: designParams,
    body: setAttributeBody,
    headers: ifMatchHeaders,
    ...graphAnswer,
  }),
  addJobNote: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/job-notes',
    tags,
    summary: "Add a rep's job note to a measure-and-install design (written first, with the rep's name, role and time)",
    params: designParams,
    body: jobNoteBody,
    ...graphAnswer,
  }),
  loadSession: endpoint({
    method: 'GET',
    path: '/api/design-builder/sessions/:sessionId',
    tags,
    summary: 'Load a job session, attaching a design',
    params: sessionParams,
    query: z.object({ designId: uuid.optional() }),
    answer: jobSessionSchema,
  }),
  disassociateDesign: endpoint({
    method: 'DELETE',
    path: '/api/design-builder/sessions/:sessionId/disassociate',
    tags,
    summary: 'Remove a design from a job session',
    params: sessionParams,
    query: z.object({ designId: uuid }),
    answer: jobSessionSchema,
  }),
  /**
   * Any builder edit as a command; the answer carries its inverse, which is what undo sends, and the
   * whole graph unless the caller sent `Prefer: return=minimal`.
   */
  applyCommand: endpoint({
    method: 'POST',
    path: '/api/design-builder/designs/:designId/commands',
    tags,
    summary: 'Apply a design edit (a command); the answer holds its inverse for undo',
    params: designParams,
    body: commandBody,
    headers: commandHeaders,
    answer: commandAnswerSchema,
  }),
  priceChanges: endpoint({
    method: 'GET',
    path: '/api/design-builder/designs/:designId/price-changes',
    tags,
    summary: 'Prices changed since the design was last saved or shared: per window, and the totals',
    params: designParams,
    answer: priceChangesSchema,
  }),
};
