import { type DesignGraph, isAutoReleaseDesign } from '@eb/domain/design';
import { type DesignPrice, priceDesign } from '@eb/domain/design-pricing';
import type { Db, Tx } from '../../db/database.ts';
import { designNotFound } from './design-errors.ts';
import { presentGraph } from './present.ts';
import { type DesignRow, loadStates } from './state.ts';

/**
 * Designs priced as every surface shows them (the domain's `priceDesign`), read from the database in a
 * fixed number of queries however many designs are asked for: their rows, their newest installation
 * job and the tax kept for them. The summary, the summary page, My Estimates, the mails and the PDFs
 * all read these figures.
 */

/** The priced installation of the design: its newest job. */
export interface InstallationLine {
  jobId: string;
  jobUid: string;
  retailCents: number;
}

export interface PricedDesign {
  design: DesignRow;
  graph: DesignGraph;
  isAutoRelease: boolean;
  installation: InstallationLine | null;
  price: DesignPrice;
}

/**
 * Each design's newest job, whether priced from the design or tied to it as its professional design
 * (a job is priced again whenever its options change, so the newest one holds the current price).
 */
async function installationsOf(db: Db | Tx, designIds: readonly string[]): Promise<Map<string, InstallationLine>> {
  const [own, tied] = await Promise.all([
    db
      .selectFrom('jobs')
      .select(['jobs.design_id', 'jobs.id', 'jobs.job_uid', 'jobs.retail_cents', 'jobs.updated_at'])
      .where('jobs.design_id', 'in', [...designIds])
      .execute(),
    db
      .selectFrom('job_designs')
      .innerJoin('jobs', 'jobs.id', 'job_designs.job_id')
      .select(['job_designs.design_id', 'jobs.id', 'jobs.job_uid', 'jobs.retail_cents', 'jobs.updated_at'])
      .where('job_designs.design_id', 'in', [...designIds])
      .execute(),
  ]);
  const newest = new Map<string, { line: InstallationLine; at: number }>();
  for (const row of [...own, ...tied]) {
    if (!row.design_id) continue;
    const at = new Date(row.updated_at).getTime();
    const known = newest.get(row.design_id);
    if (known && (known.at > at || (known.at === at && known.line.jobId < row.id))) continue;
    newest.set(row.design_id, { line: { jobId: row.id, jobUid: row.job_uid, retailCents: row.retail_cents }, at });
  }
  return new Map([...newest].map(([designId, { line }]) => [designId, line]));
}

/** The tax kept for each design (by the tax call, an earlier summary, or its order), in cents. */
async function taxesOf(db: Db | Tx, designIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('design_taxes')
    .select(['design_id', 'tax_cents'])
    .where('design_id', 'in', [...designIds])
    .execute();
  return new Map(rows.map((row) => [row.design_id, row.tax_cents]));
}

/** Prices designs by id; designs that do not exist are left out. */
export async function priceDesigns(db: Db | Tx, designIds: readonly string[]): Promise<Map<string, PricedDesign>> {
  const ids = [...new Set(designIds)];
  const priced = new Map<string, PricedDesign>();
  if (ids.length === 0) return priced;
  const [states, installations, taxes] = await Promise.all([loadStates(db, ids), installationsOf(db, ids), taxesOf(db, ids)]);
  for (const state of states) {
    const graph = presentGraph(state);
    const isAutoRelease = isAutoReleaseDesign(graph.design);
    const installation = installations.get(state.design.id) ?? null;
    const price = priceDesign({
      items: graph.items,
      isAutoRelease,
      installationCents: installation?.retailCents ?? 0,
      taxCents: taxes.get(state.design.id) ?? null,
    });
    priced.set(state.design.id, { design: state.design, graph, isAutoRelease, installation, price });
  }
  return priced;
}

/** One design priced; an unknown design is 404. */
export async function pricedDesign(db: Db | Tx, designId: string): Promise<PricedDesign> {
  const priced = (await priceDesigns(db, [designId])).get(designId);
  if (!priced) throw designNotFound();
  return priced;
}
