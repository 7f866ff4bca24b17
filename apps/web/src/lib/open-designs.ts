import type { Design } from '@eb/domain/design';
import { createContext, useContext } from 'react';
import type { AppThunk, RootState } from './store-types.ts';

/**
 * What Save and Share need of the designs open in the builder. The composition root
 * (app/builder-plugins.tsx) gives the builder's, so neither feature imports the builder's store.
 */
export interface OpenDesigns {
  /** The open designs in tab order; memoized, so a component re-renders only when they change. */
  selectDesigns: (state: RootState) => readonly Design[];
  /** False when the server said the caller may not change the design. */
  selectCanChange: (state: RootState, designId: string) => boolean;
  /** Loads a design again from the server into the builder, after a save or share changed it. */
  reload: (designId: string) => AppThunk<Promise<unknown>>;
}

/** The open design of that id, or undefined when it is not open. */
export function findOpenDesign(designs: OpenDesigns, state: RootState, designId: string): Design | undefined {
  return designs.selectDesigns(state).find((design) => design.designId === designId);
}

export const OpenDesignsContext = createContext<OpenDesigns | null>(null);

export function useOpenDesigns(): OpenDesigns {
  const designs = useContext(OpenDesignsContext);
  if (!designs) throw new Error('useOpenDesigns() must be used inside <OpenDesignsContext.Provider> (app/builder-plugins.tsx gives it).');
  return designs;
}
