import { lineTotals } from '@eb/domain/commands/derive';
import { DesignAttr, type ItemProduct } from '@eb/domain/design';
import type { Db, Tx } from '../../db/database.ts';

/** What sharing and the account list need of a design's windows: type, quantity and product. */
export interface WindowFacts {
  itemType: number;
  quantity: number;
  itemProduct: ItemProduct | null;
}

/** The windows of several designs in one query, by design. */
export async function windowsOf(db: Db | Tx, designIds: readonly string[]): Promise<Map<string, WindowFacts[]>> {
  const byDesign = new Map<string, WindowFacts[]>();
  if (designIds.length === 0) return byDesign;
  const rows = await db
    .selectFrom('items')
    .select(['design_id', 'item_type', 'quantity', 'product'])
    .where('design_id', 'in', [...designIds])
    .execute();
  for (const row of rows) {
    const facts = { itemType: row.item_type, quantity: row.quantity, itemProduct: (row.product ?? null) as ItemProduct | null };
    const list = byDesign.get(row.design_id);
    if (list) list.push(facts);
    else byDesign.set(row.design_id, [facts]);
  }
  return byDesign;
}

/** The design's totals in dollars, as the design graph's derive adds them up (cents, per line). */
export function designTotals(windows: readonly WindowFacts[]): { subtotal: number; retail: number } {
  let subtotal = 0;
  let retail = 0;
  for (const window of windows) {
    const totals = lineTotals(window);
    subtotal += Math.round(totals.subtotal * 100);
    retail += Math.round(totals.retail * 100);
  }
  return { subtotal: subtotal / 100, retail: retail / 100 };
}

/** Which of these designs are measure-and-install designs (isMandi 'true'), in one query. */
export async function mandiDesigns(db: Db | Tx, designIds: readonly string[]): Promise<Set<string>> {
  if (designIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('design_attributes')
    .select('design_id')
    .where('design_id', 'in', [...designIds])
    .where('name', '=', DesignAttr.isMandi)
    .where('value', '=', 'true')
    .execute();
  return new Set(rows.map((row) => row.design_id));
}
