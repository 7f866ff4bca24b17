import { z } from 'zod';
import { designGraphSchema } from './design.ts';

/**
 * Wire contracts of the design-builder calls that are not commands (doc 000 §7): Copy Styles and its
 * check, and job sessions. The server documents and checks its answers by these schemas; the web app
 * reads by them.
 */

/** A choice a Copy Styles target takes instead of the source's (doc 000 §5 override choices). */
export const overrideChoiceSchema = z.object({
  choiceId: z.string(),
  optionId: z.string(),
  choiceValue: z.string(),
  optionName: z.string(),
  optionType: z.string(),
});

/** The body of cloneStyle and of its check: the same, so a check and the copy it stands for cannot disagree. */
export const copyStyleBodySchema = z.object({
  ids: z.array(z.uuid('Target window ids must be valid ids.')).min(1, 'Choose at least one window.').max(500),
  overrideChoices: z.array(overrideChoiceSchema).optional(),
});

/** `cloneStyle/check`: per target window, whether it can take the style and why not. */
export const copyStyleChecksSchema = z.array(z.object({ itemId: z.string(), isValid: z.boolean(), errors: z.array(z.string()) }));

/** `cloneStyle`: the design after the copy, with which targets took it. */
export const copyStyleAnswerSchema = designGraphSchema.extend({
  copyResults: z.array(z.object({ itemId: z.string(), succeeded: z.boolean() })),
});
export type CopyStyleAnswer = z.infer<typeof copyStyleAnswerSchema>;

/** A job session: the designs a rep has open for one measure-and-install job. */
export const jobSessionSchema = z.object({ sessionId: z.string(), designIds: z.array(z.string()) });
export type JobSession = z.infer<typeof jobSessionSchema>;

/** Reps: the account a design is saved to (null for a guest's design), for the linked message (doc 001 §6). */
export const designCustomerSchema = z.object({ email: z.string().nullable() });
