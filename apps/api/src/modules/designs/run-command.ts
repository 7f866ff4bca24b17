import { applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import { CommandError } from '@eb/domain/commands/command-error';
import type { DesignGraph } from '@eb/domain/design';
import type { DesignEvent } from '@eb/domain/live';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
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
  /** Rules the graph does not know (the site's category keys, product size limits). */
  rules: Omit<CommandContext, 'actor'>;
  publish?: (event: DesignEvent) => Promise<void>;
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
      if (options.expectedVersion !== undefined && options.expectedVersion !== entry.graph.design.version && !fresh) {
        // Our copy may be behind another process: check against the database before refusing.
        forgetRemembered(designId);
        continue;
      }
      if (options.expectedVersion !== undefined && options.expectedVersion !== entry.graph.design.version) throw staleVersion();

      // A refusal on what this process remembers is checked against the database first: the
      // design may have changed hands since (signing in moves a guest's designs to the account).
      if (
        !fresh &&
        (!canChangeDesign(actor.identity, entry.row) || entry.row.is_locked_or_ordered !== entry.graph.design.isLockedOrOrdered)
      ) {
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
  assertCanChange(actor.identity, entry.row);
  assertNotLocked(entry.row);
  let applied: ReturnType<typeof applyCommand>;
  try {
    applied = applyCommand(before, command, { ...options.rules, actor: { role: actor.identity.role, repId: actor.identity.repId } });
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
  await options
    .publish?.({ type: 'change', designId, version, command, ...(options.origin ? { origin: options.origin } : {}) })
    .catch(() => {});
  return { graph, version, inverse: applied.inverse, changed: true };
}
