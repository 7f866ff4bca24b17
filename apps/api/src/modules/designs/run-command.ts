import type { CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import type { DesignGraph } from '@eb/domain/design';
import type { DesignEvent } from '@eb/domain/live';
import { windowCategories } from '@eb/domain/mandi';
import { DIMENSION_LIMITS, measurementLimits } from '@eb/domain/measurements';
import { getSite, type SiteId } from '@eb/domain/sites';
import { type CompiledQuery, sql } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { isKeyTaken } from '../../http/idempotency.ts';
import type { Catalog } from '../catalog/catalog.ts';
import type { ChangeBus } from '../live/change-bus.ts';
import type { PersonKeyOf } from '../live/person-key.ts';
import type { Actor } from './actor.ts';
import {
  applyInTurn,
  type CommandKey,
  type CommandOptions,
  type CommandResult,
  type CommandSource,
  changeEvents,
  type KeyedAnswer,
  keepAnswersOf,
  type Pending,
  replayDoubtful,
  type Settled,
  settleKept,
  settleOutcomes,
} from './command-group.ts';
import { placedWindowNames } from './command-products.ts';
import { planChanges } from './command-writer.ts';
import { deletedWindowsOf } from './deleted-windows.ts';
import { designNotFound } from './design-errors.ts';
import { forgetRemembered, readEntry, rememberDesign, rememberedDesign } from './design-memory.ts';
import { fitsOneStatement, GUARD, isNotBumped, oneStatement } from './one-statement.ts';
import { assertCanChange, assertNotLocked, canChangeDesign } from './policy.ts';
import type { DesignRow } from './state.ts';

export type { CommandKey, CommandOptions, CommandResult, CommandSource, KeyedAnswer } from './command-group.ts';
export { toAppError } from './command-group.ts';

/** What commands need from the rest of the app: the catalog (product size limits) and the change stream. */
export interface CommandRuntime {
  catalog: Pick<Catalog, 'find'>;
  publish(event: DesignEvent): Promise<void>;
  /** Set when the stream travels through the database: a command's events go out with its version statement. */
  inTransaction?: ChangeBus['inTransaction'] | undefined;
  /** Who made a change, as the stream names them (its events' `by`). */
  personKey?: PersonKeyOf | undefined;
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

/** The window category keys of each site, worked out once (they are fixed per site). */
const categoryKeys = new Map<SiteId, string[]>();
function categoryKeysOf(siteId: SiteId): string[] {
  let keys = categoryKeys.get(siteId);
  if (!keys) {
    keys = windowCategories(getSite(siteId)).map((category) => category.key);
    categoryKeys.set(siteId, keys);
  }
  return keys;
}

/** The rules of a command that the graph does not hold: the site's category keys, the products' size limits. */
function rulesFor(db: Db, actor: Actor): Omit<CommandContext, 'actor'> {
  const catalog = runtimes.get(db)?.catalog;
  return {
    windowCategoryKeys: categoryKeysOf(actor.siteId),
    dimensionLimits: (item, dimension, mandi) => {
      if (dimension === 'depth') return DIMENSION_LIMITS.depth;
      const product = item.itemProduct && catalog ? catalog.find(item.itemProduct.skuNumber) : undefined;
      return measurementLimits(mandi ? 'mandi' : 'product', product)[dimension];
    },
  };
}

/** The context a command of `actor` is applied in (also for a design being made, before it is stored). */
export function commandContextFor(db: Db, actor: Actor, trusted = false): CommandContext {
  return {
    ...rulesFor(db, actor),
    actor: { role: actor.identity.role, repId: actor.identity.repId },
    ...(trusted ? { trusted: true } : {}),
  };
}

export const staleVersion = () =>
  new AppError('STALE_VERSION', 'This design was changed somewhere else (another tab or person). Reload it to see the latest version.');

/**
 * Commands on one design run one after another in this process. Those that arrive while a write is
 * under way wait, and are then written together (group commit): applied in memory one by one, each
 * getting its own version, then written in one transaction with one version statement. Only commands
 * of one sender are grouped (the audit names who changed what), and never one carrying a reason.
 * Other processes are kept out by the version check.
 */
const MAX_GROUP = 64;
const waiting = new WeakMap<Db, Map<string, { queue: Pending[]; running: boolean }>>();

function groupable(pending: Pending, first: Pending): boolean {
  const plain = (entry: Pending) =>
    typeof entry.command !== 'function' &&
    !(entry.command.type === 'window.attributes' && entry.command.reason !== undefined) &&
    !entry.options.alongside &&
    !entry.options.trusted;
  return (
    pending.actor.identity.sid === first.actor.identity.sid &&
    pending.actor.identity.uid === first.actor.identity.uid &&
    pending.actor.siteId === first.actor.siteId &&
    plain(pending) &&
    plain(first) &&
    pending.options.expectedVersion === undefined &&
    first.options.expectedVersion === undefined
  );
}

async function drain(db: Db, designId: string, slot: { queue: Pending[]; running: boolean }): Promise<void> {
  slot.running = true;
  try {
    while (slot.queue.length > 0) {
      const first = slot.queue[0] as Pending;
      let size = 1;
      // One key twice in a group would keep its answer twice: the retry waits for the next group.
      const keys = new Set(first.key ? [first.key.key] : []);
      while (size < slot.queue.length && size < MAX_GROUP && groupable(slot.queue[size] as Pending, first)) {
        const key = (slot.queue[size] as Pending).key?.key;
        if (key !== undefined && keys.has(key)) break;
        if (key !== undefined) keys.add(key);
        size += 1;
      }
      const group = slot.queue.splice(0, size);
      try {
        await runGroup(db, designId, group);
      } catch (error) {
        for (const pending of group) pending.reject(error);
      }
    }
  } finally {
    slot.running = false;
    if (slot.queue.length === 0) waiting.get(db)?.delete(designId);
  }
}

/**
 * The write path of a design edit: apply the command to the design as this process holds it,
 * then in one transaction bump the version with a statement that also checks it (and re-reads who
 * owns the design, locked by that same statement), and write the rows the command changed. No
 * read of the whole design, unless this process did not hold it or another process wrote since.
 */
export async function runCommand(
  db: Db,
  actor: Actor,
  designId: string,
  command: CommandSource,
  options: CommandOptions,
): Promise<CommandResult> {
  const settled = await enqueue(db, designId, { actor, command, options });
  if ('replay' in settled) throw new Error('A command sent without a key was answered from a key.');
  return settled.result;
}

/**
 * `runCommand` for a request with an Idempotency-Key. The key is looked up only when the command
 * needs it (it changed nothing, was refused, or its key was kept meanwhile): a retry whose first
 * try landed finds the design already changed, so the usual edit costs no read of its key.
 */
export async function runKeyedCommand(
  db: Db,
  actor: Actor,
  designId: string,
  command: DesignCommand,
  options: CommandOptions,
  key: CommandKey,
): Promise<KeyedAnswer> {
  const settled = await enqueue(db, designId, { actor, command, options, key });
  if ('replay' in settled) return { ...settled.replay, replayed: true };
  return { ...(settled.answer ?? key.answer(settled.result)), replayed: false };
}

function enqueue(db: Db, designId: string, entry: Omit<Pending, 'resolve' | 'reject'>): Promise<Settled> {
  return new Promise((resolve, reject) => {
    let designs = waiting.get(db);
    if (!designs) {
      designs = new Map();
      waiting.set(db, designs);
    }
    let slot = designs.get(designId);
    if (!slot) {
      slot = { queue: [], running: false };
      designs.set(designId, slot);
    }
    slot.queue.push({ ...entry, resolve, reject });
    if (!slot.running) void drain(db, designId, slot);
  });
}

/**
 * Ids of new rooms and windows come with the command; the apply checks them against the design, and
 * one that another design uses is refused here with the apply's sentence (the key's unique index).
 */
export function idInUse(error: unknown): AppError | null {
  const { code, detail } = (error ?? {}) as { code?: unknown; detail?: unknown };
  if (code !== '23505') return null;
  const id = typeof detail === 'string' ? /\(id\)=\(([^)]+)\)/.exec(detail)?.[1] : undefined;
  return new AppError('CONFLICT', id ? `The id ${id} is already in use.` : 'An id of this edit is already in use.');
}

/** Thrown inside a transaction whose version statement found nothing, to roll it back. */
const NOT_BUMPED = new Error('The design moved on meanwhile.');

/**
 * Runs the version statement and the writes: as one statement when they fit one (most edits), else
 * in a transaction. Answers the design row, or null when the version statement matched nothing or a
 * key the write keeps was kept meanwhile by another request (a retry that went to another process):
 * nothing was written then.
 */
async function writeDesign(
  db: Db,
  bump: CompiledQuery,
  writes: CompiledQuery[],
  alongside: readonly ((tx: Tx) => Promise<void>)[],
  keep: CompiledQuery | undefined,
): Promise<DesignRow | null> {
  type Answer = DesignRow & { notified?: unknown; [GUARD]?: unknown };
  const designRow = (row: Answer | undefined): DesignRow | null => {
    if (!row) return null;
    const { notified: _notified, [GUARD]: _guard, ...design } = row;
    return design;
  };
  if (alongside.length === 0 && fitsOneStatement(writes)) {
    try {
      // The keys' insert adds rows nothing else in the statement touches, so it always rides along.
      const { rows } = await db.executeQuery<Answer>(oneStatement(bump, keep ? [...writes, keep] : writes));
      return designRow(rows[0]);
    } catch (error) {
      if (isNotBumped(error) || isKeyTaken(error)) return null;
      throw error;
    }
  }
  try {
    return await db.transaction().execute(async (tx) => {
      // The other module's rows (a job) are locked before the design, in the order the flows that
      // start from them take (a booking locks its job, then its designs), so the two never deadlock.
      for (const work of alongside) await work(tx);
      const { rows } = await tx.executeQuery<Answer>(bump);
      // Found nothing: the work beside it is rolled back with the rest.
      if (!rows[0]) throw NOT_BUMPED;
      for (const write of writes) await tx.executeQuery(write);
      if (keep) await tx.executeQuery(keep);
      return designRow(rows[0]);
    });
  } catch (error) {
    if (error === NOT_BUMPED || isKeyTaken(error)) return null;
    throw idInUse(error) ?? error;
  }
}

/**
 * A refusal of the whole group (the design gone, locked or another's, a stale version) may meet a
 * retry whose first try landed before it: that one still answers what its first try answered.
 */
async function runGroup(db: Db, designId: string, group: Pending[]): Promise<void> {
  try {
    await writeGroup(db, designId, group);
  } catch (error) {
    if (group.some((pending) => pending.key)) await settleKept(db, group).catch(() => []);
    throw error;
  }
}

async function writeGroup(db: Db, designId: string, group: Pending[]): Promise<void> {
  const { actor } = group[0] as Pending;
  let active = group;
  // Set once a write found its key kept meanwhile, or found the design moved on: keys are looked up before applying.
  let lookFirst = false;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    if (lookFirst) {
      active = await settleKept(db, active);
      if (active.length === 0) return;
    }
    let entry = rememberedDesign(db, designId);
    const fresh = !entry;
    entry ??= await readEntry(db, designId);
    if (!entry) throw designNotFound();
    if (fresh) rememberDesign(db, entry);
    // A refusal on what this process remembers is checked against the database first: the
    // design may have changed hands since (signing in moves a guest's designs to the account).
    if (!fresh && !canChangeDesign(actor.identity, entry.row)) {
      forgetRemembered(designId);
      continue;
    }
    assertCanChange(actor.identity, entry.row);
    assertNotLocked(entry.row);
    const expected = active.length === 1 ? active[0]?.options.expectedVersion : undefined;
    if (expected !== undefined && expected !== entry.graph.design.version) {
      if (fresh) throw staleVersion();
      // Our copy may be behind another process: check against the database before refusing.
      forgetRemembered(designId);
      continue;
    }

    const start = entry.graph;
    const deletedWindow = await deletedWindowsOf(db, designId, start, active);
    const { graph, outcomes } = applyInTurn(start, active, (trusted) => ({ ...commandContextFor(db, actor, trusted), deletedWindow }));
    // A keyed command that changed nothing or was refused may be a retry whose first try landed
    // (the window it adds is there, the name it sets is set): then its first answer is the answer.
    if (!lookFirst) await replayDoubtful(db, outcomes);

    let positions = entry.positions;
    const runtime = runtimes.get(db);
    const inTransaction = runtime?.inTransaction;
    if (graph !== start) {
      // One sender per group (see `groupable`), so one `by` for all its events.
      const by = runtime?.personKey?.(designId, actor.identity);
      const events = changeEvents(designId, outcomes, by);
      const reasonOf = (command: DesignCommand) => (command.type === 'window.attributes' ? command.reason?.trim() || null : null);
      // With a bus in the database, the events ride on the version statement: sent at commit, none on rollback.
      const notify = inTransaction
        ? sql<number>`(select count(pg_notify(${inTransaction.channel}, payload)) from unnest(${events.map(inTransaction.payload)}::text[]) as payload)`
        : sql<number>`0`;
      const windowNames = new Map<string, string>();
      for (const { command, result } of outcomes) if (result?.changed && command) placedWindowNames(result.graph, command, windowNames);
      const only = outcomes.length === 1 ? outcomes[0]?.command : undefined;
      const plan = planChanges(db, start, graph, entry.positions, {
        changedBy: actor.identity.email ?? `guest:${actor.identity.sid}`,
        reason: only ? reasonOf(only) : null,
        windowNames,
      });
      // The version check and bump; it also finds nothing when the owner or the lock changed meanwhile.
      const bump = db
        .updateTable('designs')
        .set({ version: graph.design.version, updated_at: sql<Date>`now()` })
        .where('id', '=', designId)
        .where('version', '=', start.design.version)
        .where('owner_session_id', 'is not distinct from', entry.row.owner_session_id)
        .where('owner_user_id', 'is not distinct from', entry.row.owner_user_id)
        .where('is_locked_or_ordered', '=', false)
        .returningAll()
        .returning(notify.as('notified'))
        .compile();
      const first = outcomes.flatMap(({ pending, result }) => (result?.changed ? (pending.options.extraWrites ?? []) : []));
      const alongside = outcomes.flatMap(({ pending, result }) =>
        result?.changed && pending.options.alongside ? [pending.options.alongside] : [],
      );
      const keep = keepAnswersOf(db, outcomes);
      const row = await writeDesign(db, bump, first.length > 0 ? [...first, ...plan.statements] : plan.statements, alongside, keep);
      positions = plan.positions;
      if (!row) {
        forgetRemembered(designId);
        // The design moved on, or a key was kept meanwhile: a retry's first try may be what landed.
        lookFirst = active.some((pending) => pending.key);
        continue;
      }
      rememberDesign(db, { graph, row, positions });
      if (!inTransaction) for (const event of events) publishChange(db, event);
    }
    settleOutcomes(outcomes);
    return;
  }
  throw staleVersion();
}

/** A command for a spec call that answers the design graph. */
export async function commandGraph(
  db: Db,
  actor: Actor,
  designId: string,
  command: CommandSource,
  expectedVersion: number | undefined,
): Promise<DesignGraph> {
  const result = await runCommand(db, actor, designId, command, { expectedVersion });
  return { ...result.graph, viewer: { canChange: true } };
}
