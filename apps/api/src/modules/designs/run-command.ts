import { applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import { CommandError } from '@eb/domain/commands/command-error';
import type { DesignGraph } from '@eb/domain/design';
import type { DesignEvent } from '@eb/domain/live';
import { windowCategories } from '@eb/domain/mandi';
import { DIMENSION_LIMITS, measurementLimits } from '@eb/domain/measurements';
import { getSite } from '@eb/domain/sites';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import type { Catalog } from '../catalog/catalog.ts';
import { writeChanges } from './command-writer.ts';
import { type DesignEntry, forgetRemembered, readEntry, rememberDesign, rememberedDesign } from './design-memory.ts';
import { assertCanChange, assertNotLocked, canChangeDesign } from './policy.ts';
import type { Actor } from './unit-of-work.ts';

export interface CommandResult {
  graph: DesignGraph;
  version: number;
  /** What undo sends. */
  inverse: DesignCommand;
  changed: boolean;
}

export interface CommandOptions {
  /** If-Match: refuse with 412 unless the design is at this version. Commands of our own client do not need it. */
  expectedVersion?: number | undefined;
  /** The client's id for its own connection, echoed in the change event so it can skip its own changes. */
  origin?: string | undefined;
}

/** What commands need from the rest of the app: the catalog (product size limits) and the change stream. */
export interface CommandRuntime {
  catalog: Pick<Catalog, 'find'>;
  publish(event: DesignEvent): Promise<void>;
}
const runtimes = new WeakMap<Db, CommandRuntime>();

/** Called once when the app is built: commands on this database use this catalog and stream. */
export function setCommandRuntime(db: Db, runtime: CommandRuntime): void {
  runtimes.set(db, runtime);
}

/** Tells the design's followers that it changed (an edit that is not a command: they load it again). */
export function publishChange(db: Db, event: DesignEvent): void {
  runtimes
    .get(db)
    ?.publish(event)
    .catch(() => {});
}

/** The rules of a command that the graph does not hold: the site's category keys, the products' size limits. */
function rulesFor(db: Db, actor: Actor): Omit<CommandContext, 'actor'> {
  const catalog = runtimes.get(db)?.catalog;
  return {
    windowCategoryKeys: windowCategories(getSite(actor.siteId)).map((category) => category.key),
    dimensionLimits: (item, dimension, mandi) => {
      if (dimension === 'depth') return DIMENSION_LIMITS.depth;
      const product = item.itemProduct && catalog ? catalog.find(item.itemProduct.skuNumber) : undefined;
      return measurementLimits(mandi ? 'mandi' : 'product', product)[dimension];
    },
  };
}

const staleVersion = () =>
  new AppError('STALE_VERSION', 'This design was changed somewhere else (another tab or person). Reload it to see the latest version.');

/** Commands on one design run one after another in this process; other processes are kept out by the version check. */
const queues = new Map<string, Promise<unknown>>();
function serialized<T>(designId: string, work: () => Promise<T>): Promise<T> {
  const previous = queues.get(designId) ?? Promise.resolve();
  const run = previous.then(work, work);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(designId, settled);
  settled.then(() => {
    if (queues.get(designId) === settled) queues.delete(designId);
  });
  return run;
}

function toAppError(error: unknown): unknown {
  return error instanceof CommandError ? new AppError(error.code, error.message) : error;
}

/**
 * The write path of a design edit: apply the command to the design as this process holds it,
 * then in one transaction bump the version with a statement that also checks it (and re-reads who
 * owns the design, locked by that same statement), and write the rows the command changed. No
 * read of the whole design, unless this process did not hold it or another process wrote since.
 */
export function runCommand(
  db: Db,
  actor: Actor,
  designId: string,
  command: DesignCommand,
  options: CommandOptions,
): Promise<CommandResult> {
  return serialized(designId, async () => {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      let entry = rememberedDesign(db, designId);
      const fresh = !entry;
      entry ??= await readEntry(db, designId);
      if (!entry) throw new AppError('NOT_FOUND', 'We could not find that design.');
      if (fresh) rememberDesign(db, entry);
      // A refusal on what this process remembers is checked against the database first: the
      // design may have changed hands since (signing in moves a guest's designs to the account).
      if (!fresh && !canChangeDesign(actor.identity, entry.row)) {
        forgetRemembered(designId);
        continue;
      }
      assertCanChange(actor.identity, entry.row);
      assertNotLocked(entry.row);
      if (options.expectedVersion !== undefined && options.expectedVersion !== entry.graph.design.version) {
        if (fresh) throw staleVersion();
        // Our copy may be behind another process: check against the database before refusing.
        forgetRemembered(designId);
        continue;
      }
      const outcome = await tryApply(db, actor, entry, command, options);
      if (outcome === 'stale') {
        forgetRemembered(designId);
        continue;
      }
      return outcome;
    }
    throw staleVersion();
  });
}

async function tryApply(
  db: Db,
  actor: Actor,
  entry: DesignEntry,
  command: DesignCommand,
  options: CommandOptions,
): Promise<CommandResult | 'stale'> {
  const before = entry.graph;
  const designId = before.design.designId;
  let applied: ReturnType<typeof applyCommand>;
  try {
    applied = applyCommand(before, command, { ...rulesFor(db, actor), actor: { role: actor.identity.role, repId: actor.identity.repId } });
  } catch (error) {
    throw toAppError(error);
  }
  if (!applied.changed) return { graph: before, version: before.design.version, inverse: applied.inverse, changed: false };

  const positions = new Map(entry.positions);
  const version = before.design.version + 1;
  const row = await db.transaction().execute(async (tx) => {
    const bumped = await tx
      .updateTable('designs')
      .set({ version, updated_at: sql<Date>`now()` })
      .where('id', '=', designId)
      .where('version', '=', before.design.version)
      .returningAll()
      .executeTakeFirst();
    if (!bumped) return null;
    // Who owns it now, read under the row lock the update took: the cached owner is only a hint.
    assertCanChange(actor.identity, bumped);
    assertNotLocked(bumped);
    await writeChanges(tx, before, applied.graph, positions, {
      changedBy: actor.identity.email ?? `guest:${actor.identity.sid}`,
      reason: command.type === 'window.attributes' ? (command.reason?.trim() ?? null) : null,
    });
    return bumped;
  });
  if (!row) return 'stale';

  const graph: DesignGraph = { ...applied.graph, design: { ...applied.graph.design, version } };
  rememberDesign(db, { graph, row, positions });
  publishChange(db, { type: 'change', designId, version, command, ...(options.origin ? { origin: options.origin } : {}) });
  return { graph, version, inverse: applied.inverse, changed: true };
}

/** A command for a spec call that answers the design graph. */
export async function commandGraph(
  db: Db,
  actor: Actor,
  designId: string,
  command: DesignCommand,
  expectedVersion: number | undefined,
): Promise<DesignGraph> {
  const result = await runCommand(db, actor, designId, command, { expectedVersion });
  return { ...result.graph, viewer: { canChange: true } };
}
