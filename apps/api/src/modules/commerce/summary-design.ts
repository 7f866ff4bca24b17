import { DEFAULT_STORE } from '@eb/domain/address';
import { lineTotals } from '@eb/domain/commands/derive';
import { TAX_CODES, type TaxLineItem } from '@eb/domain/commerce';
import { selectedWindows } from '@eb/domain/commerce-rules';
import { type DesignGraph, isAutoReleaseDesign } from '@eb/domain/design';
import type { Db, Tx } from '../../db/database.ts';
import { designNotFound } from '../designs/design-errors.ts';
import { presentGraph } from '../designs/present.ts';
import { type DesignRow, loadState } from '../designs/state.ts';

const cents = (dollars: number) => Math.round(dollars * 100);

/** One selected window as the summary counts it and the tax call taxes it, in cents. */
export interface WindowLine {
  configurationGuid: string;
  skuNumber: string;
  productName: string;
  quantity: number;
  subtotalCents: number;
  retailCents: number;
}

/** The priced installation of the design: its newest job. */
export interface InstallationLine {
  jobId: string;
  jobUid: string;
  retailCents: number;
}

/** What the summary and the design's tax are computed from, all read from the database. */
export interface DesignFigures {
  design: DesignRow;
  graph: DesignGraph;
  isAutoRelease: boolean;
  windows: WindowLine[];
  installation: InstallationLine | null;
}

/**
 * The design's newest job, whether priced from this design or tied to it as its professional design
 * (a job is priced again whenever its options change, so the newest one holds the current price).
 */
async function installationOf(db: Db | Tx, designId: string): Promise<InstallationLine | null> {
  const job = await db
    .selectFrom('jobs')
    .select(['id', 'job_uid', 'retail_cents'])
    .where((eb) =>
      eb.or([
        eb('design_id', '=', designId),
        eb('id', 'in', eb.selectFrom('job_designs').select('job_id').where('design_id', '=', designId)),
      ]),
    )
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return job ? { jobId: job.id, jobUid: job.job_uid, retailCents: job.retail_cents } : null;
}

/** Loads a design's figures; an unknown design is 404. */
export async function designFigures(db: Db | Tx, designId: string): Promise<DesignFigures> {
  const [state, installation] = await Promise.all([loadState(db, designId), installationOf(db, designId)]);
  if (!state) throw designNotFound();
  const graph = presentGraph(state);
  const windows = selectedWindows(graph.items).flatMap((item): WindowLine[] => {
    const product = item.itemProduct;
    if (!product) return [];
    const totals = lineTotals(item);
    return [
      {
        configurationGuid: product.configurationGuid,
        skuNumber: product.skuNumber,
        productName: product.productName,
        quantity: item.quantity,
        subtotalCents: cents(totals.subtotal),
        retailCents: cents(totals.retail),
      },
    ];
  });
  return { design: state.design, graph, isAutoRelease: isAutoReleaseDesign(graph.design), windows, installation };
}

/**
 * The design's lines as a tax request carries them (doc 001 §3), at the database's prices: each
 * selected window (auto-release designs at retail, the price they show) and, except on auto-release
 * designs, whose installation is on their order already, the installation of its job. Products ship
 * from the default store (as the order's lines do); tax follows the destination.
 */
export function designTaxLines(figures: DesignFigures, destination: string): TaxLineItem[] {
  const lines: TaxLineItem[] = figures.windows.map((window, index) => {
    const amountCents = figures.isAutoRelease ? window.retailCents : window.subtotalCents;
    return {
      number: index + 1,
      amount: amountCents / 100,
      quantity: window.quantity,
      productId: window.skuNumber,
      productName: window.productName,
      discounted: window.retailCents > amountCents,
      taxCode: TAX_CODES.product,
      origin: DEFAULT_STORE.zipcode,
      destination,
      lineItemGroupGuid: window.configurationGuid,
    };
  });
  const { installation } = figures;
  if (installation && !figures.isAutoRelease && installation.retailCents > 0) {
    lines.push({
      number: lines.length + 1,
      amount: installation.retailCents / 100,
      quantity: 1,
      productId: installation.jobUid,
      productName: 'Installation',
      discounted: false,
      taxCode: TAX_CODES.installation,
      origin: DEFAULT_STORE.zipcode,
      destination,
      lineItemGroupGuid: installation.jobId,
    });
  }
  return lines;
}
