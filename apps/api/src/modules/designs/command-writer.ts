import { deletedWindowOf } from '@eb/domain/commands/deleted-windows';
import type { Container, DesignGraph, Item } from '@eb/domain/design';
import { type CompiledQuery, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { type AttributeWrite, planAttributes, planDesignAttributes } from './attribute-writes.ts';

/**
 * Plans the writes of what a command changed, and only that: the rows of rooms, windows and window attributes
 * whose objects differ between the graph before and after (the domain's apply keeps untouched
 * entities by reference, so finding them is a pointer comparison, and the statements are O(change)).
 * Positions are fractional, so a room or window put back between two others takes the midpoint
 * without renumbering its neighbours.
 */
export type Positions = ReadonlyMap<string, number>;

export interface WriteContext {
  changedBy: string;
  reason: string | null;
  /** Names for configurations a command put on windows (configuration guid → window name). */
  windowNames?: ReadonlyMap<string, string>;
}

function positionFor<T>(list: readonly T[], index: number, idOf: (entry: T) => string, positions: Pick<Positions, 'get'>): number {
  const before = index > 0 ? positions.get(idOf(list[index - 1] as T)) : undefined;
  let after: number | undefined;
  for (let next = index + 1; next < list.length && after === undefined; next += 1) after = positions.get(idOf(list[next] as T));
  if (before === undefined && after === undefined) return 1;
  if (before === undefined) return (after as number) - 1;
  if (after === undefined) return before + 1;
  return (before + after) / 2;
}

/** The same ids in the same order: nothing came, went or moved, so entries pair up by index. */
function sameIds<T>(before: readonly T[], after: readonly T[], idOf: (entry: T) => string): boolean {
  if (before.length !== after.length) return false;
  for (let index = 0; index < after.length; index += 1) {
    const old = before[index] as T;
    const now = after[index] as T;
    if (old !== now && idOf(old) !== idOf(now)) return false;
  }
  return true;
}

const itemRow = (graph: DesignGraph, item: Item, position: number) => ({
  id: item.itemId,
  design_id: graph.design.designId,
  container_id: item.containerId,
  label: item.label,
  item_type: item.itemType,
  item_source: item.itemSource,
  quantity: item.quantity,
  number_of_windows: item.numberOfWindows,
  estimated_ship_date: item.estimatedShipDate,
  position,
  product: item.itemProduct ? JSON.stringify(item.itemProduct) : null,
});

/** The statements that write a change (in order, none of them reads), and the positions after it. */
export interface WritePlan {
  statements: CompiledQuery[];
  /** `held` itself when no room or window came or went (most edits), else a copy with the changes. */
  positions: Positions;
}

/**
 * The statements that write the change from `before` to `after`, compiled with `db`'s dialect but
 * not run: the caller runs them after its version statement (see run-command.ts). `held` is never
 * changed, so a write that is rolled back leaves it as it was.
 */
export function planChanges(db: Db, before: DesignGraph, after: DesignGraph, held: Positions, context: WriteContext): WritePlan {
  const out: CompiledQuery[] = [];
  const positions = positionEdits(held);
  const designId = after.design.designId;
  if (after.design.name !== before.design.name || after.design.zipCode !== before.design.zipCode) {
    out.push(
      db.updateTable('designs').set({ name: after.design.name, zip_code: after.design.zipCode }).where('id', '=', designId).compile(),
    );
  }
  if (after.design.designAttributes !== before.design.designAttributes) planDesignAttributes(db, out, before.design, after.design);
  const roomKept = planRooms(db, out, before, after, positions);
  const windows = planWindows(db, out, before, after, positions, roomKept);
  planItemUpdates(db, out, windows.changedItems);
  planPlaced(db, out, windows.placed, context);
  planAttributes(db, out, designId, windows.attributeWrites, context);
  return { statements: out, positions: positions.result() };
}

/** Positions while a change is planned: `held` until a room or window comes or goes, then a copy, so `held` is never changed. */
interface PositionEdits {
  get(id: string): number | undefined;
  /** The copy, made on first use. */
  edit(): Map<string, number>;
  /** `held` itself when nothing came or went, else the copy. */
  result(): Positions;
}

function positionEdits(held: Positions): PositionEdits {
  let copy: Map<string, number> | null = null;
  return {
    get: (id) => (copy ?? held).get(id),
    edit: () => {
      copy ??= new Map(held);
      return copy;
    },
    result: () => copy ?? held,
  };
}

/**
 * Rooms. Most edits keep every room where it was: then a pairwise pointer walk finds the changed ones.
 * Answers whether a room is still in the design.
 */
function planRooms(
  db: Db,
  out: CompiledQuery[],
  before: DesignGraph,
  after: DesignGraph,
  positions: PositionEdits,
): (containerId: string) => boolean {
  const roomChanged = (old: Container, room: Container) => {
    if (old === room || (old.name === room.name && old.charLabel === room.charLabel && old.containerType === room.containerType)) return;
    out.push(
      db
        .updateTable('containers')
        .set({ name: room.name, char_label: room.charLabel, container_type: room.containerType })
        .where('id', '=', room.containerId)
        .compile(),
    );
  };
  if (sameIds(before.containers, after.containers, (room) => room.containerId)) {
    for (let index = 0; index < after.containers.length; index += 1) {
      roomChanged(before.containers[index] as Container, after.containers[index] as Container);
    }
    return () => true;
  }
  const oldRooms = new Map(before.containers.map((room) => [room.containerId, room]));
  const newRoomIds = new Set(after.containers.map((room) => room.containerId));
  const goneRooms = before.containers.filter((room) => !newRoomIds.has(room.containerId)).map((room) => room.containerId);
  if (goneRooms.length > 0) out.push(db.deleteFrom('containers').where('id', 'in', goneRooms).compile());
  const addedRooms: Container[] = [];
  for (const [index, room] of after.containers.entries()) {
    const old = oldRooms.get(room.containerId);
    if (old) {
      roomChanged(old, room);
      continue;
    }
    positions.edit().set(
      room.containerId,
      positionFor(after.containers, index, (entry) => entry.containerId, positions),
    );
    addedRooms.push(room);
  }
  if (addedRooms.length > 0) {
    out.push(
      db
        .insertInto('containers')
        .values(
          addedRooms.map((room) => ({
            id: room.containerId,
            design_id: after.design.designId,
            name: room.name,
            container_type: room.containerType,
            char_label: room.charLabel,
            position: positions.get(room.containerId) ?? 1,
          })),
        )
        .compile(),
    );
  }
  for (const id of goneRooms) positions.edit().delete(id);
  return (containerId) => newRoomIds.has(containerId);
}

/** What the walk over windows found to write after their rows: updates, attributes and placed configurations. */
interface WindowChanges {
  changedItems: Item[];
  attributeWrites: AttributeWrite[];
  placed: string[];
}

/** Windows (those of deleted rooms went with them), the same way as rooms. */
function planWindows(
  db: Db,
  out: CompiledQuery[],
  before: DesignGraph,
  after: DesignGraph,
  positions: PositionEdits,
  roomKept: (containerId: string) => boolean,
): WindowChanges {
  const attributeWrites: AttributeWrite[] = [];
  const changedItems: Item[] = [];
  const placed: string[] = [];
  const windowChanged = (old: Item, item: Item) => {
    if (old === item) return;
    const changed =
      old.label !== item.label ||
      old.quantity !== item.quantity ||
      old.containerId !== item.containerId ||
      old.itemProduct !== item.itemProduct ||
      old.estimatedShipDate !== item.estimatedShipDate;
    if (changed) changedItems.push(item);
    if (old.attributes !== item.attributes)
      attributeWrites.push({ itemId: item.itemId, before: old.attributes, after: item.attributes, newItem: false });
    // A configuration put on a window is placed: from now on only who may change the design changes it.
    const guid = item.itemProduct?.configurationGuid;
    if (guid && old.itemProduct?.configurationGuid !== guid) placed.push(guid);
  };
  if (sameIds(before.items, after.items, (item) => item.itemId)) {
    for (let index = 0; index < after.items.length; index += 1) windowChanged(before.items[index] as Item, after.items[index] as Item);
    return { changedItems, attributeWrites, placed };
  }
  const oldItems = new Map(before.items.map((item) => [item.itemId, item]));
  const newItemIds = new Set(after.items.map((item) => item.itemId));
  const gone = before.items.filter((item) => !newItemIds.has(item.itemId));
  const goneItems = gone.filter((item) => roomKept(item.containerId)).map((item) => item.itemId);
  if (goneItems.length > 0) out.push(db.deleteFrom('items').where('id', 'in', goneItems).compile());
  // What each window that went was (those of deleted rooms too): undo puts back only that.
  if (gone.length > 0) {
    out.push(
      db
        .insertInto('deleted_windows')
        .values(gone.map((item) => ({ item_id: item.itemId, design_id: item.designId, facts: JSON.stringify(deletedWindowOf(item)) })))
        .onConflict((conflict) =>
          conflict.column('item_id').doUpdateSet((eb) => ({ facts: eb.ref('excluded.facts'), deleted_at: sql`now()` })),
        )
        .compile(),
    );
  }
  const addedItems: { item: Item; position: number }[] = [];
  const byRoom = new Map<string, Item[]>();
  for (const item of after.items) {
    const list = byRoom.get(item.containerId);
    if (list) list.push(item);
    else byRoom.set(item.containerId, [item]);
  }
  for (const item of after.items) {
    const old = oldItems.get(item.itemId);
    if (old) {
      windowChanged(old, item);
      continue;
    }
    const room = byRoom.get(item.containerId) ?? [];
    const position = positionFor(room, room.indexOf(item), (entry) => entry.itemId, positions);
    positions.edit().set(item.itemId, position);
    addedItems.push({ item, position });
    if (item.attributes.length > 0) attributeWrites.push({ itemId: item.itemId, before: [], after: item.attributes, newItem: true });
    const guid = item.itemProduct?.configurationGuid;
    if (guid) placed.push(guid);
  }
  if (addedItems.length > 0) {
    out.push(
      db
        .insertInto('items')
        .values(addedItems.map(({ item, position }) => itemRow(after, item, position)))
        .compile(),
    );
  }
  for (const id of goneItems) positions.edit().delete(id);
  return { changedItems, attributeWrites, placed };
}

/**
 * Configurations put on windows are placed; one placed already (a copy's windows share their
 * source's) is left alone, so a copy writes no row of its source's.
 */
function planPlaced(db: Db, out: CompiledQuery[], placed: string[], context: WriteContext): void {
  if (placed.length === 0) return;
  // Placed configurations named for the window a command put them on (never one a copy shares).
  const named = [...(context.windowNames ?? [])].filter(([guid]) => placed.includes(guid));
  const windowName =
    named.length > 0
      ? sql<string | null>`case guid ${sql.join(
          named.map(([guid, name]) => sql`when ${guid}::uuid then ${name}::text`),
          sql` `,
        )} else window_name end`
      : undefined;
  const update = db
    .updateTable('configurations')
    .set({ is_placed: true, ...(windowName ? { window_name: windowName } : {}) })
    .where('guid', 'in', placed);
  out.push((windowName ? update : update.where('is_placed', '=', false)).compile());
}

/**
 * Changed windows: one update for one window (most edits), else one update for all of them, each
 * column chosen per window, so a copy to many windows is one statement, not one per window.
 */
function planItemUpdates(db: Db, out: CompiledQuery[], items: readonly Item[]): void {
  const productOf = (item: Item) => (item.itemProduct ? JSON.stringify(item.itemProduct) : null);
  if (items.length === 1) {
    const item = items[0] as Item;
    out.push(
      db
        .updateTable('items')
        .set({
          label: item.label,
          quantity: item.quantity,
          container_id: item.containerId,
          estimated_ship_date: item.estimatedShipDate,
          product: productOf(item),
        })
        .where('id', '=', item.itemId)
        .compile(),
    );
    return;
  }
  if (items.length === 0) return;
  const pick = <T>(value: (item: Item) => unknown, type: string) =>
    sql<T>`case id ${sql.join(
      items.map((item) => sql`when ${item.itemId}::uuid then ${value(item)}::${sql.raw(type)}`),
      sql` `,
    )} end`;
  out.push(
    db
      .updateTable('items')
      .set({
        label: pick<string>((item) => item.label, 'text'),
        quantity: pick<number>((item) => item.quantity, 'integer'),
        container_id: pick<string>((item) => item.containerId, 'uuid'),
        estimated_ship_date: pick<string | null>((item) => item.estimatedShipDate, 'text'),
        product: pick<string | null>(productOf, 'jsonb'),
      })
      .where(
        'id',
        'in',
        items.map((item) => item.itemId),
      )
      .compile(),
  );
}
