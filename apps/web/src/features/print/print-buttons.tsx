import type { DesignView } from '../builder/state/builder-selectors.ts';

/** Download Residential and Download Commercial (doc 001 §2, §6). */
export function PrintButtons(_props: { view: DesignView }) {
  return null;
}
