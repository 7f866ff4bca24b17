import { derive, lineTotals } from '@eb/domain/commands/derive';
import type { Container, Design, DesignGraph, Item } from '@eb/domain/design';
import { toCents } from '@eb/domain/money';
import type { DesignState, ItemRow } from './state.ts';

const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

/** Line totals of one window in cents (the domain's `lineTotals`: unit prices times quantity). */
export function itemTotals(item: ItemRow): { subtotal: number; retail: number } {
  const totals = lineTotals({ itemProduct: item.product, quantity: item.quantity });
  return { subtotal: toCents(totals.subtotal), retail: toCents(totals.retail) };
}

/**
 * Shapes stored rows into the design graph of the HTTP contract. The fields that follow from others
 * (window numbers, totals, id lists) are worked out by the domain's `derive`, as commands do, so a
 * graph read from the database and one a command produced are the same. Totals are never stored.
 */
export function presentGraph(state: DesignState): DesignGraph {
  const { design } = state;
  const attributesByItem = new Map<string, DesignState['itemAttributes']>();
  for (const attribute of state.itemAttributes) {
    const list = attributesByItem.get(attribute.item_id);
    if (list) list.push(attribute);
    else attributesByItem.set(attribute.item_id, [attribute]);
  }

  const items: Item[] = state.items.map((item) => ({
    itemId: item.id,
    label: item.label,
    designId: item.design_id,
    containerId: item.container_id,
    charLabel: '',
    itemType: item.item_type,
    itemSource: item.item_source,
    retail: 0,
    subtotal: 0,
    quantity: item.quantity,
    numberOfWindows: item.number_of_windows,
    estimatedShipDate: item.estimated_ship_date,
    isDeleted: false,
    itemProduct: item.product,
    discountAmount: 0,
    productInformation: null,
    attributes: (attributesByItem.get(item.id) ?? []).map((attribute) => ({
      attributeId: attribute.id,
      name: attribute.name,
      value: attribute.value,
      normalizedValue: attribute.normalized_value,
      displayName: attribute.display_name,
      sortIndex: attribute.sort_index,
      displayPriority: attribute.display_priority,
    })),
  }));
  const containers: Container[] = state.containers.map((container) => ({
    containerId: container.id,
    name: container.name,
    containerType: container.container_type,
    items: [],
    price: 0,
    charLabel: container.char_label,
    designId: container.design_id,
    isDeleted: false,
  }));

  const presented: Design = {
    designId: design.id,
    name: design.name,
    productLine: design.product_line,
    containers: containers.map((container) => container.containerId),
    items: items.map((item) => item.itemId),
    zipCode: design.zip_code,
    promoCode: design.promo_code,
    promoEndDate: iso(design.promo_end_date),
    subtotal: 0,
    retail: 0,
    isDeleted: false,
    isLinked: design.is_linked,
    isLockedOrOrdered: design.is_locked_or_ordered,
    agreementNumber: design.agreement_number,
    sharedEmail: design.shared_email,
    sharedDate: iso(design.shared_date),
    designAttributes: state.attributes.map((attribute) => ({
      designAttributeId: attribute.id,
      designId: attribute.design_id,
      name: attribute.name,
      value: attribute.value,
    })),
    attributes: Object.fromEntries(state.attributes.map((attribute) => [attribute.name, attribute.value])),
    createdDate: iso(design.created_at) ?? '',
    version: design.version,
  };
  return derive({ design: presented, containers, items });
}
