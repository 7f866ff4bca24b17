import { formatMoney } from '@eb/domain/format';
import { useAppSelector } from '../../../lib/hooks.ts';

/**
 * Under a window bought with installation: what installing it costs once the Installation Summary
 * has priced the design, and until then where that price comes from, so Checkout opening the
 * installation form is no surprise.
 */
export function WindowInstallationNote({ designId, itemId }: { designId: string; itemId: string }) {
  const priced = useAppSelector((state) => state.install.pricedInstallation[designId]?.windows.find((window) => window.itemId === itemId));
  return (
    <p className="eb-window__install-note">
      {priced
        ? `Installation for this window: ${formatMoney(priced.retail)}`
        : 'Installation is priced for your address at Checkout, before you pay.'}
    </p>
  );
}
