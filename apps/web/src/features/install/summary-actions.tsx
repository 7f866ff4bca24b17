import type { DesignView } from '../../lib/design-view.ts';

/** The summary panel's checkout and installation actions (doc 001 §2, §4, §5). */
export function SummaryActions(_props: { view: DesignView; locked: boolean }) {
  return null;
}
