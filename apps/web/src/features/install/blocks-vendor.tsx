import { orderDetailsPath, type VendorFacts } from '@eb/domain/design-blocks';
import type { SiteId } from '@eb/domain/sites';
import type { ReactNode } from 'react';
import { PhoneLink } from '../../ui/phone-link.tsx';

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="eb-block__fact">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Vendor Information (doc 001 §2): Order ID (link), Windows, Date, Service Provider, Technicians, Phone; each when known. */
export function VendorBlock({ designId, facts, siteId }: { designId: string; facts: VendorFacts; siteId: SiteId }) {
  const headingId = `blocks-vendor-${designId}`;
  // Two technicians may share a name: the key counts earlier ones of the same name.
  const technicians = facts.technicians.map((name, index, all) => ({
    name,
    key: `${name}:${all.slice(0, index).filter((other) => other === name).length}`,
  }));
  return (
    <section className="eb-card eb-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="eb-block__title">
        Vendor Information
      </h3>
      <dl className="eb-block__facts">
        {facts.orderId && (
          <Fact term="Order ID">
            <a href={orderDetailsPath(siteId, facts.orderId)}>{facts.orderId}</a>
          </Fact>
        )}
        {facts.windows && <Fact term="Windows">{facts.windows}</Fact>}
        {facts.date && <Fact term="Date">{facts.date}</Fact>}
        {facts.serviceProvider && <Fact term="Service Provider">{facts.serviceProvider}</Fact>}
        {technicians.length > 0 && (
          <Fact term="Technicians">
            <ul className="eb-block__list">
              {technicians.map((technician) => (
                <li key={technician.key}>{technician.name}</li>
              ))}
            </ul>
          </Fact>
        )}
        {facts.phone && (
          <Fact term="Phone">
            <PhoneLink phone={facts.phone} />
          </Fact>
        )}
      </dl>
    </section>
  );
}
