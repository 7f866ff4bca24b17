import { DesignAttr } from '@eb/domain/design';
import type { Db, Tx } from '../../db/database.ts';

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
