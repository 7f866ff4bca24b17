import {
  type Container,
  type DesignGraph,
  type Item,
  type ItemAttribute,
  ItemSource,
  ItemType,
  WINDOW_ATTRIBUTES_NOT_COPIED,
} from '../../design.ts';
import { attributeIdFor } from '../attribute-id.ts';

export function newWindow(graph: DesignGraph, containerId: string, itemId: string, label: string): Item {
  return {
    itemId,
    label,
    designId: graph.design.designId,
    containerId,
    charLabel: '',
    itemType: ItemType.window,
    itemSource: ItemSource.autobahn,
    retail: 0,
    subtotal: 0,
    quantity: 1,
    numberOfWindows: 1,
    estimatedShipDate: null,
    isDeleted: false,
    itemProduct: null,
    attributes: [],
  };
}

export function newRoom(graph: DesignGraph, containerId: string, name: string): Container {
  return { containerId, name, containerType: 1, items: [], price: 0, charLabel: '', designId: graph.design.designId, isDeleted: false };
}

/** Puts items at the end of their room (the graph keeps windows grouped by room, in room order). */
export function withItemsAppended(graph: DesignGraph, added: Item[]): Item[] {
  return [...graph.items, ...added];
}

/** A window's copy: same product, quantity and attributes (notes and flags stay with the original). */
export function copyOf(graph: DesignGraph, item: Item, containerId: string, itemId: string, label: string): Item {
  return {
    ...newWindow(graph, containerId, itemId, label),
    itemType: item.itemType,
    itemSource: item.itemSource,
    quantity: item.quantity,
    numberOfWindows: item.numberOfWindows,
    estimatedShipDate: item.estimatedShipDate,
    itemProduct: item.itemProduct,
    attributes: item.attributes
      .filter((attribute) => !WINDOW_ATTRIBUTES_NOT_COPIED.has(attribute.name))
      .map((attribute) => ({ ...attribute, attributeId: copiedAttributeId(itemId, attribute) })),
  };
}
const copiedAttributeId = (itemId: string, attribute: ItemAttribute) => attributeIdFor(itemId, attribute.name);
