import type { DesignGraph } from '@eb/domain/design';
import type { Tx } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { planChanges } from './command-writer.ts';
import { presentGraph } from './present.ts';
import { idInUse } from './run-command.ts';
import type { DesignRow } from './state.ts';

/** The graph of a design just made: its row, with no attributes, rooms or windows yet. */
export const emptyGraphOf = (row: DesignRow): DesignGraph =>
  presentGraph({ design: row, attributes: [], containers: [], items: [], itemAttributes: [] });

/** Inserts a new design row; an id taken meanwhile (two saves of one new design at once) is a 409. */
async function insertDesign(tx: Tx, design: DesignRow): Promise<void> {
  try {
    await tx.insertInto('designs').values(design).execute();
  } catch (error) {
    if ((error as { code?: unknown }).code === '23505') throw new AppError('CONFLICT', 'A design with this id already exists.');
    throw error;
  }
}

/**
 * Writes a new design as every design change is written: its row, then the change from the empty
 * design to `graph` (`planChanges`: rooms, windows, their attributes, the design's attributes, the
 * configurations placed), in the caller's transaction. A new design, a copy and a job's designs all
 * come this way, in a fixed number of statements whatever their size.
 */
export async function writeNewDesign(tx: Tx, row: DesignRow, graph: DesignGraph, changedBy: string): Promise<void> {
  const plan = planChanges(tx, emptyGraphOf(row), graph, new Map(), { changedBy, reason: null });
  await insertDesign(tx, row);
  try {
    for (const statement of plan.statements) await tx.executeQuery(statement);
  } catch (error) {
    throw idInUse(error) ?? error;
  }
}
