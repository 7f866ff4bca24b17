import { randomUUID } from 'node:crypto';
import { attributeDisplayPriority, DesignAttr, type ItemProduct, ItemSource, ItemType } from '@eb/domain/design';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE } from '@eb/domain/labels';
import { validateRoomName, validateWindowName } from '@eb/domain/names';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../designs/actor.ts';
import { newDesignRow } from '../designs/design-use-cases.ts';

/** The attribute rows of a window: name, stored value and its normalized form. */
export interface NewWindowAttribute {
  name: string;
  value: string;
  normalized: string;
}

export interface NewJobWindow {
  label: string;
  quantity: number;
  product: ItemProduct | null;
  estimatedShipDate: string | null;
  attributes: NewWindowAttribute[];
}

export interface NewJobRoom {
  charLabel: string;
  name: string;
  windows: NewJobWindow[];
}

const displayName = (name: string) => (name === 'purchaseOption' ? 'Purchase option' : name.charAt(0).toUpperCase() + name.slice(1));
const invalid = (message: string) => new AppError('VALIDATION_FAILED', message);

/**
 * Writes a new design with its rooms and windows in the caller's transaction, in at most five inserts
 * whatever its size (design, attributes, rooms, windows, window attributes). The design belongs to
 * the caller as the designs module makes them: the session, and the account of a signed-in customer;
 * its Origin is CEC for reps, else Online. Room and window names follow the builder's rules.
 */
export async function insertDesignGraph(
  tx: Tx,
  actor: Actor,
  design: { name: string; attributes: Record<string, string>; rooms: NewJobRoom[] },
): Promise<string> {
  const designId = randomUUID();
  const row = newDesignRow(actor, { id: designId, name: design.name, product_line: 1, zip_code: null });
  const now = row.created_at;
  await tx.insertInto('designs').values(row).execute();
  const attributes = { [DesignAttr.origin]: actor.identity.role === 'rep' ? 'CEC' : 'Online', ...design.attributes };
  await tx
    .insertInto('design_attributes')
    .values(Object.entries(attributes).map(([name, value]) => ({ id: randomUUID(), design_id: designId, name, value })))
    .execute();

  const rooms = [];
  const items = [];
  const itemAttributes = [];
  const roomNames: string[] = [];
  for (const [roomIndex, room] of design.rooms.entries()) {
    const name = room.name.trim() === '' ? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames) : room.name;
    const roomProblem = validateRoomName(name, roomNames);
    if (roomProblem) throw invalid(`Room ${room.charLabel}: ${roomProblem}`);
    roomNames.push(name.trim());
    const roomId = randomUUID();
    rooms.push({
      id: roomId,
      design_id: designId,
      name: name.trim(),
      container_type: 1,
      char_label: room.charLabel,
      position: roomIndex + 1,
      created_at: now,
    });
    const windowNames: string[] = [];
    for (const [windowIndex, window] of room.windows.entries()) {
      const windowProblem = validateWindowName(window.label, windowNames);
      if (windowProblem) throw invalid(`Room ${room.charLabel}: ${windowProblem}`);
      windowNames.push(window.label.trim());
      const itemId = randomUUID();
      items.push({
        id: itemId,
        design_id: designId,
        container_id: roomId,
        label: window.label.trim(),
        item_type: ItemType.window,
        item_source: ItemSource.autobahn,
        quantity: window.quantity,
        number_of_windows: 1,
        estimated_ship_date: window.estimatedShipDate,
        position: windowIndex + 1,
        product: window.product ? JSON.stringify(window.product) : null,
        created_at: now,
      });
      for (const attribute of window.attributes) {
        itemAttributes.push({
          id: randomUUID(),
          item_id: itemId,
          design_id: designId,
          name: attribute.name,
          value: attribute.value,
          normalized_value: attribute.normalized,
          display_name: displayName(attribute.name),
          sort_index: 0,
          display_priority: attributeDisplayPriority(attribute.name),
        });
      }
    }
  }
  if (rooms.length > 0) await tx.insertInto('containers').values(rooms).execute();
  if (items.length > 0) await tx.insertInto('items').values(items).execute();
  if (itemAttributes.length > 0) await tx.insertInto('item_attributes').values(itemAttributes).execute();
  return designId;
}
