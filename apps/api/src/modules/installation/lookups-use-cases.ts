import {
  type InstallationSpec,
  LINE_LABELS,
  type PriceTable,
  SPEC_NAMES,
  SURCHARGE_NAMES,
  UNKNOWN_CATEGORY_ID,
} from '@eb/domain/installation';
import { type WindowCategory, windowCategories } from '@eb/domain/mandi';
import { toDollars } from '@eb/domain/money';
import type { Site } from '@eb/domain/sites';

/** How long a browser may keep a lookup (the client asks at most once per 10 s, doc 001 §9). */
export const LOOKUP_CACHE_CONTROL = 'private, max-age=10';

/** Window categories with their ids (doc 001 §7): 0 unknown, then the site's four. */
export function windowCategoryLookup(site: Site): WindowCategory[] {
  return [{ categoryId: UNKNOWN_CATEGORY_ID, key: 'unknown', label: 'Unknown' }, ...windowCategories(site)];
}

/** The per-window specs of the price table: removal, haul away, each surcharge, and the measure credit. */
export function specLookup(table: PriceTable): InstallationSpec[] {
  return [
    {
      specName: SPEC_NAMES.windowRemoval,
      specType: 'removal',
      displayName: LINE_LABELS.windowRemoval,
      value: toDollars(table.windowRemoval.retailCents),
    },
    {
      specName: SPEC_NAMES.windowHaul,
      specType: 'haul',
      displayName: LINE_LABELS.windowHaul,
      value: toDollars(table.windowHaul.retailCents),
    },
    ...SURCHARGE_NAMES.map((name) => ({
      specName: name,
      specType: 'surcharge' as const,
      displayName: table.surcharges[name].displayName,
      value: toDollars(table.surcharges[name].retailCents),
    })),
    {
      specName: SPEC_NAMES.measureCredit,
      specType: 'credit',
      displayName: LINE_LABELS.measureCredit,
      value: toDollars(-table.measureCredit.retailCents),
    },
  ];
}
