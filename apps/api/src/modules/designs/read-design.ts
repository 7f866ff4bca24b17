import type { DesignGraph } from '@eb/domain/design';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../errors.ts';
import { designNotFound } from './design-errors.ts';
import { presentGraph } from './present.ts';
import { loadState } from './state.ts';

/** A design read whole from the database, as the API presents it (no memory of this process involved). */
export async function readDesign(db: Db, designId: string): Promise<DesignGraph> {
  const state = await loadState(db, designId);
  if (!state) throw designNotFound();
  return presentGraph(state);
}

/** Parses an If-Match header (`3`, `"3"` or `W/"3"`); absent means "no check". */
export function parseIfMatch(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '' || value === '*') return undefined;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value.trim());
  if (!match) throw new AppError('BAD_REQUEST', 'The If-Match header must be the design version number.');
  return Number(match[1]);
}
