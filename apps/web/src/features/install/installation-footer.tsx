import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import type { useInstallationFlow } from './installation-flow.ts';

/** The installation modals' footer: why add to cart is off, Cancel and 'Add to Cart'; after booking, Done. */
export function InstallationFooter({ flow, onClose }: { flow: ReturnType<typeof useInstallationFlow>; onClose: () => void }) {
  const reasonId = useId();
  if (flow.booked) {
    return <Button onClick={onClose}>Done</Button>;
  }
  return (
    <>
      {flow.block && (
        <p id={reasonId} className="eb-install__reason">
          {flow.block}
        </p>
      )}
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button
        disabled={Boolean(flow.block) || flow.pricing.status !== 'ready'}
        busy={flow.busy}
        aria-describedby={flow.block ? reasonId : undefined}
        onClick={flow.book}
      >
        Add to Cart
      </Button>
    </>
  );
}
