import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

/**
 * Answers are written by fast-json-stringify from each route's zod response schema turned into JSON
 * Schema once, at start: like zod, it writes only the properties the schema names (nothing leaks),
 * but without checking every value on every answer, which cost more than a small route itself. A
 * schema JSON Schema cannot express falls back to the zod serializer.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<ZodType> = (route) => {
  let stringify: (data: unknown) => string;
  try {
    const jsonSchema = z.toJSONSchema(route.schema, { io: 'output', target: 'draft-07', unrepresentable: 'throw' });
    stringify = fastJson(jsonSchema as Parameters<typeof fastJson>[0]);
  } catch {
    return zodSerializerCompiler(route);
  }
  return (data) => stringify(data);
};
