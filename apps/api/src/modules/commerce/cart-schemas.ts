import { addToCartResultSchema, cartSchema } from '@eb/domain/commerce';
import { uuid } from '@eb/domain/design';
import { z } from 'zod';

/** Route schemas shared by the cart's route files. */

export const tags = ['cart'];

export const idempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .optional()
    .describe('Required: a new unique value per request; a retry with the same key replays the first answer.'),
});

export const addToCartAnswer = { 200: z.object({ data: addToCartResultSchema }) };
export const cartAnswer = { 200: z.object({ data: cartSchema }) };
export const lineParams = z.object({ lineId: uuid });
