import { randomUUID } from 'node:crypto';
import { DesignAttr, type DesignGraph, WINDOW_ATTRIBUTES_NOT_COPIED } from '@eb/domain/design';
import { roomCharLabel } from '@eb/domain/labels';
import type { Db } from '../../db/database.ts';
import type { Actor } from './actor.ts';
import { designNotFound } from './design-errors.ts';
import { checkDesignName, newDesignRow } from './design-use-cases.ts';
import { assertCanCopyDesign, canChangeDesign } from './policy.ts';
import { presentGraph } from './present.ts';
import { type DesignRow, type DesignState, loadState } from './state.ts';

/** Attributes a copy never takes: the order belongs to the ordered design alone. */
const NOT_COPIED = new Set<string>([DesignAttr.orderNumber, DesignAttr.isAutoReleaseCompleted]);

/**
 * The rows of a copy of `source` as `design`: its attributes as `attributeValue` says (undefined leaves
 * one out), every room and window in the same places under fresh ids, and the windows' attributes.
 */
export function copiedRows(
  source: DesignState,
  design: DesignRow,
  attributeValue: (name: string, value: string | null) => string | null | undefined,
) {
  const attributes = source.attributes.flatMap((attribute) => {
    const value = attributeValue(attribute.name, attribute.value);
    return value === undefined ? [] : [{ id: randomUUID(), design_id: design.id, name: attribute.name, value }];
  });
  // Rooms are lettered and placed by their place, as rooms always are (doc 000 §3); windows keep their order.
  const roomIds = new Map(source.containers.map((room) => [room.id, randomUUID()]));
  const containers = source.containers.map((room, index) => ({
    ...room,
    id: roomIds.get(room.id) as string,
    design_id: design.id,
    char_label: roomCharLabel(index),
    position: index + 1,
    created_at: design.created_at,
  }));
  const itemIds = new Map(source.items.map((item) => [item.id, randomUUID()]));
  const placeInRoom = new Map<string, number>();
  const items = source.items.map((item) => {
    const position = (placeInRoom.get(item.container_id) ?? 0) + 1;
    placeInRoom.set(item.container_id, position);
    return {
      ...item,
      id: itemIds.get(item.id) as string,
      design_id: design.id,
      container_id: roomIds.get(item.container_id) as string,
      position,
      product: item.product ? JSON.stringify(item.product) : null,
      created_at: design.created_at,
    };
  });
  const itemAttributes = source.itemAttributes
    .filter((attribute) => !WINDOW_ATTRIBUTES_NOT_COPIED.has(attribute.name) && itemIds.has(attribute.item_id))
    .map((attribute) => ({ ...attribute, id: randomUUID(), item_id: itemIds.get(attribute.item_id) as string, design_id: design.id }));
  return { attributes, containers, items, itemAttributes };
}

/**
 * Duplicate design: a new design owned by the caller, same rooms and windows, fresh ids, unshared; the
 * copy of a job's professional design is in the same job. A fixed number of statements whatever the
 * design's size (one insert per table).
 */
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
    // A professional design's copy enters its job (job_designs is the one record of it) when the
    // caller may change the source; anyone else's copy (Save a copy) is theirs alone, without the job.
    const job = canChangeDesign(actor.identity, source.design)
      ? await tx.selectFrom('job_designs').select('job_id').where('design_id', '=', designId).executeTakeFirst()
      : undefined;
    const rows = copiedRows(source, design, (attribute, value) => {
      if (NOT_COPIED.has(attribute)) return undefined;
      if (!job && (attribute === DesignAttr.jobUid || attribute === 'jobId')) return undefined;
      if (attribute === DesignAttr.origin) return actor.identity.role === 'rep' ? 'CEC' : 'Online';
      return value;
    });
    await tx.insertInto('designs').values(design).execute();
    if (rows.attributes.length > 0) await tx.insertInto('design_attributes').values(rows.attributes).execute();
    if (rows.containers.length > 0) await tx.insertInto('containers').values(rows.containers).execute();
    if (rows.items.length > 0) await tx.insertInto('items').values(rows.items).execute();
    if (rows.itemAttributes.length > 0) await tx.insertInto('item_attributes').values(rows.itemAttributes).execute();
    if (job) {
      await tx.insertInto('job_designs').values({ job_id: job.job_id, design_id: design.id }).execute();
      await tx.updateTable('jobs').set({ updated_at: new Date() }).where('id', '=', job.job_id).execute();
    }
    const created = await loadState(tx, design.id);
    if (!created) throw designNotFound();
    // A new design (and a copy) is the caller's.
    return { ...presentGraph(created), viewer: { canChange: true } };
  });
}
