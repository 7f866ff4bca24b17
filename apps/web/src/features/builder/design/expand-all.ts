import type { Item } from '@eb/domain/design';

/**
 * Expand All / Collapse All (doc 000 §2): shown only when some window has a product, and it toggles on
 * whether every window that can expand (one with a product) already is. A window without a product
 * has no option table to open, so it never holds the label at 'Expand All'.
 */
export function expandAllControl(items: readonly Pick<Item, 'itemId' | 'itemProduct'>[], expandedIds: Readonly<Record<string, true>>) {
  const expandable = items.filter((item) => item.itemProduct);
  const allExpanded = expandable.length > 0 && expandable.every((item) => expandedIds[item.itemId]);
  return {
    shown: expandable.length > 0,
    label: allExpanded ? 'Collapse All' : 'Expand All',
    // What the click does: Collapse All closes every window (details opened one by one too).
    change: { itemIds: (allExpanded ? items : expandable).map((item) => item.itemId), expanded: !allExpanded },
  } as const;
}
