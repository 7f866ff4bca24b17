import type { DesignView } from '../builder/state/builder-selectors.ts';

/** The design card's Save control: links the design to the signed-in account (doc 001 §4, §6, §7). */
export function SaveControl(_props: { view: DesignView; locked: boolean }) {
  return null;
}
