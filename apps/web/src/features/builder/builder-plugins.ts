import type { DesignGraph } from '@eb/domain/design';
import type { Role } from '@eb/domain/identity';
import type { Site } from '@eb/domain/sites';
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import type { AppThunk } from '../../lib/store-types.ts';

/**
 * What other features add to the builder (Save, Share, the downloads, load-time linking, the
 * saved-design mail). The composition root (app/builder-plugins.tsx) gives them, so the builder
 * imports none of those features: features do not import each other.
 */
export interface BuilderPlugins {
  /** Rendered in the design card's keep row, before undo and redo. */
  /** `locked`: ordered, or someone else's; `canChange`: the viewer's own (or a rep's), ordered or not. */
  DesignKeepActions: ComponentType<{ view: DesignView; locked: boolean; canChange: boolean }>;
  /** Rendered at the foot of the summary panel: checkout and installation actions (doc 001 §2). */
  SummaryActions: ComponentType<{ view: DesignView; locked: boolean }>;
  /**
   * The estimate summary modal's 'Order Installation*' (doc 001 §2): when the measure-and-install
   * flow is offered for the design it renders `render(start)`, and `start` opens that flow.
   */
  OrderInstallation: ComponentType<{ view: DesignView; locked: boolean; render: (start: () => void) => ReactNode }>;
  /** The design card's other blocks, between the actions bar and the summary (doc 001 §2: property, vendor, job notes). */
  DesignBlocks: ComponentType<{ view: DesignView }>;
  /** Run once a load path has loaded its designs and the user is known (doc 001 §4, load-time linking). */
  designsLoaded: (
    designIds: readonly string[],
    site: Site,
    me: { role: Role; identityId: string | null; email: string | null },
  ) => AppThunk<Promise<void>>;
  /** Whether the design's Checkout can run now (its summary panel offers it, with no reason it is off). */
  useCheckoutReady: (designId: string) => boolean;
  /** Sends the saved-design mail of the loadSavedProductDesign path (doc 001 §7); throws when it fails. */
  mailSavedDesign: (graph: DesignGraph, to: string) => Promise<void>;
}

export const BuilderPluginsContext = createContext<BuilderPlugins | null>(null);

export function useBuilderPlugins(): BuilderPlugins {
  const plugins = useContext(BuilderPluginsContext);
  if (!plugins) throw new Error('The builder is rendered without its plugins (BuilderRoutes gives them).');
  return plugins;
}
