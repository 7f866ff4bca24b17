import { SUMMARY_LABELS } from '@eb/domain/commerce';
import { useId } from 'react';
import { Button } from '../../ui/button.tsx';
import { CHECK_AVAILABILITY_FIRST, checkAvailabilityFirst, type useInstallationFlow } from './installation-flow.ts';
import './availability.css';

/** The installation modals' footer: why add to cart is off, Cancel and 'Add to Cart'; after booking, Done. */
export function InstallationFooter({ flow, onClose }: { flow: ReturnType<typeof useInstallationFlow>; onClose: () => void }) {
  const reasonId = useId();
  if (flow.booked) {
    return <Button onClick={onClose}>Done</Button>;
  }
  // Why Add to Cart is off: an answer or a step still missing, else the price it waits for. The
  // summary above shows the price coming ('Pricing installation…'), so that one is said to the
  // button's description only; a failed price is said here too.
  const { pricing } = flow;
  const waiting = flow.block ? null : pricing.status === 'failed' ? pricing.message : pricing.status === 'loading' ? PRICING : null;
  const reason = flow.block ?? waiting;
  return (
    <>
      {reason && (
        <p id={reasonId} className={reason === PRICING ? 'eb-visually-hidden' : 'eb-install__reason'}>
          {reason === CHECK_AVAILABILITY_FIRST ? (
            // The button's name as it reads at this width; the other one is hidden (and not read out).
            <>
              <span className="eb-find-pro__wide">{reason}</span>
              <span className="eb-find-pro__narrow">{checkAvailabilityFirst(SUMMARY_LABELS.findProInstallerMobile)}</span>
            </>
          ) : (
            reason
          )}
        </p>
      )}
      <Button variant="secondary" onClick={onClose}>
        Cancel
      </Button>
      <Button
        disabled={reason !== null || pricing.status !== 'ready'}
        busy={flow.busy}
        aria-describedby={reason ? reasonId : undefined}
        onClick={flow.book}
      >
        Add to Cart
      </Button>
    </>
  );
}

const PRICING = 'Pricing installation…';
