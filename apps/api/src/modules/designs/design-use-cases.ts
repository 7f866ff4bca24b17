import { randomUUID } from 'node:crypto';
import { DesignAttr, type DesignGraph, ORDER_DESIGN_ATTRIBUTES, type SaveDesignBody } from '@eb/domain/design';
import { DEFAULT_ESTIMATE_NAME } from '@eb/domain/labels';
import { NAME_LIMITS, validateName, validateRoomName, validateWindowName } from '@eb/domain/names';
import { activePromotion } from '@eb/domain/promotions';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { designNotFound } from './design-errors.ts';
import { assertCanCopyDesign, assertCanEditWindows, assertCanSetDesignAttribute } from './policy.ts';
import { presentGraph } from './present.ts';
import { commandGraph } from './run-command.ts';
import { type DesignRow, type DesignState, designAttribute, loadState } from './state.ts';
import { changeDesign } from './unit-of-work.ts';
import { addRoom, addWindow, check, checkQuantity, copyItemAttributes, findRoom, invalid, roomNames, windowNames } from './writes.ts';

/**
 * Design attributes a caller may set. Origin is the server's (CEC for reps, Online otherwise);
 * order and job attributes (ORDER_DESIGN_ATTRIBUTES) only reps and the order flow set; sharing
 * attributes belong to the flows that own them.
 */
const CLIENT_DESIGN_ATTRIBUTES = new Set<string>([
  DesignAttr.isMandi,
  DesignAttr.purchaseOption,
  DesignAttr.propertyAddress,
  DesignAttr.customer,
  DesignAttr.numberOfWindows,
]);
/** Of those, the ones fixed once the design exists. */
const CREATE_ONLY_ATTRIBUTES = new Set<string>([DesignAttr.isMandi]);

/** Design names: not empty, at most 50 characters (uniqueness is among the designs a browser has open). */
export function checkDesignName(name: string, field = 'Design name'): string {
  check(validateName(name, { field, max: NAME_LIMITS.design, existing: [] }));
  return name.trim();
}

/** Sets a design attribute; false when it already had that value. */
async function upsertDesignAttribute(tx: Tx, state: DesignState, name: string, value: string | null): Promise<boolean> {
  const existing = state.attributes.find((attribute) => attribute.name === name);
  if (existing) {
    if (existing.value === value) return false;
    await tx.updateTable('design_attributes').set({ value }).where('id', '=', existing.id).execute();
    existing.value = value;
    return true;
  }
  const row = { id: randomUUID(), design_id: state.design.id, name, value };
  await tx.insertInto('design_attributes').values(row).execute();
  state.attributes.push(row);
  return true;
}

/**
 * Who sets a design attribute: a caller over HTTP, or the server's order flow (after a change order
 * completes it sets isAutoReleaseCompleted, doc 001 §4), which may set order and job attributes for
 * whoever it acts for.
 */
export type AttributeSetter = 'caller' | 'order-flow';

function checkClientAttributes(
  actor: Actor,
  attributes: Record<string, string | null> | undefined,
  creating: boolean,
  setter: AttributeSetter = 'caller',
): [string, string | null][] {
  const entries = Object.entries(attributes ?? {});
  for (const [name] of entries) {
    if (ORDER_DESIGN_ATTRIBUTES.has(name)) {
      if (setter !== 'order-flow') assertCanSetDesignAttribute(actor.identity, name);
    } else if (!CLIENT_DESIGN_ATTRIBUTES.has(name) || (!creating && CREATE_ONLY_ATTRIBUTES.has(name))) {
      throw invalid(`The design attribute ${name} cannot be set here.`);
    }
  }
  return entries;
}

