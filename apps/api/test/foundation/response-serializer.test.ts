import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from '../../src/http/response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Parameters<typeof responseSerializerCompiler>[0]);

describe('answers written from the response schema', () => {
  const schema = z.object({
    data: z.object({ id: z.string(), name: z.string().nullable(), total: z.number(), tags: z.array(z.string()) }),
  });

  it('writes what the schema names and nothing else: a field the schema does not name never leaks', () => {
    const write = compile(schema);
    const row = { id: 'a1', name: null, total: 12.5, tags: ['x'], passwordHash: 'secret' };
    const text = write({ data: row });
    expect(JSON.parse(text)).toEqual({ data: { id: 'a1', name: null, total: 12.5, tags: ['x'] } });
    expect(text).not.toContain('secret');
  });

  it('escapes text as JSON does', () => {
    const write = compile(schema);
    const name = 'Quote " backslash \\ line\nbreak </script>';
    expect(JSON.parse(write({ data: { id: 'b', name, total: 0, tags: [] } })).data.name).toBe(name);
  });

  it('falls back to zod for a schema JSON Schema cannot express, and still writes the answer', () => {
    const write = compile(z.object({ data: z.object({ at: z.date() }) }));
    expect(JSON.parse(write({ data: { at: new Date('2026-11-23T00:00:00Z') } }))).toEqual({ data: { at: '2026-11-23T00:00:00.000Z' } });
  });
});
