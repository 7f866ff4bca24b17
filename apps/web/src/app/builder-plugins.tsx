import { useState } from 'react';
import type { BuilderPlugins } from '../features/builder/builder-plugins.ts';
import { offersFindPro } from '../features/install/availability-find-pro.tsx';
import { AvailabilityModal } from '../features/install/availability-modal.tsx';
import { DesignBlocks } from '../features/install/design-blocks.tsx';
import { SummaryActions as InstallSummaryActions } from '../features/install/summary-actions.tsx';
import { AddToOrder } from '../features/orders/add-to-order.tsx';
import { PrintButtons } from '../features/print/print-buttons.tsx';
import { linkLoadedDesigns } from '../features/save/save-actions.ts';
import { saveApi } from '../features/save/save-api.ts';
import { SaveControl } from '../features/save/save-control.tsx';
import { savedDesignEmail } from '../features/save/saved-design-email.ts';
import { ShareControl } from '../features/share/share-control.tsx';
import type { DesignView } from '../lib/design-view.ts';

function DesignKeepActions({ view, locked }: { view: DesignView; locked: boolean }) {
  return (
    <>
      <SaveControl view={view} locked={locked} />
      <ShareControl view={view} locked={locked} />
      <PrintButtons view={view} />
    </>
  );
}

/** The summary panel's foot: checkout and installation, and for auto-release designs Add to Order (doc 001 §2). */
function SummaryActions({ view, locked }: { view: DesignView; locked: boolean }) {
  return (
    <>
      <InstallSummaryActions view={view} locked={locked} />
      <AddToOrder view={view} locked={locked} />
    </>
  );
}

/** The estimate summary modal's 'Order Installation*': the measure-and-install flow 'Find a Pro Installer**' opens. */
const OrderInstallation: BuilderPlugins['OrderInstallation'] = ({ view, locked, render }) => {
  const [open, setOpen] = useState(false);
  if (!offersFindPro(view, locked)) return null;
  return (
    <>
      {render(() => setOpen(true))}
      <AvailabilityModal open={open} onClose={() => setOpen(false)} />
    </>
  );
};

/** The save, share and print features plugged into the builder; loaded with the builder's route. */
export const builderPlugins: BuilderPlugins = {
  DesignKeepActions,
  SummaryActions,
  OrderInstallation,
  DesignBlocks,
  designsLoaded: linkLoadedDesigns,
  mailSavedDesign: async (graph, to) => {
    await saveApi.sendSavedDesignEmail(savedDesignEmail(graph, to, window.location.origin));
  },
};
