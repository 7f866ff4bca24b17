import { randomUUID } from 'node:crypto';
import { newRoom, newWindow } from '@eb/domain/commands/apply';
import { attributeIdFor } from '@eb/domain/commands/attribute-id';
import { derive } from '@eb/domain/commands/derive';
import { designAttributeChanges } from '@eb/domain/commands/design-attributes';
import { attributeDisplayPriority, type Container, DesignAttr, type Item, type ItemProduct } from '@eb/domain/design';
import { nextNumberedLabel, ROOM_LABEL_TEMPLATE } from '@eb/domain/labels';
import { validateRoomName, validateWindowName } from '@eb/domain/names';
import { originOf } from '@eb/domain/sites';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from '../designs/actor.ts';
import { newDesignRow } from '../designs/design-use-cases.ts';
import { emptyGraphOf, writeNewDesign } from '../designs/new-design.ts';

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
 * Writes a new design with its rooms and windows in the caller's transaction, as every new design is
 * written (`writeNewDesign`), in a fixed number of statements whatever its size. The design belongs
 * to the caller as the designs module makes them: the session, and the account of a signed-in
 * customer; its Origin is CEC for reps, else Online. Room and window names follow the builder's rules.
 */
export async function insertDesignGraph(
  tx: Tx,
  actor: Actor,
  design: { name: string; attributes: Record<string, string>; rooms: NewJobRoom[] },
): Promise<string> {
  const designId = randomUUID();
  const row = newDesignRow(actor, { id: designId, name: design.name, product_line: 1, zip_code: null });
  const empty = emptyGraphOf(row);
  const attributes = { [DesignAttr.origin]: originOf(actor.identity.role), ...design.attributes };
  const containers: Container[] = [];
  const items: Item[] = [];
  const roomNames: string[] = [];
  for (const room of design.rooms) {
    const name = room.name.trim() === '' ? nextNumberedLabel(ROOM_LABEL_TEMPLATE, roomNames) : room.name;
    const roomProblem = validateRoomName(name, roomNames);
    if (roomProblem) throw invalid(`Room ${room.charLabel}: ${roomProblem}`);
    roomNames.push(name.trim());
    const container: Container = { ...newRoom(empty, randomUUID(), name.trim()), charLabel: room.charLabel };
    containers.push(container);
    const windowNames: string[] = [];
    for (const window of room.windows) {
      const windowProblem = validateWindowName(window.label, windowNames);
      if (windowProblem) throw invalid(`Room ${room.charLabel}: ${windowProblem}`);
      windowNames.push(window.label.trim());
      const itemId = randomUUID();
      items.push({
        ...newWindow(empty, container.containerId, itemId, window.label.trim()),
        quantity: window.quantity,
        estimatedShipDate: window.estimatedShipDate,
        itemProduct: window.product,
        attributes: window.attributes.map((attribute) => ({
          attributeId: attributeIdFor(itemId, attribute.name),
          name: attribute.name,
          value: attribute.value,
          normalizedValue: attribute.normalized,
          displayName: displayName(attribute.name),
          sortIndex: 0,
          displayPriority: attributeDisplayPriority(attribute.name),
        })),
      });
    }
  }
  const withAttributes = designAttributeChanges(empty.design, attributes)?.design ?? empty.design;
  const graph = derive({ ...empty, design: withAttributes, containers, items });
  await writeNewDesign(tx, row, graph, actor.identity.email ?? `guest:${actor.identity.sid}`);
  return designId;
}
