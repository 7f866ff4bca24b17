import type { DesignGraph, Item, ItemProduct } from '@eb/domain/design';
import { sql } from 'kysely';
import type { Tx } from '../../db/database.ts';
import { readJson } from '../../db/json-column.ts';
import { presentGraph } from '../designs/present.ts';
import { loadStates } from '../designs/state.ts';
import { findJob, type JobRecord, type StoredOptions } from '../installation/jobs-store.ts';
import type { InstallationConfiguration } from './cart-lines.ts';

/**
 * What a configuration guid names, read from the database: the product configuration on a window of
 * a design, or the installation configuration of a measure-and-install job.
 */
export type WindowWithProduct = Item & { itemProduct: ItemProduct };

export interface WindowSource {
  kind: 'window';
  guid: string;
  graph: DesignGraph;
  /** Every window of the design that carries the configuration (Duplicate's copies share it), in the design's order. */
  items: WindowWithProduct[];
}

export interface InstallationSource {
  kind: 'installation';
  guid: string;
  job: JobRecord;
  configuration: InstallationConfiguration;
  design: { designId: string; name: string } | null;
}

export type CartSource = WindowSource | InstallationSource;

/** The windows whose product has one of these configurations: those of the design that made it first. */
async function windowSources(tx: Tx, guids: readonly string[]): Promise<WindowSource[]> {
  const rows = await tx
    .selectFrom('items')
    .select(['items.design_id', sql<string>`items.product->>'configurationGuid'`.as('guid')])
    .where(sql<string>`items.product->>'configurationGuid'`, 'in', [...guids])
    .orderBy('items.created_at')
    .orderBy('items.id')
    .execute();
  if (rows.length === 0) return [];
  const firstDesign = new Map<string, string>();
  for (const row of rows) if (!firstDesign.has(row.guid)) firstDesign.set(row.guid, row.design_id);
  const graphs = new Map((await loadStates(tx, [...new Set(firstDesign.values())])).map((state) => [state.design.id, presentGraph(state)]));
  const sources: WindowSource[] = [];
  for (const [guid, designId] of firstDesign) {
    const graph = graphs.get(designId);
    const items = (graph?.items ?? []).filter((item) => item.itemProduct?.configurationGuid === guid) as WindowWithProduct[];
    if (graph && items.length > 0) sources.push({ kind: 'window', guid, graph, items });
  }
  return sources;
}

/** Jobs' installation configurations with their jobs and the design each job was priced from. */
async function installationSources(tx: Tx, guids: readonly string[]): Promise<InstallationSource[]> {
  const rows = await tx
    .selectFrom('job_configurations')
    .leftJoin('jobs', 'jobs.id', 'job_configurations.job_id')
    .leftJoin('designs', 'designs.id', 'jobs.design_id')
    .select(['job_configurations.guid', 'job_configurations.job_id', 'job_configurations.options', 'job_configurations.retail_cents'])
    .select(['designs.id as design_id', 'designs.name as design_name'])
    .where('job_configurations.guid', 'in', [...guids])
    .execute();
  const jobs = new Map<string, JobRecord | undefined>();
  const sources: InstallationSource[] = [];
  for (const row of rows) {
    if (!jobs.has(row.job_id)) jobs.set(row.job_id, await findJob(tx, row.job_id));
    const job = jobs.get(row.job_id);
    if (!job) continue;
    sources.push({
      kind: 'installation',
      guid: row.guid,
      job,
      configuration: { guid: row.guid, options: readJson<StoredOptions>(row.options), retailCents: row.retail_cents },
      design: row.design_id && row.design_name !== null ? { designId: row.design_id, name: row.design_name } : null,
    });
  }
  return sources;
}

/** Every guid that names something, by guid; guids that name nothing are left out. */
export async function findCartSources(tx: Tx, guids: readonly string[]): Promise<Map<string, CartSource>> {
  const unique = [...new Set(guids)];
  const found = new Map<string, CartSource>();
  if (unique.length === 0) return found;
  const windows = await windowSources(tx, unique);
  const installations = await installationSources(tx, unique);
  for (const source of [...windows, ...installations]) if (!found.has(source.guid)) found.set(source.guid, source);
  return found;
}
