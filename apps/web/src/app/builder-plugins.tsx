import type { Item } from '@eb/domain/design';
import { useState } from 'react';
import type { BuilderPlugins } from '../features/builder/builder-plugins.ts';
import { selectCanChange, selectDesignView, selectOpenDesigns } from '../features/builder/state/builder-selectors.ts';
import { reloadDesign, runCommand } from '../features/builder/state/design-commands.ts';
import { offersFindPro } from '../features/install/availability-find-pro.tsx';
import { AvailabilityModal } from '../features/install/availability-modal.tsx';
import { useCheckoutReady } from '../features/install/checkout-request.ts';
import { DesignBlocks } from '../features/install/design-blocks.tsx';
import { useInStoreMode } from '../features/install/in-store-mode.ts';
import { SummaryActions as InstallSummaryActions } from '../features/install/summary-actions.tsx';
import { AddToOrder } from '../features/orders/add-to-order.tsx';
import { PrintButtons } from '../features/print/print-buttons.tsx';
import { linkLoadedDesigns } from '../features/save/save-actions.ts';
import { saveApi } from '../features/save/save-api.ts';
import { SaveControl } from '../features/save/save-control.tsx';
import { savedDesignEmail } from '../features/save/saved-design-email.ts';
import { ShareControl } from '../features/share/share-control.tsx';
import { type DesignEdits, DesignEditsContext } from '../lib/design-edits.ts';
import type { DesignView } from '../lib/design-view.ts';
import { type OpenDesigns, OpenDesignsContext } from '../lib/open-designs.ts';

/**
 * The builder's open designs as Save and Share see them; one constant, so the provider never
 * re-renders them. After a save or a share the design is loaded again for its new flags, once its
 * own edits have answered; when that load fails (the connection dropped just then) the design stays
 * as shown, with no error: the save or share itself went through.
 */
const openDesigns: OpenDesigns = {
  selectDesigns: selectOpenDesigns,
  selectCanChange,
  reload: (designId) => reloadDesign(designId),
};

/** A design that is not open has no windows (one array, so a selector's answer stays the same). */
const NO_WINDOWS: readonly Item[] = [];

/** The builder's one write path for the installation flow's changes (one constant, as above). */
const designEdits: DesignEdits = {
  run: (designId, command) => runCommand(designId, command),
  selectWindows: (state, designId) => selectDesignView(state, designId)?.items ?? NO_WINDOWS,
};

function DesignKeepActions({ view, locked, canChange }: { view: DesignView; locked: boolean; canChange: boolean }) {
  return (
    <OpenDesignsContext.Provider value={openDesigns}>
      <SaveControl view={view} locked={locked} />
      <ShareControl view={view} canChange={canChange} />
      <PrintButtons view={view} />
    </OpenDesignsContext.Provider>
  );
}

/** The summary panel's foot: checkout and installation, and for auto-release designs Add to Order (doc 001 §2). */
function SummaryActions({ view, locked }: { view: DesignView; locked: boolean }) {
  return (
    <DesignEditsContext.Provider value={designEdits}>
      <InstallSummaryActions view={view} locked={locked} />
      <AddToOrder view={view} locked={locked} />
    </DesignEditsContext.Provider>
  );
}

/** The estimate summary modal's 'Order Installation*': the measure-and-install flow 'Find a Pro Installer**' opens. */
const OrderInstallation: BuilderPlugins['OrderInstallation'] = ({ view, locked, render }) => {
  const [open, setOpen] = useState(false);
  const inStoreMode = useInStoreMode();
  if (!offersFindPro(view, locked, inStoreMode)) return null;
  return (
    <>
      {render(() => setOpen(true))}
      <DesignEditsContext.Provider value={designEdits}>
        <AvailabilityModal open={open} onClose={() => setOpen(false)} designId={view.design.designId} />
      </DesignEditsContext.Provider>
    </>
  );
};

/** The save, share and print features plugged into the builder; loaded with the builder's route. */
export const builderPlugins: BuilderPlugins = {
  DesignKeepActions,
  SummaryActions,
  OrderInstallation,
  DesignBlocks,
  useCheckoutReady,
  designsLoaded: (designIds, site, me) => linkLoadedDesigns(designIds, site, me, openDesigns),
  mailSavedDesign: async (graph, to) => {
    await saveApi.sendSavedDesignEmail(savedDesignEmail(graph, to, window.location.origin));
  },
};
