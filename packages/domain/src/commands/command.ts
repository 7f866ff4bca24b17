import { z } from 'zod';
import { containerSchema, itemAttributeSchema, itemProductSchema, itemSchema, uuid } from '../design.ts';
import { DUPLICATE_MAX, WINDOWS_PER_DESIGN_MAX } from '../limits.ts';

/**
 * Design edits as plain data (ARCHITECTURE "Design edits are commands"). Ids of new rooms and
 * windows travel in the command, so the client and the server apply it to the same graph and reach
 * the same result. Kinds marked "undo" exist to put back what another command removed: they carry
 * whole entities and are what `applyCommand` answers as the inverse.
 */
const name = z.string().max(400);

export const designRenameSchema = z.object({ type: z.literal('design.rename'), name });
export const designZipCodeSchema = z.object({ type: z.literal('design.zipCode'), zipCode: z.string().max(10).nullable() });
/**
 * Sets design attributes (a null value is stored as null) and removes those named in `remove`.
 * Which names a caller may set is checked by the apply; the server's own flows (orders, jobs) run it trusted.
 */
export const designAttributesSchema = z.object({
  type: z.literal('design.attributes'),
  values: z.record(z.string().min(1).max(60), z.string().max(4000).nullable()),
  remove: z.array(z.string().min(1).max(60)).max(50).optional(),
});

export const roomAddSchema = z.object({
  type: z.literal('room.add'),
  containerId: uuid,
  name: name.optional(),
  containerType: z.number().int().min(0).max(2).optional(),
});
export const roomRenameSchema = z.object({ type: z.literal('room.rename'), containerId: uuid, name });
export const roomCopySchema = z.object({
  type: z.literal('room.copy'),
  containerId: uuid,
  newContainerId: uuid,
  /** One new id for each window of the room, in the room's order. */
  newItemIds: z.array(uuid).max(2000),
  name: name.optional(),
  /** The copy's char label; without it the letter of its place. */
  label: z.string().max(10).optional(),
});
/** Deleting the last room puts a new room with one window in its place (doc 000 §4): their ids. */
export const roomDeleteSchema = z.object({
  type: z.literal('room.delete'),
  containerId: uuid,
  replacement: z.object({ containerId: uuid, itemId: uuid }).optional(),
  /** Undo of an add keeps the other rooms' letters as they were; a user's delete letters them by place again. */
  keepLabels: z.boolean().optional(),
});
/** undo: a room with its windows back at its place. */
export const roomRestoreSchema = z.object({
  type: z.literal('room.restore'),
  index: z.number().int().min(0),
  container: containerSchema,
  items: z.array(itemSchema).max(WINDOWS_PER_DESIGN_MAX),
  /** The rooms' letters before the delete, put back with the room. */
  labels: z.record(z.string(), z.string()).optional(),
});

export const windowAddSchema = z.object({
  type: z.literal('window.add'),
  containerId: uuid,
  itemId: uuid,
  label: name.optional(),
  itemType: z.number().int().min(0).max(3).optional(),
  itemSource: z.number().int().min(0).max(2).optional(),
});
export const windowRenameSchema = z.object({ type: z.literal('window.rename'), itemId: uuid, label: name });
/**
 * Several windows renamed as one edit, judged as a whole: each new name against the names the other
 * windows of its room will have, so two windows can swap names. A window named twice takes the later name.
 */
export const windowsRenameSchema = z.object({
  type: z.literal('windows.rename'),
  renames: z
    .array(z.object({ itemId: uuid, label: name }))
    .min(1)
    .max(2000),
});
export const windowCopySchema = z.object({
  type: z.literal('window.copy'),
  itemId: uuid,
  newItemIds: z.array(uuid).min(1).max(DUPLICATE_MAX),
  /** A name for a single copy; without it each copy is 'Window {n}'. */
  label: name.optional(),
});
export const windowsDeleteSchema = z.object({ type: z.literal('windows.delete'), itemIds: z.array(uuid).min(1).max(2000) });
/** undo: windows back at their places in their rooms. */
export const windowsRestoreSchema = z.object({
  type: z.literal('windows.restore'),
  entries: z
    .array(z.object({ index: z.number().int().min(0), item: itemSchema }))
    .min(1)
    .max(WINDOWS_PER_DESIGN_MAX),
});
export const windowQuantitySchema = z.object({ type: z.literal('window.quantity'), itemId: uuid, quantity: z.number().int() });
/** Sets (or, with null, removes) window attributes: measurements, category, mount type, purchase option, notes, flags. */
export const windowAttributesSchema = z.object({
  type: z.literal('window.attributes'),
  itemId: uuid,
  values: z.record(z.string().min(1).max(60), z.string().max(20000).nullable()),
  reason: z.string().max(1000).optional(),
});
/** undo: attributes put back as they were (with their ids), others removed. */
export const windowAttributesRestoreSchema = z.object({
  type: z.literal('window.attributesRestore'),
  itemId: uuid,
  put: z.array(itemAttributeSchema),
  remove: z.array(z.string()),
});
/**
 * A product placed on, swapped on or (null) removed from a window. With `estimatedShipDate` the
 * window's ship estimate changes too (a placement sets it from the product's lead time); the server
 * works that date out again itself, as it does the product.
 */
export const windowProductSchema = z.object({
  type: z.literal('window.product'),
  itemId: uuid,
  product: itemProductSchema.nullable(),
  estimatedShipDate: z.string().max(40).nullable().optional(),
});

const singleCommands = [
  designRenameSchema,
  designZipCodeSchema,
  designAttributesSchema,
  roomAddSchema,
  roomRenameSchema,
  roomCopySchema,
  roomDeleteSchema,
  roomRestoreSchema,
  windowAddSchema,
  windowRenameSchema,
  windowsRenameSchema,
  windowCopySchema,
  windowsDeleteSchema,
  windowsRestoreSchema,
  windowQuantitySchema,
  windowAttributesSchema,
  windowAttributesRestoreSchema,
  windowProductSchema,
] as const;

export const singleCommandSchema = z.discriminatedUnion('type', singleCommands);
export type SingleCommand = z.infer<typeof singleCommandSchema>;

/**
 * Several commands applied together, all or none (the inverse of a command that did several things,
 * or a bulk edit of many windows: as many as a design holds, see BULK_EDIT_MAX in bulk.ts).
 */
export const batchSchema = z.object({ type: z.literal('batch'), commands: z.array(singleCommandSchema).min(1).max(2000) });
export type BatchCommand = z.infer<typeof batchSchema>;

export const designCommandSchema = z.discriminatedUnion('type', [...singleCommands, batchSchema]);
export type DesignCommand = z.infer<typeof designCommandSchema>;
