import type { DesignCommand } from '@eb/domain/commands/command';
import type { Item } from '@eb/domain/design';
import { createContext, useContext } from 'react';
import type { AppThunk, RootState } from './store-types.ts';

/**
 * What a feature outside the builder may change in an open design: a command, run through the
 * builder's one write path (shown at once, sent, one undo step). The composition root
 * (app/builder-plugins.tsx) gives the builder's, so the feature does not import the builder.
 */
export interface DesignEdits {
  run: (designId: string, command: DesignCommand) => AppThunk<unknown>;
  /** The windows of an open design, in room order. */
  selectWindows: (state: RootState, designId: string) => readonly Item[];
}

export const DesignEditsContext = createContext<DesignEdits | null>(null);

/** The builder's edits, or null outside it (the caller then offers nothing that changes the design). */
export const useDesignEdits = (): DesignEdits | null => useContext(DesignEditsContext);
