import { readdirSync } from 'node:fs';
import type { EndpointSpec } from '@eb/domain/endpoint';

const TABLES = new URL('../../../../packages/domain/src/endpoints/', import.meta.url);

/** Every endpoint of every table in packages/domain/src/endpoints, named `table.entry`. */
export async function allEndpoints(): Promise<[string, EndpointSpec][]> {
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
