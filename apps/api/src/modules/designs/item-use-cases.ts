import { randomUUID } from 'node:crypto';
import { attributeDisplayPriority, EDITABLE_ITEM_ATTRIBUTES, ItemAttr, PURCHASE_OPTIONS } from '@eb/domain/design';
import { DUPLICATE_MAX, isDuplicateCountValid } from '@eb/domain/limits';
import { MOUNT_TYPE_VALUES, windowCategories } from '@eb/domain/mandi';
import { checkDimension, formatInches } from '@eb/domain/measurements';
import { validateWindowName } from '@eb/domain/names';
import { getSite, type Site } from '@eb/domain/sites';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { assertCanChangeProduct, assertCanEditWindows, assertRep, isMandiState } from './policy.ts';
import { commandGraph } from './run-command.ts';
import type { DesignState, ItemRow } from './state.ts';
import { changeDesign } from './unit-of-work.ts';
import { addWindow, check, checkQuantity, findRoom, findWindow, invalid } from './writes.ts';

export function addWindowToRoom(
  db: Db,
  actor: Actor,
  designId: string,
  containerId: string,
  label: string | undefined,
  expectedVersion?: number,
) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    findRoom(state, containerId);
    assertCanEditWindows(actor.identity, state);
    await addWindow(tx, state, { containerId, label });
  });
}

export function renameWindow(db: Db, actor: Actor, designId: string, itemId: string, label: string, expectedVersion?: number) {
  return commandGraph(db, actor, designId, { type: 'window.rename', itemId, label }, expectedVersion);
}

/**
 * Bulk rename: all or nothing. The batch is judged as a whole: each new name is checked against the
 * names the other windows of its room will have once the batch is applied, so two windows can swap
 * names. When one window is named twice, the later entry wins.
 */
export function renameWindows(
  db: Db,
  actor: Actor,
  designId: string,
  renames: { designId: string; itemId: string; newLabel: string }[],
  expectedVersion?: number,
) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    assertCanEditWindows(actor.identity, state);
    const labels = new Map<string, string>();
    for (const rename of renames) {
      if (rename.designId !== designId) throw invalid('Every window renamed must belong to this design.');
      labels.set(findWindow(state, rename.itemId).id, rename.newLabel);
    }
    const finalLabel = (item: ItemRow) => labels.get(item.id)?.trim() ?? item.label;
    const changed: ItemRow[] = [];
    for (const [itemId, label] of labels) {
      const item = findWindow(state, itemId);
      const others = state.items.filter((other) => other.container_id === item.container_id && other.id !== item.id).map(finalLabel);
      check(validateWindowName(label, others));
      if (label.trim() !== item.label) changed.push(item);
    }
    for (const item of changed) {
      item.label = finalLabel(item);
      await tx.updateTable('items').set({ label: item.label }).where('id', '=', item.id).execute();
    }
    return changed.length > 0;
  });
}

export function deleteWindow(db: Db, actor: Actor, designId: string, itemId: string, expectedVersion?: number) {
  return commandGraph(db, actor, designId, { type: 'windows.delete', itemIds: [itemId] }, expectedVersion);
}

export function copyWindow(db: Db, actor: Actor, designId: string, itemId: string, label: string | undefined, expectedVersion?: number) {
  const command = { type: 'window.copy' as const, itemId, newItemIds: [randomUUID()], ...(label === undefined ? {} : { label }) };
  return commandGraph(db, actor, designId, command, expectedVersion);
}

/** N copies of a window, each named 'Window {n}' after the highest number in the room. */
export function copyWindowTimes(db: Db, actor: Actor, designId: string, itemId: string, count: number, expectedVersion?: number) {
  if (!isDuplicateCountValid(count)) throw invalid(`The number of copies must be between 1 and ${DUPLICATE_MAX}.`);
  const newItemIds = Array.from({ length: count }, () => randomUUID());
  return commandGraph(db, actor, designId, { type: 'window.copy', itemId, newItemIds }, expectedVersion);
}

export function setQuantity(db: Db, actor: Actor, designId: string, itemId: string, quantity: number, expectedVersion?: number) {
  checkQuantity(quantity);
  return commandGraph(db, actor, designId, { type: 'window.quantity', itemId, quantity }, expectedVersion);
}

export function removeProduct(db: Db, actor: Actor, designId: string, itemId: string, expectedVersion?: number) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    const item = findWindow(state, itemId);
    assertCanEditWindows(actor.identity, state);
    assertCanChangeProduct(actor.identity, item);
    if (!item.product) return false;
    await tx.updateTable('items').set({ product: null }).where('id', '=', itemId).execute();
    return true;
  });
}

/** Window attributes only reps write: their flag and notes panels (doc 000 §6). */
const REP_ATTRIBUTES = new Set<string>([ItemAttr.flagNotes, ItemAttr.notes, ItemAttr.motorized, ItemAttr.specialtyShape]);
const DIMENSIONS = new Set<string>([ItemAttr.width, ItemAttr.height, ItemAttr.depth]);

/**
 * The stored value and its display form, after checking the value is allowed for the attribute.
 * Categories are the keys of the request's site (its {product} word in '{product}-shades').
 */
