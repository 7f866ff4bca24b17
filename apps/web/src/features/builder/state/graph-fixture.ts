import type { DesignGraph } from '@eb/domain/design';

/** Design graphs for unit tests: rooms of window labels, fresh ids each time. */
let counter = 0;
const id = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

export function graph(name: string, rooms: string[][]): DesignGraph {
  const designId = id();
  const containers = rooms.map((_labels, index) => ({
    containerId: id(),
    name: `Room ${index + 1}`,
    containerType: 1,
    items: [] as string[],
    price: 0,
    charLabel: String.fromCharCode(65 + index),
    designId,
    isDeleted: false,
  }));
  const items = rooms.flatMap((labels, roomIndex) =>
    labels.map((label, index) => {
      const itemId = id();
      containers[roomIndex]?.items.push(itemId);
      return {
        itemId,
        label,
        designId,
        containerId: containers[roomIndex]?.containerId ?? '',
        charLabel: String(index + 1),
        itemType: 1,
        itemSource: 1,
        retail: 0,
        subtotal: 0,
        quantity: 1,
        numberOfWindows: 1,
        estimatedShipDate: null,
        isDeleted: false,
        itemProduct: null,
        attributes: [],
        discountAmount: 0,
        productInformation: null,
      };
    }),
  );
  return {
    design: {
      designId,
      name,
      productLine: 1,
      containers: containers.map((container) => container.containerId),
      items: items.map((item) => item.itemId),
      zipCode: null,
      promoCode: null,
      promoEndDate: null,
      subtotal: 0,
      retail: 0,
      isDeleted: false,
      isLinked: false,
      isLockedOrOrdered: false,
      agreementNumber: null,
      sharedEmail: null,
      sharedDate: null,
      designAttributes: [],
      attributes: {},
      createdDate: '2026-11-22T00:00:00.000Z',
      version: 1,
    },
    containers,
    items,
  };
}
