import { NO_PROVIDER_MESSAGE, sameZipRegion } from '@eb/domain/address';
import type { Availability } from '../../lib/install-slice.ts';
import { useHelpPhone } from '../../lib/site-context.ts';
import { useLocalStore } from '../../lib/stores.ts';
import { PhoneLink } from '../../ui/phone-link.tsx';

/**
 * Covered by nobody (or the coverage check failed): 'We're Sorry' with help by phone and at home (doc 001
 * §2, §8). The shopper's store is named only when it is in the address's ZIP region: with none saved
 * it is the default store (doc 001 §3), which is no one's local store far from Atlanta.
 */
export function SorryStep({ availability, zipCode }: { availability: Exclude<Availability, 'unknown'>; zipCode: string }) {
  const phone = useHelpPhone();
  const store = useLocalStore();
  const local = store && sameZipRegion(store.store.zipcode, zipCode) ? store : null;
  return (
    <div className="eb-avail__result">
      <h3 className="eb-avail__heading" tabIndex={-1} data-step-focus>
        We're Sorry
      </h3>
      {availability === 'none' && <p className="eb-avail__unavailable">{NO_PROVIDER_MESSAGE}</p>}
      <p>
        Professional measure and install appointments can't be set up online in your area. Please visit your local store to schedule them.
      </p>
      {local && (
        <section className="eb-avail__help" aria-labelledby="eb-avail-store">
          <h4 id="eb-avail-store">Your Local Store</h4>
          <p>
            {local.store.storeFullName} ({local.store.zipcode})
            {local.available ? ': installers work around this store, so its team can schedule your appointment.' : '.'}
          </p>
        </section>
      )}
      <section className="eb-avail__help" aria-labelledby="eb-avail-diy">
        <h4 id="eb-avail-diy">Get DIY Help</h4>
        <p>
          Measuring and installing on your own? Our experts will walk you through it: <PhoneLink phone={phone} />
        </p>
      </section>
      <section className="eb-avail__help" aria-labelledby="eb-avail-home">
        <h4 id="eb-avail-home">Shop at Home</h4>
        <p>Book a window covering expert to visit your home, measure your windows and help you choose. Call the number above to book.</p>
      </section>
    </div>
  );
}
