import { useSite } from '../../lib/site-context.ts';

/** Covered by the retailer's network: 'Good News!' at the saved address (doc 001 §2, §4); the reason, if any, says why Checkout is off. */
export function CoveredStep({ address, reason, reasonId }: { address: string; reason: string | null | undefined; reasonId: string }) {
  const site = useSite();
  return (
    <div className="eb-avail__result">
      <h3 className="eb-avail__heading" tabIndex={-1} data-step-focus>
        Good News!
      </h3>
      <p>Professional measure and install is available at your address through the {site.brand} network of service providers:</p>
      <p className="eb-avail__address eb-avail__address--boxed">{address}</p>
      <p>Continue to checkout to book your measure and installation with your order.</p>
      <p>Or have a provider measure first: a measure estimate copies this design's windows for the visit.</p>
      {reason && (
        <p id={reasonId} className="eb-avail__reason">
          {reason}
        </p>
      )}
    </div>
  );
}
