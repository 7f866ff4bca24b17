import { randomUUID } from 'node:crypto';
import { applyCommand } from '@eb/domain/commands/apply';
import type { DesignCommand, SingleCommand } from '@eb/domain/commands/command';
import { checkDesignAttributeNames } from '@eb/domain/commands/design-attributes';
import { DesignAttr, type DesignGraph, type SaveDesignBody } from '@eb/domain/design';
import { REP_NOTE_ROLE, withJobNote } from '@eb/domain/design-blocks';
import { DEFAULT_ESTIMATE_NAME } from '@eb/domain/labels';
import { NAME_LIMITS, validateName } from '@eb/domain/names';
import { activePromotion } from '@eb/domain/promotions';
import { originOf } from '@eb/domain/sites';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Actor } from './actor.ts';
import { check, invalid } from './design-errors.ts';
import { emptyGraphOf, writeNewDesign } from './new-design.ts';
import { assertCanAddJobNote } from './policy.ts';
import { readDesign } from './read-design.ts';
import { commandContextFor, commandGraph, runCommand, toAppError } from './run-command.ts';
import type { DesignRow } from './state.ts';

/** A domain rule or command run outside the command path, refusing as the API answers. */
function asAppErrorOf<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw toAppError(error);
  }
}
const asAppError = (rule: () => void): void => asAppErrorOf(rule);

/** Design names: not empty, at most 50 characters (uniqueness is among the designs a browser has open). */
export function checkDesignName(name: string, field = 'Design name'): string {
  check(validateName(name, { field, max: NAME_LIMITS.design, existing: [] }));
  return name.trim();
}

/**
 * Who sets a design attribute: a caller over HTTP, or the server's order flow (after a change order
 * completes it sets isAutoReleaseCompleted, doc 001 §4), which may set order and job attributes for
 * whoever it acts for.
 */
export type AttributeSetter = 'caller' | 'order-flow';

/**
 * A save body for a design that exists, as commands: its name, zip code and attributes, then rooms
 * and windows, each added when new and renamed (or its quantity set) when known, in the body's order.
 */
function saveCommands(graph: DesignGraph, body: SaveDesignBody): DesignCommand {
  const commands: SingleCommand[] = [];
  const { design } = body;
  if (design.name !== undefined) commands.push({ type: 'design.rename', name: design.name });
  if (design.zipCode !== undefined) commands.push({ type: 'design.zipCode', zipCode: design.zipCode });
  if (design.attributes && Object.keys(design.attributes).length > 0)
    commands.push({ type: 'design.attributes', values: design.attributes });
  const rooms = new Set(graph.containers.map((room) => room.containerId));
  let lastRoom = graph.containers.at(-1)?.containerId;
  for (const input of body.containers ?? []) {
    if (input.containerId && rooms.has(input.containerId)) {
      if (input.name !== undefined) commands.push({ type: 'room.rename', containerId: input.containerId, name: input.name });
      continue;
    }
    const containerId = input.containerId ?? randomUUID();
    rooms.add(containerId);
    lastRoom = containerId;
    commands.push({
      type: 'room.add',
      containerId,
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.containerType === undefined ? {} : { containerType: input.containerType }),
    });
  }
  const windows = new Set(graph.items.map((item) => item.itemId));
  for (const input of body.items ?? []) {
    const known = input.itemId !== undefined && windows.has(input.itemId);
    const itemId = input.itemId ?? randomUUID();
    if (!known) {
      const containerId = input.containerId ?? lastRoom;
      if (!containerId) throw invalid('A window needs a room.');
      windows.add(itemId);
      commands.push({
        type: 'window.add',
        containerId,
        itemId,
        ...(input.label === undefined ? {} : { label: input.label }),
        ...(input.itemType === undefined ? {} : { itemType: input.itemType }),
        ...(input.itemSource === undefined ? {} : { itemSource: input.itemSource }),
      });
    } else if (input.label !== undefined) {
      commands.push({ type: 'window.rename', itemId, label: input.label });
    }
    if (input.quantity !== undefined && (known || input.quantity !== 1))
      commands.push({ type: 'window.quantity', itemId, quantity: input.quantity });
  }
  // A body that names nothing to change is an empty batch: nothing is written, the version stays.
  return commands.length === 1 ? (commands[0] as SingleCommand) : { type: 'batch', commands };
}

/** `POST /designs`: creates the design when its id is new, else saves it as commands; answers the graph. */
export async function saveDesign(db: Db, actor: Actor, body: SaveDesignBody, expectedVersion: number | undefined): Promise<DesignGraph> {
  const designId = body.design.designId;
  if (designId) {
    const exists = await db.selectFrom('designs').select('id').where('id', '=', designId).executeTakeFirst();
    if (exists) return commandGraph(db, actor, designId, (graph) => saveCommands(graph, body), expectedVersion);
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
    saved_on_purpose: false,
    linked_at: null,
    is_locked_or_ordered: false,
    agreement_number: null,
    shared_email: null,
    shared_date: null,
    owner_session_id: actor.identity.sid,
    owner_user_id: actor.identity.role === 'consumer' ? actor.identity.uid : null,
    made_by_user_id: actor.identity.uid,
    shared_by_user_id: null,
    version: 1,
    created_at: new Date(),
    updated_at: new Date(),
    ...fields,
  };
}

