import type { DesignEvent } from '@eb/domain/live';
import type { Db } from '../../db/database.ts';
import { forgetDesign } from '../designs/graph-cache.ts';
import { publishChange } from '../designs/run-command.ts';

/**
 * After a commit that changed designs outside the designs module: this process forgets its copy and
 * open pages hear of it (a `change` loads the design again; `reload` too, for a design that is gone).
 */
export function announce(db: Db, changes: readonly { designId: string; version: number }[], type: 'change' | 'reload' = 'change'): void {
  for (const { designId, version } of changes) {
    forgetDesign(designId);
    publishChange(db, { type, designId, version } as DesignEvent);
  }
}
