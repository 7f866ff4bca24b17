import type { DesignView } from '../builder/state/builder-selectors.ts';

/** The design card's Share control and the Share modal (doc 001 §2, §4, §5). */
export function ShareControl(_props: { view: DesignView; locked: boolean }) {
  return null;
}