function normalizeAttribute(name: string, value: string, site: Site): { value: string; normalized: string; displayName: string } {
  if (DIMENSIONS.has(name)) {
    const inches = Number(value);
    if (value.trim() === '' || !Number.isFinite(inches)) throw invalid(`${capitalize(name)} must be a number of inches.`);
    check(checkDimension(name as 'width' | 'height' | 'depth', inches));
    return { value: String(inches), normalized: formatInches(inches), displayName: capitalize(name) };
  }
  if (name === ItemAttr.category) {
    const keys = windowCategories(site).map((category) => category.key);
    if (!keys.includes(value)) throw invalid(`Category must be one of ${keys.join(', ')}.`);
  }
  if (name === ItemAttr.mountType && !(MOUNT_TYPE_VALUES as readonly string[]).includes(value.toLowerCase()))
    throw invalid('Mount type must be Inside or Outside.');
  if (name === ItemAttr.purchaseOption && !(PURCHASE_OPTIONS as readonly string[]).includes(value)) {
    throw invalid(`Purchase option must be one of ${PURCHASE_OPTIONS.join(', ')}.`);
  }
  const stored = name === ItemAttr.mountType ? value.toLowerCase() : value;
  return { value: stored, normalized: stored, displayName: capitalize(name) };
}

function capitalize(name: string): string {
  const spaced = name.replace(/([A-Z])/g, ' $1');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1).toLowerCase();
}

async function writeItemAttribute(
  tx: Tx,
  actor: Actor,
  state: DesignState,
  item: ItemRow,
  name: string,
  value: string,
  reason: string | null,
): Promise<boolean> {
  const normalized = normalizeAttribute(name, value, getSite(actor.siteId));
  const existing = state.itemAttributes.find((attribute) => attribute.item_id === item.id && attribute.name === name);
  // Attribute writes occur only when the new value differs from the current (doc 000 §5).
  if (existing?.value === normalized.value) return false;
  if (existing) {
    await tx
      .updateTable('item_attributes')
      .set({ value: normalized.value, normalized_value: normalized.normalized })
      .where('id', '=', existing.id)
      .execute();
  } else {
    await tx
      .insertInto('item_attributes')
      .values({
        id: randomUUID(),
        item_id: item.id,
        design_id: state.design.id,
        name,
        value: normalized.value,
        normalized_value: normalized.normalized,
        display_name: normalized.displayName,
        sort_index: 0,
        display_priority: attributeDisplayPriority(name),
      })
      .execute();
  }
  await tx
    .insertInto('attribute_changes')
    .values({
      id: randomUUID(),
      design_id: state.design.id,
      item_id: item.id,
      name,
      old_value: existing?.value ?? null,
      new_value: normalized.value,
      reason,
      changed_by: actor.identity.email ?? `guest:${actor.identity.sid}`,
    })
    .execute();
  return true;
}

export function setItemAttribute(
  db: Db,
  actor: Actor,
  designId: string,
  itemId: string,
  input: { attributeId: string; value: string; reason?: string | null | undefined },
  expectedVersion?: number,
) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    const item = findWindow(state, itemId);
    const name = attributeName(state, itemId, input.attributeId);
    const editable = (EDITABLE_ITEM_ATTRIBUTES as readonly string[]).includes(name);
    if (!editable && !REP_ATTRIBUTES.has(name)) throw invalid(`The window attribute ${name} cannot be changed.`);
    if (REP_ATTRIBUTES.has(name)) assertRep(actor.identity, `change ${name}`);
    const mandi = isMandiState(state);
    if (mandi && name !== ItemAttr.purchaseOption) {
      assertCanEditWindows(actor.identity, state);
      // Mandi edits of the measured window need a reason (doc 000 §5 edit attributes form).
      if (!REP_ATTRIBUTES.has(name) && !input.reason?.trim()) throw invalid('Reason is required.');
    }
    return writeItemAttribute(tx, actor, state, item, name, input.value, input.reason?.trim() || null);
  });
}

export function deleteItemAttribute(db: Db, actor: Actor, designId: string, itemId: string, attributeId: string, expectedVersion?: number) {
  return changeDesign(db, actor, designId, expectedVersion, async (tx, state) => {
    findWindow(state, itemId);
    const name = attributeName(state, itemId, attributeId);
    if (name === ItemAttr.motorized || REP_ATTRIBUTES.has(name)) assertRep(actor.identity, `remove ${name}`);
    else if (name !== ItemAttr.purchaseOption) throw invalid(`The window attribute ${name} cannot be removed.`);
    const existing = state.itemAttributes.find((attribute) => attribute.item_id === itemId && attribute.name === name);
    if (!existing) throw new AppError('NOT_FOUND', `This window has no ${name} attribute.`);
    await tx.deleteFrom('item_attributes').where('id', '=', existing.id).execute();
    await tx
      .insertInto('attribute_changes')
      .values({
        id: randomUUID(),
        design_id: state.design.id,
        item_id: itemId,
        name,
        old_value: existing.value,
        new_value: null,
        reason: null,
        changed_by: actor.identity.email ?? `guest:${actor.identity.sid}`,
      })
      .execute();
  });
}

/** attributeId may be the stored attribute's id or the attribute's name. */
function attributeName(state: DesignState, itemId: string, attributeId: string): string {
  const stored = state.itemAttributes.find((attribute) => attribute.item_id === itemId && attribute.id === attributeId);
  return stored ? stored.name : attributeId;
}

export function setMeasurements(
  db: Db,
  actor: Actor,
  designId: string,
  itemId: string,
  width: number,
  height: number,
  expectedVersion?: number,
) {
  // The command checks them against the product's limits in product mode, the fixed ones in mandi (doc 000 §5).
  const values = { [ItemAttr.width]: String(width), [ItemAttr.height]: String(height) };
  return commandGraph(db, actor, designId, { type: 'window.attributes', itemId, values }, expectedVersion);
}