/** Applies the rooms and windows of a save body: new ones are added, known ones renamed. */
async function applyGraph(tx: Tx, actor: Actor, state: DesignState, body: SaveDesignBody, creating: boolean): Promise<void> {
  for (const input of body.containers ?? []) {
    const known = input.containerId ? state.containers.find((room) => room.id === input.containerId) : undefined;
    if (!known) {
      await addRoom(tx, state, { id: input.containerId, name: input.name, containerType: input.containerType });
    } else if (input.name !== undefined && input.name.trim() !== known.name) {
      check(validateRoomName(input.name, roomNames(state, known.id)));
      known.name = input.name.trim();
      await tx.updateTable('containers').set({ name: known.name }).where('id', '=', known.id).execute();
    }
  }
  const items = body.items ?? [];
  if (items.length > 0 && !creating) assertCanEditWindows(actor.identity, state);
  for (const input of items) {
    const known = input.itemId ? state.items.find((item) => item.id === input.itemId) : undefined;
    if (!known) {
      const containerId = input.containerId ?? state.containers.at(-1)?.id;
      if (!containerId) throw invalid('A window needs a room.');
      await addWindow(tx, state, { ...input, id: input.itemId, containerId });
      continue;
    }
    if (input.label !== undefined && input.label.trim() !== known.label) {
      check(validateWindowName(input.label, windowNames(state, known.container_id, known.id)));
      known.label = input.label.trim();
      await tx.updateTable('items').set({ label: known.label }).where('id', '=', known.id).execute();
    }
    if (input.quantity !== undefined && input.quantity !== known.quantity) {
      checkQuantity(input.quantity);
      known.quantity = input.quantity;
      await tx.updateTable('items').set({ quantity: known.quantity }).where('id', '=', known.id).execute();
    }
  }
}

/** Inserts a new design row; an id taken meanwhile (two saves of one new design at once) is a 409. */
async function insertDesign(tx: Tx, design: DesignRow): Promise<void> {
  try {
    await tx.insertInto('designs').values(design).execute();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw new AppError('CONFLICT', 'A design with this id already exists.');
    throw error;
  }
}

/** `POST /designs`: creates the design when its id is new, else updates it; answers the graph. */
export async function saveDesign(db: Db, actor: Actor, body: SaveDesignBody, expectedVersion: number | undefined): Promise<DesignGraph> {
  const designId = body.design.designId;
  if (designId) {
    const exists = await db.selectFrom('designs').select('id').where('id', '=', designId).executeTakeFirst();
    if (exists) {
      return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
        if (body.design.name !== undefined && body.design.name.trim() !== state.design.name) {
          state.design.name = checkDesignName(body.design.name);
          await tx.updateTable('designs').set({ name: state.design.name }).where('id', '=', state.design.id).execute();
        }
        if (body.design.zipCode !== undefined) {
          await tx.updateTable('designs').set({ zip_code: body.design.zipCode }).where('id', '=', state.design.id).execute();
        }
        for (const [name, value] of checkClientAttributes(actor, body.design.attributes, false)) {
          await upsertDesignAttribute(tx, state, name, value);
        }
        await applyGraph(tx, actor, state, body, false);
      });
    }
  }
  return createDesign(db, actor, body);
}

/**
 * A new design owned by the caller: unshared, unlinked, unlocked, version 1, no rooms yet, with the
 * promotion its site runs today (a copy passes its source's instead).
 */
export function newDesignRow(
  actor: Actor,
  fields: Pick<DesignRow, 'id' | 'name' | 'product_line' | 'zip_code'> & Partial<DesignRow>,
): DesignRow {
  const promotion = activePromotion(actor.siteId);
  return {
    site_id: actor.siteId,
    promo_code: promotion?.code ?? null,
    promo_end_date: promotion?.endsAt ? new Date(promotion.endsAt) : null,
    is_linked: false,
    linked_at: null,
    is_locked_or_ordered: false,
    agreement_number: null,
    shared_email: null,
    shared_date: null,
    owner_session_id: actor.identity.sid,
    owner_user_id: actor.identity.role === 'consumer' ? actor.identity.uid : null,
    version: 1,
    created_at: new Date(),
    updated_at: new Date(),
    ...fields,
  };
}

export async function createDesign(db: Db, actor: Actor, body: SaveDesignBody): Promise<DesignGraph> {
  const name = checkDesignName(body.design.name ?? DEFAULT_ESTIMATE_NAME);
  const attributes = checkClientAttributes(actor, body.design.attributes, true);
  return db.transaction().execute(async (tx) => {
    const design = newDesignRow(actor, {
      id: body.design.designId ?? randomUUID(),
      name,
      product_line: body.design.productLine ?? 1,
      zip_code: body.design.zipCode ?? null,
    });
    await insertDesign(tx, design);
    const state: DesignState = { design, attributes: [], containers: [], items: [], itemAttributes: [] };
    await upsertDesignAttribute(tx, state, DesignAttr.origin, actor.identity.role === 'rep' ? 'CEC' : 'Online');
    for (const [attribute, value] of attributes) await upsertDesignAttribute(tx, state, attribute, value);
    // A design always has a room: a new design starts with room A and one window (doc 000 §2 /new).
    // Windows sent without rooms go into that room A.
    const defaultRoom = (body.containers ?? []).length === 0 ? await addRoom(tx, state, {}) : undefined;
    await applyGraph(tx, actor, state, body, true);
    if (defaultRoom && state.items.length === 0) await addWindow(tx, state, { containerId: defaultRoom.id });
    const created = await loadState(tx, design.id);
    if (!created) throw designNotFound();
    // A new design (and a copy) is the caller's.
    return { ...presentGraph(created), viewer: { canChange: true } };
  });
}

