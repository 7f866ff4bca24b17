import type { ItemProduct } from '@eb/domain/design';
import type { Selectable } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import type { ContainersTable, DesignAttributesTable, DesignsTable, ItemAttributesTable, ItemsTable } from '../../db/schema.ts';

export type DesignRow = Selectable<DesignsTable>;
export type DesignAttributeRow = Selectable<DesignAttributesTable>;
export type ContainerRow = Selectable<ContainersTable>;
export type ItemRow = Omit<Selectable<ItemsTable>, 'product'> & { product: ItemProduct | null };
export type ItemAttributeRow = Selectable<ItemAttributesTable>;

/** Everything stored about one design, as rows: what use cases read and what the presenter shapes. */
export interface DesignState {
  design: DesignRow;
  attributes: DesignAttributeRow[];
  /** In room order. */
  containers: ContainerRow[];
  /** In room order, then window order within the room. */
  items: ItemRow[];
  itemAttributes: ItemAttributeRow[];
}

/**
 * Runs the reads on one snapshot: in the caller's transaction, else in a repeatable-read one of
 * their own. Five reads each on its own snapshot could mix two versions of a design written
 * between them (a room from before a change, its windows from after).
 */
function readTogether<T>(db: Db | Tx, reads: (db: Db | Tx) => Promise<T>): Promise<T> {
  if (db.isTransaction) return reads(db);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((tx) => reads(tx));
}

/**
 * Loads several designs in five queries whatever their size (no query per room or window).
 * Designs that do not exist are left out.
 */
export async function loadStates(db: Db | Tx, designIds: readonly string[]): Promise<DesignState[]> {
  if (designIds.length === 0) return [];
  const ids = [...new Set(designIds)];
  const [designs, attributes, containers, items, itemAttributes] = await readTogether(db, (db) =>
    Promise.all([
      db.selectFrom('designs').selectAll().where('id', 'in', ids).execute(),
      db.selectFrom('design_attributes').selectAll().where('design_id', 'in', ids).orderBy('name').execute(),
      db.selectFrom('containers').selectAll().where('design_id', 'in', ids).orderBy('position').orderBy('created_at').execute(),
      db.selectFrom('items').selectAll().where('design_id', 'in', ids).orderBy('position').orderBy('created_at').execute(),
      db.selectFrom('item_attributes').selectAll().where('design_id', 'in', ids).orderBy('sort_index').orderBy('name').execute(),
    ]),
  );
  const byDesign = <T extends { design_id: string }>(rows: T[]) => {
    const map = new Map<string, T[]>();
    for (const row of rows) {
      const list = map.get(row.design_id);
      if (list) list.push(row);
      else map.set(row.design_id, [row]);
    }
    return map;
  };
  const attributesBy = byDesign(attributes);
  const containersBy = byDesign(containers);
  const itemsBy = byDesign(items as ItemRow[]);
  const itemAttributesBy = byDesign(itemAttributes);

  const order = new Map(ids.map((id, index) => [id, index]));
  return designs
    .sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0))
    .map((design) => {
      const designContainers = containersBy.get(design.id) ?? [];
      const roomOrder = new Map(designContainers.map((container, index) => [container.id, index]));
      const designItems = (itemsBy.get(design.id) ?? []).sort(
        (a, b) => (roomOrder.get(a.container_id) ?? 0) - (roomOrder.get(b.container_id) ?? 0) || a.position - b.position,
      );
      return {
        design,
        attributes: attributesBy.get(design.id) ?? [],
        containers: designContainers,
        items: designItems,
        itemAttributes: itemAttributesBy.get(design.id) ?? [],
      };
    });
}

export async function loadState(db: Db | Tx, designId: string): Promise<DesignState | undefined> {
  const [state] = await loadStates(db, [designId]);
  return state;
}

export function designAttribute(state: DesignState, name: string): string | null {
  return state.attributes.find((attribute) => attribute.name === name)?.value ?? null;
}
