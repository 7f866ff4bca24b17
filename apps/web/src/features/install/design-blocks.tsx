import type { DesignView } from '../../lib/design-view.ts';

/** A measure-and-install design's blocks: Property Address, Vendor Information, Job Notes (doc 001 §2). */
export function DesignBlocks(_props: { view: DesignView }) {
  return null;
}
