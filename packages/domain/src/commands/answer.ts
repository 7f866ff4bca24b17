import { z } from 'zod';
import { designGraphSchema } from '../design.ts';
import type { DesignCommand } from './command.ts';

/**
 * A command as an answer names it (`command`, `inverse`): its type and its fields as the request body
 * gives them. Read loosely on the way out: an inverse puts back what the design held, which a
 * request's limits today need not admit (a name saved before a limit was set), and the answer must
 * still go out whole.
 */
const answeredCommand = z
  .looseObject({ type: z.string() })
  .meta({ description: 'A design command, in the shape the request body takes' }) as unknown as z.ZodType<DesignCommand>;

/**
 * What `POST /designs/{id}/commands` answers: the design's new version, whether anything changed,
 * the command as applied and its inverse (what undo sends), and the whole graph unless the caller
 * asked for `Prefer: return=minimal`. The server documents and writes its answer by this schema, and
 * the web app types what it reads by it.
 */
export const commandAnswerSchema = z.object({
  version: z.number().int(),
  changed: z.boolean(),
  command: answeredCommand,
  inverse: answeredCommand,
  graph: designGraphSchema.optional(),
});
export type CommandAnswer = z.infer<typeof commandAnswerSchema>;
