import { isAutoReleaseDesign, isMandiDesign } from '@eb/domain/design';
import { hasVendorFacts, jobUidOf, parseJobNotes, parsePropertyAddress, vendorFacts } from '@eb/domain/design-blocks';
import { inStoreMeasureOrderOf } from '@eb/domain/in-store-measure';
import { can, designFactsOf } from '@eb/domain/permissions';
import { useMemo } from 'react';
import type { DesignView } from '../../lib/design-view.ts';
import { useSite } from '../../lib/site-context.ts';
import { useViewer } from '../../lib/use-viewer.ts';
import { PropertyAddressBlock } from './blocks-address.tsx';
import { JobNotesBlock } from './blocks-notes.tsx';
import { VendorBlock } from './blocks-vendor.tsx';
import { InStoreMeasureBlock } from './in-store-measure.tsx';
import './blocks.css';

/**
 * A measure-and-install, auto-release or booked design's blocks under the actions bar (doc 001 §2):
 * Property Address, Vendor Information and Job Notes, each only when the design has what it shows;
 * and on any design whose store measure was ordered, In-Store Measure (doc 001 §5).
 */
export function DesignBlocks({ view }: { view: DesignView }) {
  const { design } = view;
  const site = useSite();
  const viewer = useViewer();
  const { attributes } = design;
  const mandi = isMandiDesign(design);
  const autoRelease = isAutoReleaseDesign(design);
  const address = useMemo(() => parsePropertyAddress(attributes.propertyAddress), [attributes.propertyAddress]);
  const notes = useMemo(() => parseJobNotes(attributes.notes), [attributes.notes]);
  const jobUid = jobUidOf(attributes);
  // Auto-release designs add windows to an order placed with installation: they show its home too;
  // so does a design whose installation was booked (its job's facts reach it).
  const ofAJob = mandi || autoRelease || Boolean(jobUid);
  const facts = vendorFacts(attributes);
  const orderNumber = autoRelease ? attributes.orderNumber?.trim() || null : null;
  const showAddress = ofAJob && Boolean(address || orderNumber);
  const showVendor = ofAJob && hasVendorFacts(facts);
  // Reps write job notes on an open measure-and-install design (the permission table, as the server
  // decides), so the block shows for them empty too.
  const canAddNote = can({ ...viewer, isOwner: false }, 'design.addJobNote', { design: designFactsOf(design) });
  const showNotes = ofAJob && (notes.length > 0 || canAddNote);
  const inStore = inStoreMeasureOrderOf(design) !== null;
  if (!showAddress && !showVendor && !showNotes && !inStore) return null;

  return (
    <div className="eb-blocks">
      {showAddress && (
        <PropertyAddressBlock designId={design.designId} address={address} orderNumber={orderNumber} jobUid={jobUid} siteId={site.id} />
      )}
      {showVendor && <VendorBlock designId={design.designId} facts={facts} siteId={site.id} />}
      {showNotes && <JobNotesBlock designId={design.designId} notes={notes} canAdd={canAddNote} />}
      <InStoreMeasureBlock view={view} />
    </div>
  );
}
