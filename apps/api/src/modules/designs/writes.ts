import { randomUUID } from 'node:crypto';
import { ItemSource, ItemType } from '@eb/domain/design';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE, roomCharLabel, WINDOW_LABEL_TEMPLATE } from '@eb/domain/labels';
import { isValidQuantity, QUANTITY_MAX, QUANTITY_MIN } from '@eb/domain/limits';
import { validateRoomLabel, validateRoomName, validateWindowName } from '@eb/domain/names';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { ContainerRow, DesignState, ItemAttributeRow, ItemRow } from './state.ts';

/** A rule broken by the request: 400 with the spec's sentence as the message. */
export const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

export function check(message: string | null): void {
  if (message) throw invalid(message);
}

function roomNames(state: DesignState, exceptId?: string): string[] {
  return state.containers.filter((room) => room.id !== exceptId).map((room) => room.name);
}

function windowNames(state: DesignState, containerId: string, exceptId?: string): string[] {
  return state.items.filter((item) => item.container_id === containerId && item.id !== exceptId).map((item) => item.label);
}

export function findRoom(state: DesignState, containerId: string): ContainerRow {
  const room = state.containers.find((candidate) => candidate.id === containerId);
  if (!room) throw new AppError('NOT_FOUND', 'We could not find that room in this design.');
  return room;
}

/**
 * Ids may come from the client (ARCHITECTURE "design graph"). One that another design (or another
 * room of this one) already uses is a conflict, not a server failure.
 */
async function assertIdFree(tx: Tx, table: 'containers' | 'items', id: string | undefined): Promise<void> {
  if (id === undefined) return;
  const taken = await tx.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst();
  if (taken) throw new AppError('CONFLICT', `The ${table === 'containers' ? 'room' : 'window'} id ${id} is already in use.`);
}

function checkQuantity(quantity: number): void {
  if (!isValidQuantity(quantity)) throw invalid(`Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`);
}

/**
 * Adds a room at the end of the design and keeps `state` in step, so that several adds in one
 * request see each other (names, labels, positions). Its char label is the letter of its place
 * (doc 000 §3), unless a copy asks for another.
 */
export async function addRoom(
  tx: Tx,
  state: DesignState,
  input: { id?: string; name?: string; label?: string; containerType?: number },
): Promise<ContainerRow> {
  const name = input.name ?? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames(state));
  check(validateRoomName(name, roomNames(state)));
  if (input.label !== undefined) check(validateRoomLabel(input.label));
  await assertIdFree(tx, 'containers', input.id);
  const row: ContainerRow = {
    id: input.id ?? randomUUID(),
    design_id: state.design.id,
    name: name.trim(),
    container_type: input.containerType ?? 1,
    char_label: input.label?.trim() ?? roomCharLabel(state.containers.length),
    position: Math.max(0, ...state.containers.map((room) => room.position)) + 1,
    created_at: new Date(),
  };
  await tx.insertInto('containers').values(row).execute();
  state.containers.push(row);
  return row;
}

export interface NewWindow {
  id?: string;
  containerId: string;
  label?: string;
  itemType?: number;
  itemSource?: number;
  quantity?: number;
  product?: ItemRow['product'];
  estimatedShipDate?: string | null;
}

/** Adds a window at the end of its room (see addRoom about `state`). */
export async function addWindow(tx: Tx, state: DesignState, input: NewWindow): Promise<ItemRow> {
  findRoom(state, input.containerId);
  const others = windowNames(state, input.containerId);
  const label = input.label ?? nextNumberedLabel(WINDOW_LABEL_TEMPLATE, others);
  check(validateWindowName(label, others));
  const quantity = input.quantity ?? 1;
  checkQuantity(quantity);
  await assertIdFree(tx, 'items', input.id);
  const roomItems = state.items.filter((item) => item.container_id === input.containerId);
  const row: ItemRow = {
    id: input.id ?? randomUUID(),
    design_id: state.design.id,
    container_id: input.containerId,
    label: label.trim(),
    item_type: input.itemType ?? ItemType.window,
    item_source: input.itemSource ?? ItemSource.autobahn,
    quantity,
    number_of_windows: 1,
    estimated_ship_date: input.estimatedShipDate ?? null,
    position: Math.max(0, ...roomItems.map((item) => item.position)) + 1,
    product: input.product ?? null,
    created_at: new Date(),
  };
  await tx
    .insertInto('items')
    .values({ ...row, product: row.product ? JSON.stringify(row.product) : null })
    .execute();
  // Keep room order, then window order, as loadState does.
  const roomIndex = state.containers.findIndex((room) => room.id === row.container_id);
  const after = state.items.findLastIndex((item) => state.containers.findIndex((room) => room.id === item.container_id) <= roomIndex);
  state.items.splice(after + 1, 0, row);
  return row;
}

/** Copies window attributes onto another window; notes and flags stay with the original. */
export async function copyItemAttributes(
  tx: Tx,
  from: readonly ItemAttributeRow[],
  target: DesignState,
  fromItemId: string,
  toItemId: string,
): Promise<void> {
  const rows = from
    .filter((attribute) => attribute.item_id === fromItemId && attribute.name !== 'notes' && attribute.name !== 'flagNotes')
    .map((attribute): ItemAttributeRow => ({ ...attribute, id: randomUUID(), item_id: toItemId, design_id: target.design.id }));
  if (rows.length === 0) return;
  await tx.insertInto('item_attributes').values(rows).execute();
  target.itemAttributes.push(...rows);
}
