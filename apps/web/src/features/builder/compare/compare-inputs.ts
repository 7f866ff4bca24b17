import { COMPARE_MAX, COMPARE_MIN, type CompareDesignInput } from '@eb/domain/compare-designs';
import { isAutoReleaseDesign } from '@eb/domain/design';
import { priceDesign } from '@eb/domain/design-pricing';
import { toCents } from '@eb/domain/money';
import type { DesignView } from '../../../lib/design-view.ts';
import type { ServerOnly } from '../design/estimate-summary-figures.ts';

/**
 * What the compare page works out from the builder's store: which open designs are compared, and
 * each one as the domain's comparison takes it, priced by the one pricing of a design with the
 * installation and tax the server last said (until it has, none and 'To Be Calculated').
 */

/** The designs compared: the ones chosen that are still open, in tab order; by default the first two. */
export function comparedIds(openIds: readonly string[], chosen: readonly string[] | null): string[] {
  if (chosen === null) return openIds.slice(0, COMPARE_MIN);
  const picked = new Set(chosen);
  return openIds.filter((id) => picked.has(id));
}

/** The choice after a checkbox changed: at most COMPARE_MAX designs. */
export function toggleChoice(current: readonly string[], designId: string, checked: boolean): string[] {
  if (!checked) return current.filter((id) => id !== designId);
  if (current.includes(designId) || current.length >= COMPARE_MAX) return [...current];
  return [...current, designId];
}

/** Whether a design's checkbox is off: when COMPARE_MAX others are chosen already. */
export const choiceBlocked = (current: readonly string[], designId: string) => !current.includes(designId) && current.length >= COMPARE_MAX;

/** A design of the store as the comparison takes it. */
export function compareInputOf(view: DesignView, known?: ServerOnly): CompareDesignInput {
  const { design, rooms, items } = view;
  return {
    graph: { design, containers: rooms.map((room) => room.container), items },
    price: priceDesign({
      items,
      isAutoRelease: isAutoReleaseDesign(design),
      installationCents: toCents(known?.installationTotal ?? 0),
      taxCents: known?.estimatedTax === null || known?.estimatedTax === undefined ? null : toCents(known.estimatedTax),
    }),
  };
}
