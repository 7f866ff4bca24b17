import { readdirSync } from 'node:fs';
import type { EndpointSpec } from '@eb/domain/endpoint';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

const TABLES = new URL('../../../../packages/domain/src/endpoints/', import.meta.url);

/** Every endpoint of every table in this folder. */
async function allEndpoints(): Promise<[string, EndpointSpec][]> {
  const files = readdirSync(TABLES).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && name !== 'parts.ts');
  const found: [string, EndpointSpec][] = [];
  for (const file of files) {
    const module = (await import(new URL(file, TABLES).href)) as Record<string, unknown>;
    for (const [tableName, table] of Object.entries(module)) {
      if (!table || typeof table !== 'object' || !tableName.endsWith('Endpoints')) continue;
      for (const [name, spec] of Object.entries(table as Record<string, EndpointSpec>)) found.push([`${tableName}.${name}`, spec]);
    }
  }
  return found;
}

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
