import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { allEndpoints } from './tables.ts';

describe('the endpoint tables', () => {
  it('name each method and path once', async () => {
    const endpoints = await allEndpoints();
    expect(endpoints.length).toBeGreaterThan(80);
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [name, spec] of endpoints) {
      const key = `${spec.method} ${spec.path}`;
      const before = seen.get(key);
      if (before) twice.push(`${key}: ${before} and ${name}`);
      seen.set(key, name);
    }
    expect(twice).toEqual([]);
  });

  it('give each path parameter a schema, and no parameter the path lacks', async () => {
    const wrong: string[] = [];
    for (const [name, spec] of await allEndpoints()) {
      const inPath = [...spec.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1]).sort();
      const shape = (spec.params as z.ZodObject | undefined)?.shape ?? {};
      const inSchema = Object.keys(shape).sort();
      if (inPath.join() !== inSchema.join()) wrong.push(`${name}: path ${inPath.join() || '-'}, schema ${inSchema.join() || '-'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('send no body with a GET, and document every call', async () => {
    const wrong: string[] = [];
    for (const [name, spec] of await allEndpoints()) {
      if (spec.method === 'GET' && spec.body) wrong.push(`${name}: a GET with a body`);
      if (!spec.summary.trim() || spec.tags.length === 0) wrong.push(`${name}: no summary or tag`);
      if (/[?#]|\/$/.test(spec.path)) wrong.push(`${name}: ${spec.path} carries a query or ends in a slash`);
    }
    expect(wrong).toEqual([]);
  });
});
