import { designGraphSchema, uuid } from '@eb/domain/design';
import { z } from 'zod';

export const designParams = z.object({ designId: uuid });
export const roomParams = designParams.extend({ containerId: uuid });
export const itemParams = designParams.extend({ itemId: uuid });

/** Renames and copies send the new name as `Name` (doc 000 §7). */
export const nameBody = z.object({ Name: z.string({ error: 'Please send the new name as Name.' }).max(1000) });
/** Optional bodies: a call with no body at all reaches the route as null. */
export const optionalNameBody = z.object({ Name: z.string().max(1000).optional() }).nullish();

export const ifMatchHeaders = z.object({ 'if-match': z.string().optional() });

export const graphResponse = { 200: z.object({ data: designGraphSchema }), 201: z.object({ data: designGraphSchema }) };

export const designIdList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(z.array(uuid).min(1, 'Please name at least one design.').max(50, 'Ask for at most 50 designs at a time.'));

/** A design attribute: `{ attribute: { name, value } }` as doc 001 §7 sends it, or flat `{ name, value }`. */
const designAttributeInput = z.object({ name: z.string().min(1).max(60), value: z.string().max(4000).nullable() });
export const setAttributeBody = z.union([z.object({ attribute: designAttributeInput }), designAttributeInput]);
