import { applyCommand, type CommandContext } from '@eb/domain/commands/apply';
import type { DesignCommand } from '@eb/domain/commands/command';
import { CommandError } from '@eb/domain/commands/command-error';
import type { DesignGraph } from '@eb/domain/design';
import type { DesignEvent } from '@eb/domain/live';
import type { CompiledQuery } from 'kysely';
import type { Db, Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { keepAnswers, keptAnswers, type RequestKey, type StoredAnswer } from '../../http/idempotency.ts';
import type { Actor } from './actor.ts';

/**
 * The commands of one group commit (run-command.ts): each applied in turn on the graph the one
 * before left, their change events, and the answers kept for (or found by) their Idempotency-Keys.
 */

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
  /**
   * Rows the command stands on, written in its transaction before the command's own writes (copy
   * styles inserts the configurations its windows take). Not written when the command is refused.
   */
  extraWrites?: CompiledQuery[] | undefined;
  /**
   * Work of another module that goes with the edit (a design leaving a job): run in the edit's
   * transaction before the version statement locks the design (other rows first, then the design,
   * as every flow locks them), only when the edit changes it. Throwing rolls the edit back; so does a
   * version statement that finds nothing.
   */
  alongside?: ((tx: Tx) => Promise<void>) | undefined;
  /** The server's own flows (orders, jobs) set what no caller may: see `CommandContext.trusted`. */
  trusted?: boolean | undefined;
}

/**
 * A command sent with an Idempotency-Key. Its answer is kept with its write, in the same statement
 * or transaction, so the edit and its key land together or not at all; the same request sent again
 * gets that answer back instead of the command being applied a second time.
 */
export interface CommandKey extends RequestKey {
  /** The answer the route gives for a result: the one kept for the key. */
  answer(result: CommandResult): StoredAnswer;
}

/** What a command sent with a key answers: applied now, or the first try's answer again. */
export interface KeyedAnswer extends StoredAnswer {
  replayed: boolean;
}

/**
 * A command, or how to make it from the design as it is when it runs: spec calls that name things
 * the way the stored design does (an attribute by its id, "the rooms and windows I know") build it
 * from the graph the command is applied to, with no read of their own.
 */
export type CommandSource = DesignCommand | ((graph: DesignGraph) => DesignCommand);

export function toAppError(error: unknown): unknown {
  return error instanceof CommandError ? new AppError(error.code, error.message) : error;
}

/** How a queued command ended: applied (with the answer kept for its key, if any), or answered from its key. */
export type Settled = { result: CommandResult; answer?: StoredAnswer | undefined } | { replay: StoredAnswer };

export interface Pending {
  actor: Actor;
  command: CommandSource;
  options: CommandOptions;
  key?: CommandKey | undefined;
  resolve(settled: Settled): void;
  reject(error: unknown): void;
}

export interface Outcome {
  pending: Pending;
  /** The command as built from the graph it was applied to. */
  command?: DesignCommand;
  result?: CommandResult;
  error?: unknown;
  /** The answer kept for its key: with its write, or found (a retry whose first try landed). */
  answer?: StoredAnswer;
  replay?: StoredAnswer;
}

/** Answers again each keyed command whose key is already kept (or refuses it, for another request); answers the rest. */
export async function settleKept(db: Db, pendings: Pending[]): Promise<Pending[]> {
  const keys = pendings.flatMap((pending) => (pending.key ? [pending.key] : []));
  if (keys.length === 0) return pendings;
  const kept = await keptAnswers(db, keys);
  return pendings.filter((pending) => {
    const found = pending.key ? kept.get(pending.key) : undefined;
    if (!found) return true;
    if (found instanceof Error) pending.reject(found);
    else pending.resolve({ replay: found });
    return false;
  });
}

/** Each command in turn on the graph the one before left, each applied one getting its own version; a refused one is left out. */
export function applyInTurn(
  start: DesignGraph,
  active: readonly Pending[],
  contextOf: (trusted: boolean | undefined) => CommandContext,
): { graph: DesignGraph; outcomes: Outcome[] } {
  let graph = start;
  const outcomes: Outcome[] = [];
  for (const pending of active) {
    try {
      const command = typeof pending.command === 'function' ? pending.command(graph) : pending.command;
      const applied = applyCommand(graph, command, contextOf(pending.options.trusted));
      if (applied.changed) {
        const version = graph.design.version + 1;
        graph = { ...applied.graph, design: { ...applied.graph.design, version } };
      }
      outcomes.push({
        pending,
        command,
        result: { graph, version: graph.design.version, inverse: applied.inverse, changed: applied.changed },
      });
    } catch (error) {
      outcomes.push({ pending, error: toAppError(error) });
    }
  }
  return { graph, outcomes };
}

/** The change events of the commands that changed the design (one sender per group, so one `by`). */
export function changeEvents(designId: string, outcomes: readonly Outcome[], by: string | undefined): DesignEvent[] {
  return outcomes.flatMap(({ pending, command, result }): DesignEvent[] => {
    if (!result?.changed || !command) return [];
    const { origin } = pending.options;
    return [{ type: 'change', designId, version: result.version, command, ...(origin ? { origin } : {}), ...(by ? { by } : {}) }];
  });
}

/** Each command answered: replayed from its key, applied, or refused. */
export function settleOutcomes(outcomes: readonly Outcome[]): void {
  for (const { pending, result, error, answer, replay } of outcomes) {
    if (replay) pending.resolve({ replay });
    else if (result) pending.resolve({ result, answer });
    else pending.reject(error);
  }
}

/** Looks up the keys of keyed commands that changed nothing or were refused; one found answers as it did then. */
export async function replayDoubtful(db: Db, outcomes: Outcome[]): Promise<void> {
  const doubtful = outcomes.filter(({ pending, result }) => pending.key && !result?.changed);
  if (doubtful.length === 0) return;
  const kept = await keptAnswers(
    db,
    doubtful.flatMap(({ pending }) => (pending.key ? [pending.key] : [])),
  );
  for (const outcome of doubtful) {
    const found = outcome.pending.key ? kept.get(outcome.pending.key) : undefined;
    if (!found) continue;
    // Neither changed the graph, so the commands after it in the group stand as applied.
    outcome.result = undefined;
    if (found instanceof Error) outcome.error = found;
    else outcome.replay = found;
  }
}

/** The statement keeping the answers of the keyed commands that change the design (none when there are none). */
export function keepAnswersOf(db: Db, outcomes: Outcome[]): CompiledQuery | undefined {
  const kept = outcomes.flatMap((outcome) => {
    const { pending, result } = outcome;
    if (!pending.key || !result?.changed) return [];
    outcome.answer = pending.key.answer(result);
    return [{ key: pending.key, answer: outcome.answer }];
  });
  return kept.length > 0 ? keepAnswers(db, kept) : undefined;
}
