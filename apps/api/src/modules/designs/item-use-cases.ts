import { randomUUID } from 'node:crypto';
import { type DesignGraph, ItemAttr } from '@eb/domain/design';
import { DUPLICATE_MAX, isDuplicateCountValid } from '@eb/domain/limits';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { invalid } from './design-errors.ts';
import { commandGraph } from './run-command.ts';

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
  if (renames.some((rename) => rename.designId !== designId)) throw invalid('Every window renamed must belong to this design.');
  const command = {
    type: 'windows.rename' as const,
    renames: renames.map((rename) => ({ itemId: rename.itemId, label: rename.newLabel })),
  };
  return commandGraph(db, actor, designId, command, expectedVersion);
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
  return commandGraph(db, actor, designId, { type: 'window.quantity', itemId, quantity }, expectedVersion);
}

export function removeProduct(db: Db, actor: Actor, designId: string, itemId: string, expectedVersion?: number) {
  return commandGraph(db, actor, designId, { type: 'window.product', itemId, product: null }, expectedVersion);
}

/** `attributeId` may be the stored attribute's id or the attribute's name. */
function attributeName(graph: DesignGraph, itemId: string, attributeId: string): string {
  const item = graph.items.find((candidate) => candidate.itemId === itemId);
  return item?.attributes.find((attribute) => attribute.attributeId === attributeId)?.name ?? attributeId;
}

/** `POST …/items/{itemId}/attribute`: the `window.attributes` command, with the reason the mandi form gives. */
export function setItemAttribute(
  db: Db,
  actor: Actor,
  designId: string,
  itemId: string,
  input: { attributeId: string; value: string; reason?: string | null | undefined },
  expectedVersion?: number,
) {
  const reason = input.reason ?? undefined;
  return commandGraph(
    db,
    actor,
    designId,
    (graph) => ({
      type: 'window.attributes',
      itemId,
      values: { [attributeName(graph, itemId, input.attributeId)]: input.value },
      ...(reason === undefined ? {} : { reason }),
    }),
    expectedVersion,
  );
}

/** `DELETE …/items/{itemId}/attribute`: the attribute set to null; one the window does not have is a 404. */
export function deleteItemAttribute(db: Db, actor: Actor, designId: string, itemId: string, attributeId: string, expectedVersion?: number) {
  return commandGraph(
    db,
    actor,
    designId,
    (graph) => {
      const name = attributeName(graph, itemId, attributeId);
      const item = graph.items.find((candidate) => candidate.itemId === itemId);
      if (item && !item.attributes.some((attribute) => attribute.name === name)) {
        throw new AppError('NOT_FOUND', `This window has no ${name} attribute.`);
      }
      return { type: 'window.attributes', itemId, values: { [name]: null } };
    },
    expectedVersion,
  );
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