/**
 * A new design: its row, then its rooms and windows as the commands of a save make them (room A
 * with one window when the body names none; windows sent without rooms go into the last room), then
 * its attributes, checked as a new design's; written in one transaction.
 */
export async function createDesign(db: Db, actor: Actor, body: SaveDesignBody): Promise<DesignGraph> {
  const name = checkDesignName(body.design.name ?? DEFAULT_ESTIMATE_NAME);
  const attributes = body.design.attributes ?? {};
  asAppError(() => checkDesignAttributeNames(actor.identity, Object.keys(attributes), true));
  const row = newDesignRow(actor, {
    id: body.design.designId ?? randomUUID(),
    name,
    product_line: body.design.productLine ?? 1,
    zip_code: body.design.zipCode ?? null,
  });
  const empty = emptyGraphOf(row);
  const containers = body.containers ?? [];
  const items = body.items ?? [];
  const shape = {
    design: {},
    // A design always has a room: a new design starts with room A and one window (doc 000 §2 /new).
    containers: containers.length > 0 ? containers : [{}],
    items: containers.length === 0 && items.length === 0 ? [{}] : items,
  };
  // Rooms and windows are the caller's edits; the attributes (a measure-and-install flag among
  // them) come after, so a customer may make the rooms of their own measure-and-install design.
  const origin = originOf(actor.identity.role);
  const built = asAppErrorOf(() => {
    const rooms = applyCommand(empty, saveCommands(empty, shape), commandContextFor(db, actor)).graph;
    const values = { [DesignAttr.origin]: origin, ...attributes };
    return applyCommand(rooms, { type: 'design.attributes', values }, commandContextFor(db, actor, true)).graph;
  });
  await db.transaction().execute((tx) => writeNewDesign(tx, row, built, actor.identity.email ?? `guest:${actor.identity.sid}`));
  // A new design (and a copy) is the caller's.
  return { ...built, viewer: { canChange: true } };
}

export function renameDesign(db: Db, actor: Actor, designId: string, name: string, expectedVersion?: number) {
  return commandGraph(db, actor, designId, { type: 'design.rename', name }, expectedVersion);
}

/**
 * `POST /designs/{id}/set-attribute`: the `design.attributes` command; the order flow runs it trusted
 * (setter 'order-flow'). Setting a value the design already holds changes nothing, so it is answered
 * even on a locked design: after completing a change order (which locks the design and sets
 * isAutoReleaseCompleted) the client sets it again.
 */
export async function setDesignAttribute(
  db: Db,
  actor: Actor,
  designId: string,
  attribute: { name: string; value: string | null },
  expectedVersion?: number,
  setter: AttributeSetter = 'caller',
): Promise<DesignGraph> {
  const command = { type: 'design.attributes' as const, values: { [attribute.name]: attribute.value } };
  const trusted = setter === 'order-flow';
  try {
    const result = await runCommand(db, actor, designId, command, { expectedVersion, trusted });
    return { ...result.graph, viewer: { canChange: true } };
  } catch (error) {
    // Locked is checked after who may change it: the caller may, so only the attribute is left to check.
    if (!(error instanceof AppError) || error.code !== 'DESIGN_LOCKED') throw error;
    const graph = await readDesign(db, designId);
    if (graph.design.attributes[attribute.name] !== attribute.value || !(attribute.name in graph.design.attributes)) throw error;
    if (!trusted) asAppError(() => checkDesignAttributeNames(actor.identity, [attribute.name], false));
    if (expectedVersion !== undefined && expectedVersion !== graph.design.version) throw error;
    return { ...graph, viewer: { canChange: true } };
  }
}

/**
 * A rep's job note on a measure-and-install design (doc 001 §2 Job Notes): written by the server with
 * the rep's name, the role and the time, first in the design's notes, as one design command (the
 * design's viewers see it; notes other flows wrote stay as they are). The caller is a rep.
 */
export async function addJobNote(db: Db, actor: Actor, designId: string, content: string): Promise<DesignGraph> {
  const note = {
    author: actor.identity.name?.trim() || actor.identity.repId || 'Sales Rep',
    authorRole: REP_NOTE_ROLE,
    date: new Date().toISOString(),
    content: content.trim(),
  };
  const result = await runCommand(
    db,
    actor,
    designId,
    (graph) => {
      assertCanAddJobNote(actor.identity, graph);
      return { type: 'design.attributes', values: { notes: withJobNote(graph.design.attributes.notes, note) } };
    },
    {},
  );
  return { ...result.graph, viewer: { canChange: true } };
}
