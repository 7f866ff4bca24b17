import type { Container, Design, DesignGraph, Item } from '@eb/domain/design';
import type { DesignState, ItemRow } from './state.ts';

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (value: number) => value / 100;
const iso = (value: Date | string | null) => (value === null ? null : value instanceof Date ? value.toISOString() : value);

/** Line totals of one window in cents: unit prices times quantity; no product, no money. */
export function itemTotals(item: ItemRow): { subtotal: number; retail: number } {
  if (!item.product) return { subtotal: 0, retail: 0 };
  return { subtotal: cents(item.product.price) * item.quantity, retail: cents(item.product.retail) * item.quantity };
}

/** Shapes stored rows into the design graph of the HTTP contract. Totals are derived here, never stored. */
export function presentGraph(state: DesignState): DesignGraph {
  const { design } = state;
  const attributesByItem = new Map<string, DesignState['itemAttributes']>();
  for (const attribute of state.itemAttributes) {
    const list = attributesByItem.get(attribute.item_id);
    if (list) list.push(attribute);
    else attributesByItem.set(attribute.item_id, [attribute]);
  }

  const itemsByContainer = new Map<string, ItemRow[]>();
  for (const item of state.items) {
    const list = itemsByContainer.get(item.container_id);
    if (list) list.push(item);
    else itemsByContainer.set(item.container_id, [item]);
  }

  let designSubtotal = 0;
  let designRetail = 0;
  const items: Item[] = [];
  const containers: Container[] = state.containers.map((container) => {
    const roomItems = itemsByContainer.get(container.id) ?? [];
    let roomSubtotal = 0;
    roomItems.forEach((item, index) => {
      const totals = itemTotals(item);
      roomSubtotal += totals.subtotal;
      designRetail += totals.retail;
      items.push({
        itemId: item.id,
        label: item.label,
        designId: item.design_id,
        containerId: item.container_id,
        charLabel: String(index + 1),
        itemType: item.item_type,
        itemSource: item.item_source,
        retail: dollars(totals.retail),
        subtotal: dollars(totals.subtotal),
        quantity: item.quantity,
        numberOfWindows: item.number_of_windows,
        estimatedShipDate: item.estimated_ship_date,
        isDeleted: false,
        itemProduct: item.product,
        discountAmount: dollars(totals.retail - totals.subtotal),
        productInformation: item.product ? { configurationId: item.product.configurationGuid, skuId: item.product.skuNumber } : null,
        attributes: (attributesByItem.get(item.id) ?? []).map((attribute) => ({
          attributeId: attribute.id,
          name: attribute.name,
          value: attribute.value,
          normalizedValue: attribute.normalized_value,
          displayName: attribute.display_name,
          sortIndex: attribute.sort_index,
          displayPriority: attribute.display_priority,
        })),
      });
    });
    designSubtotal += roomSubtotal;
    return {
      containerId: container.id,
      name: container.name,
      containerType: container.container_type,
      items: roomItems.map((item) => item.id),
      price: dollars(roomSubtotal),
      charLabel: container.char_label,
      designId: container.design_id,
      isDeleted: false,
    };
  });

  const presented: Design = {
    designId: design.id,
    name: design.name,
    productLine: design.product_line,
    containers: containers.map((container) => container.containerId),
    items: items.map((item) => item.itemId),
    zipCode: design.zip_code,
    promoCode: design.promo_code,
    promoEndDate: iso(design.promo_end_date),
    subtotal: dollars(designSubtotal),
    retail: dollars(designRetail),
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
  return { design: presented, containers, items };
}
