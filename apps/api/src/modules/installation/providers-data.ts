import { readFileSync } from 'node:fs';
import { MAX_COVERAGE_RADIUS_MILES } from '@eb/domain/address';
import { z } from 'zod';

const storeNumber = z.number().int().positive();
export const providersFileSchema = z.object({
  about: z.string().optional(),
  stores: z.array(
    z.object({
      storeNumber,
      fullName: z.string().min(1).max(80),
      name: z.string().min(1).max(60),
      zipCode: z.string().regex(/^\d{5}$/, 'a store zipCode is five digits'),
      /** Where the ZIP data puts the store's ZIP (a test keeps them equal): the server starts without loading that data. */
      latitude: z.number().min(-90).max(90),
      longitude: z.number().min(-180).max(180),
    }),
  ),
  providers: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]+$/, 'a provider id is lower-case words joined by -'),
      name: z.string().min(1).max(80),
      phone: z.string().min(1).max(20),
      /** The names a booked job's designs show as its technicians (doc 001 §2 Vendor Information). */
      technicians: z.array(z.string().trim().min(1).max(60)).max(10).default([]),
      stores: z.array(z.object({ storeNumber, radiusMiles: z.number().int().min(0).max(MAX_COVERAGE_RADIUS_MILES) })).min(1),
    }),
  ),
});
export type ProvidersFile = z.infer<typeof providersFileSchema>;

/** What a schema cannot see: unique numbers and ids, stores that exist, the default store 121. */
export function providersProblems(file: ProvidersFile): string[] {
  const problems: string[] = [];
  const stores = new Set<number>();
  for (const store of file.stores) {
    if (stores.has(store.storeNumber)) problems.push(`store ${store.storeNumber} is listed twice`);
    stores.add(store.storeNumber);
  }
  if (!stores.has(121)) problems.push('the default store 121 is missing');
  const ids = new Set<string>();
  for (const provider of file.providers) {
    if (ids.has(provider.id)) problems.push(`provider ${provider.id} is listed twice`);
    ids.add(provider.id);
    const served = new Set<number>();
    for (const { storeNumber: number } of provider.stores) {
      if (!stores.has(number)) problems.push(`provider ${provider.id} serves from store ${number}, which is not listed`);
      if (served.has(number)) problems.push(`provider ${provider.id} lists store ${number} twice`);
      served.add(number);
    }
  }
  return problems;
}

/** Reads and checks `data/providers.json` (or another file, for tests); a bad file stops the server with the reasons. */
export function loadProviders(url: URL = new URL('./data/providers.json', import.meta.url)): ProvidersFile {
  const parsed = providersFileSchema.safeParse(JSON.parse(readFileSync(url, 'utf8')));
  if (!parsed.success) throw new Error(`${url.pathname} is not valid: ${z.prettifyError(parsed.error)}`);
  const problems = providersProblems(parsed.data);
  if (problems.length > 0) throw new Error(`${url.pathname} is not valid:\n- ${problems.join('\n- ')}`);
  return parsed.data;
}
