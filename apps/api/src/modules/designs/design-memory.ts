import type { DesignGraph } from '@eb/domain/design';
import type { Db, Tx } from '../../db/database.ts';
import type { Positions } from './command-writer.ts';
import { presentGraph } from './present.ts';
import { type DesignRow, loadState } from './state.ts';

/**
 * The designs this process works on, kept as graphs (with the owner row and the stored positions
 * of rooms and windows) so a command is applied in memory and only its changes are written. A
 * command trusts an entry only together with a version check in the database (see run-command.ts),
 * so an entry another process has made stale is found out and read again; a load may also trust
 * the database's notices of writes (graph-cache.ts).
 */
export interface DesignEntry {
  graph: DesignGraph;
  row: DesignRow;
  positions: Positions;
  /** The answers of a load, serialized once per version: for callers who may change it, and for others. */
  bodies?: { [canChange in 'true' | 'false']?: Buffer };
  /** The version the database last confirmed, and what had been heard of writes then (graph-cache.ts). */
  confirmed?: { version: number; heard: number; epoch: number; at: number };
}

const MAX_ENTRIES = 200;
const memories = new WeakMap<Db, Map<string, DesignEntry>>();
const all = new Set<Map<string, DesignEntry>>();

function memoryOf(db: Db): Map<string, DesignEntry> {
  let entries = memories.get(db);
  if (!entries) {
    entries = new Map();
    memories.set(db, entries);
    all.add(entries);
  }
  return entries;
}

export function rememberedDesign(db: Db, designId: string): DesignEntry | undefined {
  const entries = memoryOf(db);
  const entry = entries.get(designId);
  if (entry) {
    // Most recently used last, so the least used goes first.
    entries.delete(designId);
    entries.set(designId, entry);
  }
  return entry;
}

export function rememberDesign(db: Db, entry: DesignEntry): void {
  const entries = memoryOf(db);
  entries.delete(entry.graph.design.designId);
  entries.set(entry.graph.design.designId, entry);
  if (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest !== undefined) entries.delete(oldest);
  }
}

/** Forgets a design in every database's memory: anything may have been written. */
export function forgetRemembered(designId: string): void {
  for (const entries of all) entries.delete(designId);
}

/** Reads a design whole (five queries) into an entry; undefined when it does not exist. */
export async function readEntry(db: Db | Tx, designId: string): Promise<DesignEntry | undefined> {
  const state = await loadState(db, designId);
  if (!state) return undefined;
  const positions = new Map<string, number>();
  for (const room of state.containers) positions.set(room.id, room.position);
  for (const item of state.items) positions.set(item.id, item.position);
  return { graph: presentGraph(state), row: state.design, positions };
}
