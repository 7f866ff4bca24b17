import { isAutoReleaseDesign, isMandiDesign } from '@eb/domain/design';
import { hasVendorFacts, jobUidOf, parseJobNotes, parsePropertyAddress, vendorFacts } from '@eb/domain/design-blocks';
import { useMemo } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { useSite } from '../../lib/site-context.ts';
import { PropertyAddressBlock } from './blocks-address.tsx';
import { JobNotesBlock } from './blocks-notes.tsx';
import { VendorBlock } from './blocks-vendor.tsx';
import './blocks.css';

/**
 * A measure-and-install design's blocks under the actions bar (doc 001 §2): Property Address,
 * Vendor Information and Job Notes, each only when the design has what it shows.
 */
export function DesignBlocks({ view }: { view: DesignView }) {
  const { design } = view;
  const site = useSite();
  const { attributes } = design;
  const mandi = isMandiDesign(design);
  const autoRelease = isAutoReleaseDesign(design);
  const address = useMemo(() => parsePropertyAddress(attributes.propertyAddress), [attributes.propertyAddress]);
  const notes = useMemo(() => parseJobNotes(attributes.notes), [attributes.notes]);
  if (!mandi) return null;

  const facts = vendorFacts(attributes);
  const jobUid = jobUidOf(attributes);
  const orderNumber = autoRelease ? attributes.orderNumber?.trim() || null : null;
  const showAddress = Boolean(address || orderNumber);
  const showVendor = hasVendorFacts(facts);
  if (!showAddress && !showVendor && notes.length === 0) return null;

  return (
    <div className="eb-blocks">
      {showAddress && (
        <PropertyAddressBlock designId={design.designId} address={address} orderNumber={orderNumber} jobUid={jobUid} siteId={site.id} />
      )}
      {showVendor && <VendorBlock designId={design.designId} facts={facts} siteId={site.id} />}
      {notes.length > 0 && <JobNotesBlock designId={design.designId} notes={notes} />}
    </div>
  );
}
