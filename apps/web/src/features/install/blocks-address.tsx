import { quoteId } from '@eb/domain/commerce-rules';
import { addressLines, mapsSearchUrl, orderDetailsPath, type PropertyAddress, VIEW_ADDRESS_ON_MAP } from '@eb/domain/design-blocks';
import type { SiteId } from '@eb/domain/sites';

/**
 * Property Address (doc 001 §2): the address opens a maps search in a new tab; an auto-release
 * design also shows its Order Number, linked to the order details page when the job is known.
 */
export function PropertyAddressBlock({
  designId,
  address,
  orderNumber,
  jobUid,
  siteId,
}: {
  designId: string;
  address: PropertyAddress | null;
  orderNumber: string | null;
  jobUid: string | null;
  siteId: SiteId;
}) {
  const headingId = `blocks-address-${designId}`;
  return (
    <section className="eb-card eb-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="eb-block__title">
        Property Address
      </h3>
      {address && (
        <a
          className="eb-block__address"
          href={mapsSearchUrl(address)}
          target="_blank"
          rel="noopener noreferrer"
          title={VIEW_ADDRESS_ON_MAP}
        >
          {addressLines(address).map((line) => (
            <span key={line} className="eb-block__line">
              {line}
            </span>
          ))}
          <span className="eb-visually-hidden"> (opens in a new tab)</span>
        </a>
      )}
      {orderNumber && (
        <dl className="eb-block__facts">
          <div className="eb-block__fact">
            <dt>Order Number</dt>
            {/* The order page finds an order by its job uid or by its number (an order without installation has no job). */}
            <dd>
              <a href={orderDetailsPath(siteId, jobUid || orderNumber)}>{quoteId(orderNumber)}</a>
            </dd>
          </div>
        </dl>
      )}
    </section>
  );
}
