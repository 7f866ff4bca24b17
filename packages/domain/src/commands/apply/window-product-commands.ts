import { type DesignGraph, isMandiDesign } from '../../design.ts';
import { isValidQuantity, QUANTITY_MAX, QUANTITY_MIN } from '../../limits.ts';
import { attributeChanges, sortAttributes } from '../attributes.ts';
import { findWindow, refuse } from './checks.ts';
import type { CommandContext, CommandOf, Step } from './step.ts';

export type WindowProductCommand = CommandOf<'window.quantity' | 'window.attributes' | 'window.attributesRestore' | 'window.product'>;

/** What is bought for a window: how many, the attributes that configure it, and the product itself. */
export function applyWindowProductCommand(graph: DesignGraph, command: WindowProductCommand, context: CommandContext): Step | null {
  switch (command.type) {
    case 'window.quantity': {
      const item = findWindow(graph, command.itemId);
      if (!isValidQuantity(command.quantity)) refuse(`Quantity must be between ${QUANTITY_MIN} and ${QUANTITY_MAX}.`);
      if (item.quantity === command.quantity) return null;
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, quantity: command.quantity } : other)) },
        inverse: { type: 'window.quantity', itemId: item.itemId, quantity: item.quantity },
      };
    }
    case 'window.attributes': {
      const item = findWindow(graph, command.itemId);
      const change = attributeChanges(item, command.values, context, isMandiDesign(graph.design));
      if (!change) return null;
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, attributes: change.attributes } : other)) },
        inverse: { type: 'window.attributesRestore', itemId: item.itemId, put: change.previous, remove: change.added },
      };
    }
    case 'window.attributesRestore': {
      const item = findWindow(graph, command.itemId);
      const names = new Set([...command.remove, ...command.put.map((attribute) => attribute.name)]);
      const previous = item.attributes.filter((attribute) => names.has(attribute.name));
      const kept = item.attributes.filter((attribute) => !names.has(attribute.name));
      const attributes = sortAttributes([...kept, ...command.put]);
      const removed = command.put
        .map((attribute) => attribute.name)
        .filter((name) => !previous.some((attribute) => attribute.name === name));
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? { ...item, attributes } : other)) },
        inverse: { type: 'window.attributesRestore', itemId: item.itemId, put: previous, remove: removed },
      };
    }
    case 'window.product': {
      const item = findWindow(graph, command.itemId);
      const { estimatedShipDate } = command;
      const shipChanges = estimatedShipDate !== undefined && estimatedShipDate !== item.estimatedShipDate;
      if (!shipChanges && JSON.stringify(item.itemProduct) === JSON.stringify(command.product)) return null;
      const changed = { ...item, itemProduct: command.product, ...(shipChanges ? { estimatedShipDate } : {}) };
      return {
        graph: { ...graph, items: graph.items.map((other) => (other === item ? changed : other)) },
        inverse: {
          type: 'window.product',
          itemId: item.itemId,
          product: item.itemProduct,
          ...(estimatedShipDate !== undefined ? { estimatedShipDate: item.estimatedShipDate } : {}),
        },
      };
    }
  }
}
