import { z } from 'zod';
import { uuid } from '../design.ts';

/** Parts several endpoint tables share: path parameters, headers and small bodies. */

export const designParams = z.object({ designId: uuid });
export const roomParams = designParams.extend({ containerId: uuid });
export const itemParams = designParams.extend({ itemId: uuid });

/** Renames and copies send the new name as `Name` (doc 000 §7). */
export const nameBody = z.object({ Name: z.string({ error: 'Please send the new name as Name.' }).max(1000) });
/** Optional bodies: a call with no body at all reaches the route as null. */
export const optionalNameBody = z.object({ Name: z.string().max(1000).optional() }).nullish();

/** The design version a write was made against; a stale one answers 412. */
export const ifMatchHeaders = z.object({ 'if-match': z.string().optional() });

/** A retried write with the same key replays the first answer instead of writing twice. */
export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: a new unique value per request; a retry with the same key replays the first answer.'),
});

/** Values named in one query parameter, separated by commas (spaces around them ignored), each checked by `item`. */
export function commaList<Item extends z.ZodType<unknown, string>>(item: Item, least: string, most: { count: number; message: string }) {
  return z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, least).max(most.count, most.message));
}

/** Several designs named in a query. */
export const designIdList = commaList(uuid, 'Please name at least one design.', {
  count: 50,
  message: 'Ask for at most 50 designs at a time.',
});

/** A design attribute: `{ attribute: { name, value } }` as doc 001 §7 sends it, or flat `{ name, value }`. */
const designAttributeInput = z.object({ name: z.string().min(1).max(60), value: z.string().max(4000).nullable() });
export const setAttributeBody = z.union([z.object({ attribute: designAttributeInput }), designAttributeInput]);
