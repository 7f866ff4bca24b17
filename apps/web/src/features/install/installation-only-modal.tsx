import { ItemType } from '@eb/domain/design';
import { useMemo, useState } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { Modal } from '../../ui/modal.tsx';
import { InstallationBooked } from './installation-booked.tsx';
import { InstallationDesignSummary } from './installation-design-summary.tsx';
import { useInstallationFlow } from './installation-flow.ts';
import { InstallationFooter } from './installation-footer.tsx';
import { InstallationJobOptions } from './installation-job-options.tsx';
import { InstallationWindowSelection } from './installation-window-selection.tsx';
import './installation.css';

/**
 * The Installation Only modal for internal users (doc 001 §2, §4; 960 px): the rep picks the windows
 * to install, the job options in install-only mode (removal and haul off, no count pickers, rework
 * type install-only), the prices of the selection, and add to cart once a window is selected.
 */
export function InstallationOnlyModal({ view, onClose }: { view: DesignView; onClose: () => void }) {
  const rooms = useMemo(
    () =>
      view.rooms.map((room) => ({
        container: room.container,
        items: room.items.filter((item) => !item.isDeleted && item.itemType !== ItemType.doorLock && item.itemType !== ItemType.garageDoor),
      })),
    [view.rooms],
  );
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const leafItems = useMemo(
    () =>
      rooms
        .flatMap((room) => room.items)
        .filter((item) => selected.has(item.itemId))
        .map((item) => ({ itemId: item.itemId, quantity: item.quantity })),
    [rooms, selected],
  );
  const flow = useInstallationFlow({ designId: view.design.designId, installOnly: true, leafItems });

  const toggle = (itemId: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(itemId)) next.add(itemId);
      return next;
    });
  const toggleAll = (select: boolean) =>
    setSelected(select ? new Set(rooms.flatMap((room) => room.items.map((item) => item.itemId))) : new Set());

  return (
    <Modal open title="Installation Only" width={960} onClose={onClose} footer={<InstallationFooter flow={flow} onClose={onClose} />}>
      {flow.booked ? (
        <InstallationBooked booked={flow.booked} />
      ) : (
        <div className="eb-install">
          <div className="eb-install__options">
            <InstallationWindowSelection rooms={rooms} selected={selected} onToggle={toggle} onToggleAll={toggleAll} />
            <InstallationJobOptions options={flow.options} context={flow.optionsContext} problems={flow.problems} onChange={flow.change} />
          </div>
          <InstallationDesignSummary designName={view.design.name} products={null} pricing={flow.pricing} />
        </div>
      )}
    </Modal>
  );
}