export function renameDesign(db: Db, actor: Actor, designId: string, name: string, expectedVersion?: number) {
  return commandGraph(db, actor, designId, { type: 'design.rename', name }, expectedVersion);
}

/**
 * `POST /designs/{id}/set-attribute`; the order flow calls it with setter 'order-flow'. Setting a value
 * the design already holds changes nothing, so it is answered even on a locked design: after completing
 * a change order (which locks the design and sets isAutoReleaseCompleted) the client sets it again.
 */
export async function setDesignAttribute(
  db: Db,
  actor: Actor,
  designId: string,
  attribute: { name: string; value: string | null },
  expectedVersion?: number,
  setter: AttributeSetter = 'caller',
): Promise<DesignGraph> {
  try {
    return await changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
      const [entry] = checkClientAttributes(actor, { [attribute.name]: attribute.value }, false, setter);
      return entry ? upsertDesignAttribute(tx, state, entry[0], entry[1]) : false;
    });
  } catch (error) {
    // Locked is checked after who may change it: the caller may, so only the attribute is left to check.
    if (!(error instanceof AppError) || error.code !== 'DESIGN_LOCKED') throw error;
    const state = await loadState(db, designId);
    if (!state || designAttribute(state, attribute.name) !== attribute.value) throw error;
    checkClientAttributes(actor, { [attribute.name]: attribute.value }, false, setter);
    if (expectedVersion !== undefined && expectedVersion !== state.design.version) throw error;
    return { ...presentGraph(state), viewer: { canChange: true } };
  }
}

/** Duplicate design: a new design owned by the caller, same rooms and windows, fresh ids, unshared. */
export async function copyDesign(db: Db, actor: Actor, designId: string, name: string): Promise<DesignGraph> {
  const newName = checkDesignName(name);
  return db.transaction().execute(async (tx) => {
    const source = await loadState(tx, designId);
    if (!source) throw designNotFound();
    assertCanCopyDesign(actor.identity, source);
    const design = newDesignRow(actor, {
      id: randomUUID(),
      name: newName,
      product_line: source.design.product_line,
      zip_code: source.design.zip_code,
      promo_code: source.design.promo_code,
      promo_end_date: source.design.promo_end_date,
    });
    await tx.insertInto('designs').values(design).execute();
    const state: DesignState = { design, attributes: [], containers: [], items: [], itemAttributes: [] };
    for (const attribute of source.attributes) {
      if (attribute.name === DesignAttr.orderNumber || attribute.name === 'isAutoReleaseCompleted') continue;
      const value = attribute.name === DesignAttr.origin ? (actor.identity.role === 'rep' ? 'CEC' : 'Online') : attribute.value;
      await upsertDesignAttribute(tx, state, attribute.name, value);
    }
    await copyRooms(
      tx,
      source,
      state,
      source.containers.map((room) => room.id),
      (room) => ({ name: room.name }),
    );
    const created = await loadState(tx, design.id);
    if (!created) throw designNotFound();
    // A new design (and a copy) is the caller's.
    return { ...presentGraph(created), viewer: { canChange: true } };
  });
}

/** Copies rooms with their windows from `source` into `target` (which may be the same design). */
export async function copyRooms(
  tx: Tx,
  source: DesignState,
  target: DesignState,
  roomIds: string[],
  copyOf: (room: DesignState['containers'][number]) => { name: string; label?: string | undefined },
): Promise<void> {
  const sourceItems = [...source.items];
  for (const roomId of roomIds) {
    const room = findRoom(source, roomId);
    const copy = await addRoom(tx, target, { ...copyOf(room), containerType: room.container_type });
    for (const item of sourceItems.filter((candidate) => candidate.container_id === room.id)) {
      const window = await addWindow(tx, target, {
        containerId: copy.id,
        label: item.label,
        itemType: item.item_type,
        itemSource: item.item_source,
        quantity: item.quantity,
        product: item.product,
        estimatedShipDate: item.estimated_ship_date,
      });
      await copyItemAttributes(tx, source.itemAttributes, target, item.id, window.id);
    }
  }
}
